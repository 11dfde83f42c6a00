/** Where spoken questions are kept and how the browser fetches them. */
export interface QuestionAudioStore {
  /** Stores the audio under a key derived from the ids; answers the key. */
  put(
    userId: string,
    sessionId: string,
    questionId: string,
    audio: Uint8Array,
    mimeType: string,
  ): Promise<string>;
  /** A short-lived URL the browser can play. */
  urlFor(key: string): Promise<string>;
  /** Removes the audio; removing audio that is not there is not an error. */
  delete(key: string): Promise<void>;
}
