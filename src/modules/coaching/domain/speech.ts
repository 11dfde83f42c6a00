/** Speech-to-text: what the provider heard, or why nothing was transcribed. */
export type TranscriptionResult =
  | { status: 'ok'; text: string; durationSeconds: number | null }
  | { status: 'not_configured'; message: string };

/** Text-to-speech: the audio bytes, or 'not configured' so the browser speaks the text itself. */
export type SynthesisResult =
  | { status: 'ok'; audio: Uint8Array; mimeType: 'audio/mpeg' | 'audio/ogg' | 'audio/wav' }
  | { status: 'not_configured'; message: string };

export const STT_NOT_CONFIGURED =
  "Speech-to-text is not configured on this server; use your browser's speech recognition or type your answer.";
export const TTS_NOT_CONFIGURED =
  'Text-to-speech is not configured on this server; the browser speaks the text.';
