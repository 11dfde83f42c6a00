import { countFillerWords, type FillerWordCount } from './filler-words.ts';
import { words } from './text.ts';

/** The contract's `DeliveryMetrics` of a spoken answer. */
export interface DeliveryMetrics {
  wordsPerMinute: number;
  fillerWords: FillerWordCount[];
}

/**
 * Pace and fillers of a spoken answer. Conversational interview pace is roughly 120-160 words per
 * minute; the report shows the number and lets the reader judge.
 */
export function measureDelivery(transcript: string, durationSeconds: number): DeliveryMetrics {
  const count = words(transcript).length;
  const wordsPerMinute = durationSeconds > 0 ? Math.round((count / durationSeconds) * 60) : 0;
  return { wordsPerMinute, fillerWords: countFillerWords(transcript) };
}
