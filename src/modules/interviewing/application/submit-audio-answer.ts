import { measureDelivery } from '../../coaching/index.ts';
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
import type { InterviewingDeps } from './interviewing-deps.ts';
import type { PresentedQuestion } from './next-question.ts';
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
  readonly #d: InterviewingDeps;
  readonly #submit: SubmitAnswer;
  constructor(deps: InterviewingDeps, submit: SubmitAnswer) {
    this.#d = deps;
    this.#submit = submit;
  }

  async execute(
    input: SubmitAudioAnswerInput,
  ): Promise<{ nextQuestion: PresentedQuestion; transcript: string }> {
    const d = this.#d;
    if (input.audio.byteLength > MAX_AUDIO_BYTES) throw new RecordingTooLargeError();
    if (!isAcceptedRecording(input.mimeType)) throw new UnsupportedRecordingError();
    if (!(await d.sessions.findOwned(input.userId, input.sessionId))) throw new SessionNotFoundError();
    // transcription on our side costs money: a paid-plan feature (the browser's recognition is free)
    await d.access.assertPaidFeature(input.userId);
    const heard = await d.speechToText.transcribe(input.audio, input.mimeType || 'audio/webm');
    if (heard.status === 'not_configured') throw new SpeechToTextUnavailableError(heard.message);
    const transcript = heard.text.trim().slice(0, MAX_ANSWER_CHARACTERS);
    if (!transcript) throw new NoSpeechError();
    const delivery = heard.durationSeconds ? measureDelivery(transcript, heard.durationSeconds) : null;
    const { nextQuestion } = await this.#submit.execute({
      userId: input.userId,
      sessionId: input.sessionId,
      questionId: input.questionId,
      answerText: transcript,
      format: input.format,
      delivery,
    });
    return { nextQuestion, transcript };
  }
}
