import { clsx } from 'clsx';
import { Loader2, Mic, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { submitAudioAnswer } from '../../api/generated/interviewing/interviewing';
import type { InterviewFormat, SessionQuestion } from '../../api/generated/model';
import { useGetPublicConfig } from '../../api/generated/operations/operations';
import { errorMessage, isApiError } from '../../lib/api-error';
import {
  MIC_DENIED,
  MIC_ERROR,
  MIN_RECORDING_BYTES,
  NO_SPEECH,
  RECORDING_TYPE,
  type Recognition,
  recognitionConstructor,
  recognitionErrorMessage,
  recognitionUnavailable,
  SILENCE_TIMEOUT_MS,
  SPEECH_LANG,
  transcriptOf,
} from './speech';
import { SUBMIT_FAILED } from './session-state';

export const VOICE_UNAVAILABLE =
  'Voice answers need speech recognition, which this browser does not offer. Please type your answer instead.';

export type VoiceStatus = 'idle' | 'listening' | 'recording' | 'processing' | 'error';

type VoiceAnswerProps = {
  sessionId: string;
  questionId: string | null;
  format: InterviewFormat;
  /** Submits what the browser's recognition heard as a text answer (the page handles the result). */
  onTranscript: (text: string) => Promise<void>;
  /** The next question after a recorded answer the server transcribed. */
  onNextQuestion: (question: SessionQuestion) => void;
  /** Disabled while another answer is being submitted. */
  disabled?: boolean;
  /** Increments when the question's audio has ended: the microphone starts by itself. */
  startSignal?: number;
  /** Speaking turned out not to work here (no microphone access, nobody to transcribe it). */
  onUnusable?: () => void;
};

const statusText: Record<Exclude<VoiceStatus, 'error'>, string> = {
  idle: 'Press the microphone to answer out loud.',
  listening: 'Listening... your answer is sent after 3 seconds of silence.',
  recording: 'Recording... press stop when you have finished.',
  processing: 'Processing your answer...',
};

/** The voice answer widget (spec: voice answer widget): idle, listening, recording, processing, error. */
export function VoiceAnswer({
  sessionId,
  questionId,
  format,
  onTranscript,
  onNextQuestion,
  disabled = false,
  startSignal = 0,
  onUnusable,
}: VoiceAnswerProps) {
  const [status, setStatus] = useState<VoiceStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [heard, setHeard] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const silence = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  // The browser's recognition failed for a reason no retry fixes: later answers are recorded straight away.
  const recognitionBroken = useRef(false);
  const config = useGetPublicConfig({ query: { staleTime: Number.POSITIVE_INFINITY } });
  // Without browser recognition a recording needs the server's speech-to-text; the config says if it has one.
  const speechToTextDisabled = config.data?.speechToTextEnabled === false;
  const voiceUnavailable = speechToTextDisabled && recognitionConstructor() === null;

  const fail = useCallback((text: string) => {
    if (!mounted.current) return;
    setMessage(text);
    setStatus('error');
  }, []);

  const unusable = useRef(onUnusable);
  unusable.current = onUnusable;
  // A failure no retry fixes: the page may offer another way to answer.
  const failForGood = useCallback(
    (text: string) => {
      fail(text);
      if (mounted.current) unusable.current?.();
    },
    [fail],
  );

  const clearSilence = useCallback(() => {
    if (silence.current) clearTimeout(silence.current);
    silence.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearSilence();
      recognition.current?.abort();
      const active = recorder.current;
      if (active && active.state !== 'inactive') {
        active.ondataavailable = null;
        active.onstop = null;
        active.stop();
        for (const track of active.stream.getTracks()) track.stop();
      }
    };
  }, [clearSilence]);

  const sendRecording = useCallback(
    async (blob: Blob) => {
      if (!questionId) return;
      if (blob.size <= MIN_RECORDING_BYTES) {
        fail(NO_SPEECH);
        return;
      }
      setStatus('processing');
      try {
        const audio = new File([blob], 'answer.webm', { type: RECORDING_TYPE });
        const answer = await submitAudioAnswer({ sessionId, questionId, format, audio });
        if (!mounted.current) return;
        setStatus('idle');
        onNextQuestion(answer.nextQuestion);
      } catch (cause) {
        if (isApiError(cause) && cause.status === 503) {
          failForGood(
            `${cause.serverMessage ?? 'Speech-to-text is not available.'} Please type your answer instead.`,
          );
        } else {
          fail(errorMessage(cause, SUBMIT_FAILED));
        }
      }
    },
    [fail, failForGood, format, onNextQuestion, questionId, sessionId],
  );

  const startRecording = useCallback(async () => {
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No microphone access');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      failForGood(MIC_DENIED);
      return;
    }
    if (!mounted.current) {
      // the question or the tab changed while the browser asked for the microphone
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    if (typeof MediaRecorder === 'undefined') {
      for (const track of stream.getTracks()) track.stop();
      failForGood(MIC_ERROR);
      return;
    }
    const chunks: Blob[] = [];
    const supported = MediaRecorder.isTypeSupported?.(RECORDING_TYPE) ?? false;
    const media = new MediaRecorder(stream, supported ? { mimeType: RECORDING_TYPE } : undefined);
    recorder.current = media;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      void sendRecording(new Blob(chunks, { type: RECORDING_TYPE }));
    };
    media.onerror = () => fail(MIC_ERROR);
    media.start();
    setStatus('recording');
  }, [fail, failForGood, sendRecording]);

  const startListening = useCallback(
    (Constructor: new () => Recognition) => {
      const recognizer = new Constructor();
      recognizer.lang = SPEECH_LANG;
      recognizer.continuous = true;
      recognizer.interimResults = true;
      let transcript = '';
      let failed = false;
      const armSilence = () => {
        clearSilence();
        silence.current = setTimeout(() => recognizer.stop(), SILENCE_TIMEOUT_MS);
      };
      recognizer.onresult = (event) => {
        transcript = transcriptOf(event.results);
        setHeard(transcript);
        armSilence();
      };
      recognizer.onerror = (event) => {
        if (event.error === 'aborted') return;
        failed = true;
        clearSilence();
        if (transcript === '' && recognitionUnavailable(event.error)) {
          if (!speechToTextDisabled) {
            // the browser cannot recognise speech here: record the answer for the server instead
            recognitionBroken.current = true;
            setHeard('');
            void startRecording();
            return;
          }
          if (event.error !== 'audio-capture') {
            failForGood(VOICE_UNAVAILABLE);
            return;
          }
        }
        const message = recognitionErrorMessage(event.error);
        if (message === MIC_DENIED) failForGood(message);
        else fail(message);
      };
      recognizer.onend = () => {
        clearSilence();
        recognition.current = null;
        if (failed || !mounted.current) return;
        if (transcript === '') {
          fail(NO_SPEECH);
          return;
        }
        setStatus('processing');
        void onTranscript(transcript).finally(() => {
          if (!mounted.current) return;
          setHeard('');
          setStatus('idle');
        });
      };
      recognition.current = recognizer;
      try {
        recognizer.start();
      } catch {
        recognition.current = null;
        fail(MIC_ERROR);
        return;
      }
      armSilence();
      setStatus('listening');
    },
    [clearSilence, fail, failForGood, onTranscript, speechToTextDisabled, startRecording],
  );

  const start = useCallback(() => {
    if (!questionId) return;
    setMessage(null);
    setHeard('');
    const Constructor = recognitionBroken.current ? null : recognitionConstructor();
    if (!Constructor && voiceUnavailable) {
      failForGood(VOICE_UNAVAILABLE);
      return;
    }
    if (Constructor) startListening(Constructor);
    else void startRecording();
  }, [failForGood, questionId, startListening, startRecording, voiceUnavailable]);

  const stop = () => {
    if (status === 'listening') recognition.current?.stop();
    if (status === 'recording') recorder.current?.stop();
  };

  // The question's audio ended while the voice tab is open: start the microphone by itself.
  const lastSignal = useRef(startSignal);
  useEffect(() => {
    if (startSignal === lastSignal.current) return;
    lastSignal.current = startSignal;
    if ((status === 'idle' || status === 'error') && !disabled) start();
  }, [startSignal, status, disabled, start]);

  const active = status === 'listening' || status === 'recording';
  const busy = status === 'processing';
  const label = active ? 'Stop answering' : 'Start answering by voice';

  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center">
      <button
        type="button"
        onClick={active ? stop : start}
        disabled={busy || (!active && (disabled || !questionId))}
        aria-label={label}
        title={label}
        className={clsx(
          'focus-ring relative inline-flex size-20 cursor-pointer items-center justify-center rounded-pill shadow-soft transition-colors',
          'disabled:pointer-events-none disabled:opacity-55',
          active
            ? 'bg-danger text-on-status hover:bg-danger-hover'
            : 'bg-primary text-primary-foreground hover:bg-primary-hover',
        )}
      >
        {active && (
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-pill bg-danger/40" />
        )}
        {busy ? (
          <Loader2 aria-hidden="true" className="size-8 animate-spin" />
        ) : active ? (
          <Square aria-hidden="true" fill="currentColor" className="relative size-7" />
        ) : (
          <Mic aria-hidden="true" className="relative size-8" />
        )}
      </button>
      {status === 'error' ? (
        <p role="alert" className="max-w-md text-sm font-medium text-danger">
          {message}
        </p>
      ) : (
        <p role="status" className="max-w-md text-sm text-muted">
          {statusText[status]}
        </p>
      )}
      {heard && (
        <p className="max-w-xl rounded-card border border-border bg-surface-muted/50 p-3 text-left text-sm text-foreground">
          {heard}
        </p>
      )}
    </div>
  );
}
