import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getEndInterviewMockHandler,
  getSubmitAnswerMockHandler,
  getSubmitAudioAnswerMockHandler,
} from '../../api/generated/interviewing/interviewing.msw';
import type { SessionQuestion, SubmitAnswerRequest } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import type { InterviewSessionState } from '../../lib/interview-navigation';
import { paths, sessionSummary } from '../../lib/paths';
import { makePublicConfig } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';
import { codeAnswer } from '../../lib/code-answer';
import { readInterviewSessionState } from './session-state';
import { stubMicrophone } from '../../test/fake-microphone';
import { stubTextRangeLayout } from '../../test/code-editor-layout';
import { END_TIMEOUT_MS } from '../../lib/end-interview';
import { uiStore } from '../../lib/ui-store';

const SESSION = '11111111-1111-4111-8111-111111111111';
const summaryPath = sessionSummary(SESSION);

function question(
  id: string,
  text: string,
  questionType: SessionQuestion['questionType'] = 'main',
): SessionQuestion {
  return { questionId: id, text, audioUrl: null, questionType };
}

function sessionState(overrides: Partial<InterviewSessionState> = {}): InterviewSessionState {
  return {
    sessionId: SESSION,
    initialQuestion: question('q-1', 'Tell me about yourself.'),
    interviewType: 'Technical',
    duration: 30,
    numQuestions: 5,
    interviewMode: 'text',
    ...overrides,
  };
}

async function openSession(state: unknown) {
  setToken(makeToken());
  const view = renderApp(
    { pathname: paths.interview, state },
    stubPages(paths.dashboard, paths.sessionSummary),
  );
  return view;
}

async function openReady(state: InterviewSessionState = sessionState()) {
  const view = await openSession(state);
  await screen.findByRole('heading', { level: 1, name: state.initialQuestion.text });
  return view;
}

const answerField = () => screen.getByRole('textbox', { name: 'Your answer' });
const submitButton = () => screen.getByRole('button', { name: /Submit Answer/ });

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Interview session: navigation state', () => {
  it("shows 'Session data missing.' and returns to /dashboard after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await openSession(null);
    expect(await screen.findByText('Session data missing.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.interview);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(await screen.findByRole('heading', { name: `Stub page ${paths.dashboard}` })).toBeInTheDocument();
  });

  it("uses the session screen's fallbacks: 8 questions, Technical, 30 minutes, mode both", () => {
    expect(readInterviewSessionState({ sessionId: SESSION, initialQuestion: question('q-1', 'Hi') })).toEqual(
      {
        sessionId: SESSION,
        initialQuestion: question('q-1', 'Hi'),
        interviewType: 'Technical',
        duration: 30,
        numQuestions: 8,
        interviewMode: 'both',
      },
    );
    expect(readInterviewSessionState({ initialQuestion: question('q-1', 'Hi') })).toBeNull();
    expect(readInterviewSessionState({ sessionId: SESSION })).toBeNull();
  });

  it('shows the counter, the clock and the question; mode both offers text and voice tabs', async () => {
    await openReady(sessionState({ interviewMode: 'both' }));
    expect(screen.getByText('Question 1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    const tabs = within(screen.getByRole('tablist', { name: 'Answer with' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Type', 'Speak']);
    expect(screen.getByRole('button', { name: /Switch to dark theme/ })).toBeInTheDocument();
  });
});

