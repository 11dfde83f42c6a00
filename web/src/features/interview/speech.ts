/** Spec: speech constants. */
export const SPEECH_LANG = 'en-US';
export const SILENCE_TIMEOUT_MS = 3000;
export const RECORDING_TYPE = 'audio/webm';
export const MIN_RECORDING_BYTES = 1000;

export const NO_SPEECH = 'No speech detected.';
export const MIC_ERROR = 'An error occurred.';
export const MIC_DENIED = 'Could not access the microphone. Please check permissions.';

/** The part of the Web Speech API the widget uses (not in TypeScript's DOM library). */
export type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
};
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, or null when it has none (the widget then records audio). */
export function recognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/**
 * Recognition errors that say the browser's own recognition cannot work here, whatever the person
 * does: its service is unreachable or refused, it does not offer the language, or it cannot capture
 * audio by itself (headless and some embedded browsers). The widget then records the answer for the
 * server to transcribe, as it does when the browser has no recognition at all.
 */
const RECOGNITION_UNAVAILABLE = new Set([
  'network',
  'service-not-allowed',
  'language-not-supported',
  'audio-capture',
]);

export function recognitionUnavailable(code: string): boolean {
  return RECOGNITION_UNAVAILABLE.has(code);
}

/** Recognition error codes mapped to the spec's microphone messages. */
export function recognitionErrorMessage(code: string): string {
  if (code === 'no-speech') return NO_SPEECH;
  if (code === 'not-allowed' || code === 'service-not-allowed' || code === 'audio-capture') return MIC_DENIED;
  return MIC_ERROR;
}

/** The text the recognition heard so far. */
export function transcriptOf(results: RecognitionResultList): string {
  return Array.from(results, (result) => result[0].transcript)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Presents a question aloud: its recorded audio when the server sent one, else the browser's speech
 * synthesis (en-US) when available. `onEnd` runs once, when the question has been heard or could not
 * be played (a voiceless browser fails synthesis at once and would otherwise never end), but not
 * after the returned stop function ran.
 */
export function speakQuestion(text: string, audioUrl: string | null, onEnd: () => void): () => void {
  let playing = true;
  const finish = () => {
    if (!playing) return;
    playing = false;
    onEnd();
  };
  if (audioUrl) {
    const audio = new Audio(audioUrl);
    audio.addEventListener('ended', finish);
    audio.addEventListener('error', finish);
    audio.play()?.catch(finish);
    return () => {
      playing = false;
      audio.removeEventListener('ended', finish);
      audio.removeEventListener('error', finish);
      audio.pause();
    };
  }
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return () => undefined;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = SPEECH_LANG;
  const failed = (event: SpeechSynthesisErrorEvent) => {
    // cut short by another utterance or a cancel: nothing was finished
    if (event.error !== 'interrupted' && event.error !== 'canceled') finish();
  };
  utterance.addEventListener('end', finish);
  utterance.addEventListener('error', failed);
  synth.cancel();
  synth.speak(utterance);
  return () => {
    playing = false;
    utterance.removeEventListener('end', finish);
    utterance.removeEventListener('error', failed);
    synth.cancel();
  };
}
