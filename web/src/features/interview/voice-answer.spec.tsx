import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSubmitAudioAnswerMockHandler } from '../../api/generated/interviewing/interviewing.msw';
import type { SessionQuestion } from '../../api/generated/model';
import { getQueryClient } from '../../app/query-client';
import { setToken } from '../../lib/auth-token';
import { makePublicConfig } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { VOICE_UNAVAILABLE, VoiceAnswer } from './voice-answer';
import { stubMicrophone } from '../../test/fake-microphone';

const SESSION = '22222222-2222-4222-8222-222222222222';
const NEXT: SessionQuestion = {
  questionId: 'q-2',
  text: 'Why this company?',
  audioUrl: null,
  questionType: 'main',
};

/** A browser recognition that fails the way a browser without a reachable service does. */
function stubRecognition(error: string, heard?: string) {
  const instances: FailingRecognition[] = [];
  class FailingRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    onresult: ((event: { results: unknown }) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    constructor() {
      instances.push(this);
    }
    start() {
      // as Chromium does: 'start' succeeds, then the error and the end arrive a moment later
      setTimeout(() => {
        if (heard) this.onresult?.({ results: [{ isFinal: true, 0: { transcript: heard } }] });
        this.onerror?.({ error });
        this.onend?.();
      }, 10);
    }
    stop() {}
    abort() {}
  }
  vi.stubGlobal('SpeechRecognition', FailingRecognition);
  return instances;
}

function serverSpeechToText(enabled: boolean) {
  server.use(
    http.get('/api/config', () => HttpResponse.json(makePublicConfig({ speechToTextEnabled: enabled }))),
  );
}

function renderWidget(props: { questionId?: string; startSignal?: number } = {}) {
  setToken(makeToken());
  const onTranscript = vi.fn(async () => undefined);
  const onNextQuestion = vi.fn();
  const onUnusable = vi.fn();
  const widget = (questionId: string, startSignal: number) => (
    <QueryClientProvider client={getQueryClient()}>
      <VoiceAnswer
        sessionId={SESSION}
        questionId={questionId}
        format="voice"
        onTranscript={onTranscript}
        onNextQuestion={onNextQuestion}
        startSignal={startSignal}
        onUnusable={onUnusable}
      />
    </QueryClientProvider>
  );
  const view = render(widget(props.questionId ?? 'q-1', props.startSignal ?? 0));
  return {
    onTranscript,
    onNextQuestion,
    onUnusable,
    rerender: (questionId: string, startSignal = 0) => view.rerender(widget(questionId, startSignal)),
  };
}

const startButton = () => screen.getByRole('button', { name: 'Start answering by voice' });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Voice answer widget: browser recognition that cannot work here', () => {
  it.each(['audio-capture', 'network', 'service-not-allowed', 'language-not-supported'])(
    "records the answer for the server when recognition fails with '%s', then records straight away",
    async (error) => {
      serverSpeechToText(true);
      const recognitions = stubRecognition(error);
      const { getUserMedia } = stubMicrophone(4096);
      let sent = 0;
      server.use(
        getSubmitAudioAnswerMockHandler(() => {
          sent += 1;
          return { nextQuestion: NEXT, transcript: 'I like their product.' };
        }),
      );
      const user = userEvent.setup();
      const { onNextQuestion, onTranscript, rerender } = renderWidget();
      await screen.findByText(/Press the microphone/);

      await user.click(startButton());
      expect(await screen.findByText(/^Recording/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
      await user.click(screen.getByRole('button', { name: 'Stop answering' }));
      expect(await screen.findByText(/Press the microphone/)).toBeInTheDocument();
      expect(sent).toBe(1);
      expect(onNextQuestion).toHaveBeenCalledWith(NEXT);
      expect(onTranscript).not.toHaveBeenCalled();

      // the next question: no second try of a recognition that cannot work
      rerender('q-2');
      await user.click(startButton());
      expect(await screen.findByText(/^Recording/)).toBeInTheDocument();
      expect(recognitions).toHaveLength(1);
      expect(getUserMedia).toHaveBeenCalledTimes(2);
    },
  );

  it('suggests typing when the recognition service fails and the server has no speech-to-text', async () => {
    serverSpeechToText(false);
    stubRecognition('network');
    const { getUserMedia } = stubMicrophone(4096);
    const user = userEvent.setup();
    const { onUnusable } = renderWidget();
    await screen.findByText(/Press the microphone/);
    // the config must have arrived: without it the widget would try the server
    await act(() => getQueryClient().refetchQueries());
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(VOICE_UNAVAILABLE);
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(onUnusable).toHaveBeenCalled();
  });

  it('explains a refused microphone without recording, and says speaking cannot work', async () => {
    serverSpeechToText(true);
    stubRecognition('not-allowed');
    const { getUserMedia } = stubMicrophone(4096);
    const user = userEvent.setup();
    const { onUnusable } = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Start answering by voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not access the microphone. Please check permissions.',
    );
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(onUnusable).toHaveBeenCalledTimes(1);
  });

  it('does not give up on speaking when only this answer went unheard', async () => {
    serverSpeechToText(true);
    stubRecognition('no-speech');
    stubMicrophone(4096);
    const user = userEvent.setup();
    const { onUnusable } = renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Start answering by voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No speech detected.');
    expect(onUnusable).not.toHaveBeenCalled();
  });

  it('keeps what was heard instead of recording over it when the service drops mid-answer', async () => {
    serverSpeechToText(true);
    stubRecognition('network', 'I led the');
    const { getUserMedia } = stubMicrophone(4096);
    const user = userEvent.setup();
    renderWidget();
    await user.click(await screen.findByRole('button', { name: 'Start answering by voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('opens the microphone by itself when the question has been presented', async () => {
    serverSpeechToText(true);
    stubRecognition('audio-capture');
    stubMicrophone(4096);
    const { rerender } = renderWidget();
    await screen.findByText(/Press the microphone/);
    rerender('q-1', 1);
    expect(await screen.findByText(/^Recording/)).toBeInTheDocument();
  });
});
