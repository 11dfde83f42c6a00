import { AppError } from '../../../shared/kernel/app-error.ts';

/** A recorded answer may be at most this large (10 MB). */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope and the form's other fields around the recording. */
export const AUDIO_MULTIPART_ALLOWANCE_BYTES = 64 * 1024;
export const AUDIO_TOO_LARGE_MESSAGE = 'The recording is larger than 10 MB.';
export const NO_SPEECH_MESSAGE = 'No speech detected.';

/** The browser records audio/webm (sometimes with a codecs parameter, or as video/webm). */
export function isAcceptedRecording(mimeType: string): boolean {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'audio/webm' || type === 'video/webm' || type === '';
}

export class RecordingTooLargeError extends AppError {
  constructor() {
    super('FILE_TOO_LARGE', AUDIO_TOO_LARGE_MESSAGE);
  }
}

export class UnsupportedRecordingError extends AppError {
  constructor() {
    super('UNSUPPORTED_FILE_TYPE', 'Only audio/webm recordings are accepted.');
  }
}

export class NoSpeechError extends AppError {
  constructor() {
    super('UNPROCESSABLE', NO_SPEECH_MESSAGE);
  }
}

export class SpeechToTextUnavailableError extends AppError {
  constructor(message: string) {
    super('PROVIDER_UNAVAILABLE', message);
  }
}
