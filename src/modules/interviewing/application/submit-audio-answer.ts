import { measureDelivery, type SpeechToText } from '../../coaching/index.ts';
import {
  isAcceptedRecording,
  MAX_AUDIO_BYTES,
  NoSpeechError,
  RecordingTooLargeError,
  SpeechToTextUnavailableError,
  UnsupportedRecordingError,
} from '../domain/audio-rules.ts';
import { SessionNotFoundError } from '../domain/interviewing.errors.ts';
import { type InterviewFormat, MAX_ANSWER_CHARACTERS } from '../domain/session.ts';
import type { AccessGate } from '../ports/access-gate.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { NextStep } from './next-step.ts';
import type { SubmitAnswer } from './submit-answer.ts';

export interface SubmitAudioAnswerInput {
  userId: string;
  sessionId: string;
  questionId: string;
  format: InterviewFormat;
  audio: Uint8Array;
  mimeType: string;
}

/**
 * A recorded answer: transcribed by the speech-to-text provider, then handled exactly like a typed
 * one, with words per minute and filler words kept for the report. A paid-plan feature; without a
 * provider it answers 503 so the web app falls back to the browser's own recognition.
 */
export class SubmitAudioAnswer {
  readonly #sessions: SessionRepository;
  readonly #access: AccessGate;
  readonly #speechToText: SpeechToText;
  readonly #submit: SubmitAnswer;
  constructor(
    sessions: SessionRepository,
    access: AccessGate,
    speechToText: SpeechToText,
    submit: SubmitAnswer,
  ) {
    this.#sessions = sessions;
    this.#access = access;
    this.#speechToText = speechToText;
    this.#submit = submit;
  }

  async execute(input: SubmitAudioAnswerInput): Promise<{ next: NextStep; transcript: string }> {
    if (input.audio.byteLength > MAX_AUDIO_BYTES) throw new RecordingTooLargeError();
    if (!isAcceptedRecording(input.mimeType)) throw new UnsupportedRecordingError();
    if (!(await this.#sessions.findOwned(input.userId, input.sessionId))) throw new SessionNotFoundError();
    // transcription on our side costs money: a paid-plan feature (the browser's recognition is free)
    await this.#access.assertPaidFeature(input.userId);
    const heard = await this.#speechToText.transcribe(input.audio, input.mimeType || 'audio/webm');
    if (heard.status === 'not_configured') throw new SpeechToTextUnavailableError(heard.message);
    const transcript = heard.text.trim().slice(0, MAX_ANSWER_CHARACTERS);
    if (!transcript) throw new NoSpeechError();
    const delivery = heard.durationSeconds ? measureDelivery(transcript, heard.durationSeconds) : null;
    const { next } = await this.#submit.execute({
      userId: input.userId,
      sessionId: input.sessionId,
      questionId: input.questionId,
      answerText: transcript,
      format: input.format,
      delivery,
    });
    return { next, transcript };
  }
}