describe('Interview session: text answers', () => {
  it('submits the answer, counts only main questions, and goes to the summary on complete', async () => {
    const sent: SubmitAnswerRequest[] = [];
    const replies = [
      question('q-2', 'What did you learn from it?', 'follow-up'),
      question('q-3', 'Describe a hard bug you fixed.', 'main'),
      {
        questionId: null,
        text: 'Thank you, that is all.',
        audioUrl: null,
        questionType: 'complete' as const,
      },
    ];
    server.use(
      getSubmitAnswerMockHandler(async ({ request }) => {
        sent.push((await request.json()) as SubmitAnswerRequest);
        return { nextQuestion: replies[sent.length - 1]! };
      }),
    );
    const user = userEvent.setup();
    const { router } = await openReady();
    expect(screen.getByText('Question 1 / 5')).toBeInTheDocument();

    await user.type(answerField(), 'I build web apps.');
    expect(screen.getByText('17 / 5000')).toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: 'What did you learn from it?' })).toBeInTheDocument();
    expect(sent[0]).toEqual({
      sessionId: SESSION,
      questionId: 'q-1',
      answerText: 'I build web apps.',
      format: 'text',
    });
    expect(screen.getByText('Question 1 / 5')).toBeInTheDocument();
    expect(answerField()).toHaveValue('');

    await user.type(answerField(), 'Patience.');
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: 'Describe a hard bug you fixed.' }),
    ).toBeInTheDocument();
    expect(sent[1]?.questionId).toBe('q-2');
    expect(screen.getByText('Question 2 / 5')).toBeInTheDocument();

    await user.type(answerField(), 'A race condition.');
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { name: `Stub page ${paths.sessionSummary}` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(summaryPath);
  });

  it('refuses an empty or placeholder-only answer', async () => {
    let calls = 0;
    server.use(
      getSubmitAnswerMockHandler(() => {
        calls += 1;
        return { nextQuestion: question('q-2', 'Next') };
      }),
    );
    const user = userEvent.setup();
    await openReady();
    expect(answerField()).toHaveAttribute('maxLength', '5000');
    expect(submitButton()).toBeDisabled();
    await user.type(answerField(), '   ');
    expect(submitButton()).toBeDisabled();
    await user.clear(answerField());
    await user.type(answerField(), 'Type your answer here...');
    await user.click(submitButton());
    expect(await screen.findByText('Please provide an answer before submitting.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the server's message when submitting fails, else 'Failed to submit.'", async () => {
    let first = true;
    server.use(
      http.post('*/api/interview/submit-answer', () => {
        if (first) {
          first = false;
          return HttpResponse.json(
            { error: 'CONFLICT', message: 'This session has already finished.', requestId: 'r1' },
            { status: 409 },
          );
        }
        return HttpResponse.json({ error: 'VALIDATION_FAILED', requestId: 'r2' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    await openReady();
    await user.type(answerField(), 'My answer');
    await user.click(submitButton());
    expect(await screen.findByText('This session has already finished.')).toBeInTheDocument();
    expect(answerField()).toHaveValue('My answer');
    await user.click(submitButton());
    expect(await screen.findByText('Failed to submit.')).toBeInTheDocument();
  });
});

describe('Interview session: reload', () => {
  it('keeps the question on screen, its number and the start time in the navigation state', async () => {
    server.use(
      getSubmitAnswerMockHandler({ nextQuestion: question('q-2', 'Describe a hard bug you fixed.') }),
    );
    const user = userEvent.setup();
    const before = Date.now();
    const { router } = await openReady();
    await user.type(answerField(), 'I build web apps.');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Describe a hard bug you fixed.' });
    const kept = readInterviewSessionState(router.state.location.state);
    expect(kept).toMatchObject({
      sessionId: SESSION,
      initialQuestion: { questionId: 'q-2', text: 'Describe a hard bug you fixed.' },
      questionNumber: 2,
    });
    expect(kept?.startedAt).toBeGreaterThanOrEqual(before);
    expect(kept?.startedAt).toBeLessThanOrEqual(Date.now());
  });

  it('resumes where it was: the same question number and only the time that is left', async () => {
    await openReady(
      sessionState({
        initialQuestion: question('q-3', 'Describe a hard bug you fixed.'),
        questionNumber: 2,
        startedAt: Date.now() - 10 * 60_000,
      }),
    );
    expect(screen.getByText('Question 2 / 5')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time remaining 20:00');
  });
});

describe('Interview session: ending', () => {
  it('End Session asks for confirmation, ends the session and opens the summary', async () => {
    const ended: string[] = [];
    server.use(
      getEndInterviewMockHandler(({ params }) => {
        ended.push(String(params.id));
        return { sessionId: SESSION, status: 'completed' };
      }),
    );
    const user = userEvent.setup();
    const { router } = await openReady();
    await user.click(screen.getByRole('button', { name: /End Session/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(ended).toEqual([]);

    await user.click(screen.getByRole('button', { name: /End Session/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End Session' }),
    );
    expect(
      await screen.findByRole('heading', { name: `Stub page ${paths.sessionSummary}` }),
    ).toBeInTheDocument();
    expect(ended).toEqual([SESSION]);
    expect(router.state.location.pathname).toBe(summaryPath);
  });

  it('ends the session when the countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ended: string[] = [];
    server.use(
      getEndInterviewMockHandler(({ params }) => {
        ended.push(String(params.id));
        return { sessionId: SESSION, status: 'completed' };
      }),
    );
    await openReady(sessionState({ duration: 1 }));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    expect(ended).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(
      await screen.findByRole('heading', { name: `Stub page ${paths.sessionSummary}` }),
    ).toBeInTheDocument();
    expect(ended).toEqual([SESSION]);
  });

  async function confirmEnd(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: /End Session/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'End Session' }),
    );
  }

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['a 503', () => HttpResponse.json({ error: 'UNAVAILABLE', message: 'Restarting.' }, { status: 503 })],
  ])(
    'still opens the summary when the end call fails with %s, asking it to end the session',
    async (_, reply) => {
      server.use(http.post('/api/interview/:id/end', reply));
      const user = userEvent.setup();
      const { router } = await openReady();
      await confirmEnd(user);
      expect(
        await screen.findByRole('heading', { name: `Stub page ${paths.sessionSummary}` }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(summaryPath);
      expect(router.state.location.state).toEqual({ endPending: true });
      // no app-wide error: the person simply moves on to the report
      expect(uiStore.getState().errorModal.open).toBe(false);
    },
  );

  it('opens the summary without asking for another end when the session is already finished (409)', async () => {
    server.use(
      http.post('/api/interview/:id/end', () =>
        HttpResponse.json(
          { error: 'CONFLICT', message: 'This interview session has already finished.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = await openReady();
    await confirmEnd(user);
    expect(
      await screen.findByRole('heading', { name: `Stub page ${paths.sessionSummary}` }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('opens the summary when the server does not answer the end call in time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post('/api/interview/:id/end', () => new Promise<never>(() => {})));
    const { router } = await openReady(sessionState({ duration: 1 }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Tell me about yourself.' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(END_TIMEOUT_MS);
    });
    expect(
      await screen.findByRole('heading', { name: `Stub page ${paths.sessionSummary}` }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ endPending: true });
  });
});

function stubMicrophoneAndServer(recordedBytes: number, speechToTextEnabled = true) {
  server.use(http.get('/api/config', () => HttpResponse.json(makePublicConfig({ speechToTextEnabled }))));
  return stubMicrophone(recordedBytes);
}

const micButton = (name: RegExp) => screen.getByRole('button', { name });

describe('Interview session: voice answers', () => {
  it('records audio when speech recognition is unsupported and sends recordings over 1000 bytes', async () => {
    expect('SpeechRecognition' in window || 'webkitSpeechRecognition' in window).toBe(false);
    const mic = stubMicrophoneAndServer(2048);
    // The multipart body is read where it is sent: jsdom's File cannot be streamed through msw here.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let calls = 0;
    server.use(
      getSubmitAudioAnswerMockHandler(() => {
        calls += 1;
        return { nextQuestion: question('q-2', 'Why this company?'), transcript: 'I like it.' };
      }),
    );
    const user = userEvent.setup();
    await openReady(sessionState({ interviewMode: 'voice' }));
    expect(screen.queryByRole('textbox', { name: 'Your answer' })).not.toBeInTheDocument();
    await user.click(micButton(/Start answering by voice/));
    expect(await screen.findByText(/Recording/)).toBeInTheDocument();
    expect(mic.created).toEqual([{ mimeType: 'audio/webm' }]);
    await user.click(micButton(/Stop answering/));
    expect(await screen.findByRole('heading', { name: 'Why this company?' })).toBeInTheDocument();
    expect(calls).toBe(1);
    const sent = fetchSpy.mock.calls.find(([url]) =>
      String(url).includes('/api/interview/submit-audio-answer'),
    );
    const form = sent?.[1]?.body as FormData;
    const audio = form.get('audio') as File;
    expect([form.get('sessionId'), form.get('questionId'), form.get('format')]).toEqual([
      SESSION,
      'q-1',
      'voice',
    ]);
    expect([audio.name, audio.type, audio.size]).toEqual(['answer.webm', 'audio/webm', 2048]);
    expect(mic.track.stop).toHaveBeenCalled();
    expect(screen.getByText('Question 2 / 5')).toBeInTheDocument();
    expect(await screen.findByText(/Press the microphone/)).toBeInTheDocument();
  });

  it('does not send a recording of 1000 bytes or less', async () => {
    stubMicrophoneAndServer(1000);
    let calls = 0;
    server.use(
      http.post('*/api/interview/submit-audio-answer', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup();
    await openReady(sessionState({ interviewMode: 'voice' }));
    await user.click(micButton(/Start answering by voice/));
    await user.click(await screen.findByRole('button', { name: /Stop answering/ }));
    expect(await screen.findByText('No speech detected.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('suggests typing when the server has no speech-to-text (503)', async () => {
    stubMicrophoneAndServer(4000);
    server.use(
      http.post('*/api/interview/submit-audio-answer', () =>
        HttpResponse.json(
          { error: 'PROVIDER_UNAVAILABLE', message: 'Speech-to-text is not configured.', requestId: 'r' },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openReady(sessionState({ interviewMode: 'voice' }));
    await user.click(micButton(/Start answering by voice/));
    await user.click(await screen.findByRole('button', { name: /Stop answering/ }));
    expect(
      await screen.findByText('Speech-to-text is not configured. Please type your answer instead.'),
    ).toBeInTheDocument();
  });

  it('suggests typing when neither the browser nor the server can transcribe speech', async () => {
    const mic = stubMicrophoneAndServer(4000, false);
    const user = userEvent.setup();
    await openReady(sessionState({ interviewMode: 'both' }));
    await user.click(screen.getByRole('tab', { name: 'Speak' }));
    await waitFor(async () => {
      await user.click(micButton(/Start answering by voice/));
      expect(screen.getByRole('alert')).toHaveTextContent(/Please type your answer instead/);
    });
    expect(mic.getUserMedia).not.toHaveBeenCalled();
  });

  it('explains a denied microphone permission', async () => {
    server.use(
      http.get('/api/config', () => HttpResponse.json(makePublicConfig({ speechToTextEnabled: true }))),
    );
    const getUserMedia = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    const user = userEvent.setup();
    await openReady(sessionState({ interviewMode: 'voice' }));
    await user.click(micButton(/Start answering by voice/));
    expect(
      await screen.findByText('Could not access the microphone. Please check permissions.'),
    ).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
  });

  it('listens with speech recognition (en-US) and submits the transcript after 3 seconds of silence', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: { results: unknown }) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      stopped = false;
      constructor() {
        instances.push(this);
      }
      start() {}
      stop() {
        this.stopped = true;
        this.onend?.();
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const sent: SubmitAnswerRequest[] = [];
    server.use(
      getSubmitAnswerMockHandler(async ({ request }) => {
        sent.push((await request.json()) as SubmitAnswerRequest);
        return { nextQuestion: question('q-2', 'Tell me more.', 'follow-up') };
      }),
    );
    await openReady(sessionState({ interviewMode: 'both' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('tab', { name: 'Speak' }));
    await user.click(micButton(/Start answering by voice/));
    const recognizer = instances[0]!;
    expect(recognizer.lang).toBe('en-US');
    expect(await screen.findByText(/Listening/)).toBeInTheDocument();
    act(() => {
      recognizer.onresult?.({ results: [{ isFinal: true, 0: { transcript: 'I love testing' } }] });
      vi.advanceTimersByTime(2900);
    });
    expect(recognizer.stopped).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(recognizer.stopped).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Tell me more.' })).toBeInTheDocument();
    expect(sent).toEqual([
      { sessionId: SESSION, questionId: 'q-1', answerText: 'I love testing', format: 'both' },
    ]);
    expect(screen.getByText('Question 1 / 5')).toBeInTheDocument();
  });
});

describe('Interview session: coding', () => {
  beforeAll(stubTextRangeLayout);

  it('offers the code editor only in Coding interviews', async () => {
    const first = await openReady(sessionState({ interviewType: 'Technical', interviewMode: 'both' }));
    expect(screen.queryByRole('tab', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    first.unmount();

    await openReady(sessionState({ interviewType: 'Coding', interviewMode: 'both' }));
    expect(screen.getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Python',
      'JavaScript',
      'TypeScript',
      'Java',
      'C++',
      'C#',
      'Go',
      'Rust',
      'HTML',
      'CSS',
      'JSON',
      'Plain Text',
    ]);
    const size = screen.getByRole('combobox', { name: 'Font size' });
    expect(size).toHaveValue('18');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['12 px', '14 px', '16 px', '18 px', '20 px']);
    expect(await screen.findByRole('textbox', { name: 'Code answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Code' })).toBeDisabled();
  });

  it('submits code as a fenced block tagged with its language', () => {
    expect(codeAnswer('Python', 'print(1)\n\n')).toBe('```python\nprint(1)\n```');
    expect(codeAnswer('C++', 'int main() {}')).toBe('```cpp\nint main() {}\n```');
  });
});

describe('Interview session: waiting', () => {
  it('keeps the question readable while the answer is submitted', async () => {
    let release: () => void = () => undefined;
    server.use(
      getSubmitAnswerMockHandler(async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { nextQuestion: question('q-2', 'Next one') };
      }),
    );
    const user = userEvent.setup();
    await openReady();
    await user.type(answerField(), 'Answer');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: /Submitting/ })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Tell me about yourself.' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Next one' })).toBeInTheDocument());
  });
});
