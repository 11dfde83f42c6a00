import { describe, expect, it } from 'vitest';
import { measureDelivery } from './delivery-metrics.ts';
import { countFillerWords } from './filler-words.ts';

describe('filler words', () => {
  it('counts the fillers a listener hears, most frequent first', () => {
    const text =
      'Um, so basically I, um, rewrote it. You know, it was, like, kind of slow. Uh, I mean it worked.';
    expect(countFillerWords(text)).toEqual([
      { word: 'um', count: 2 },
      { word: 'basically', count: 1 },
      { word: 'i mean', count: 1 },
      { word: 'kind of', count: 1 },
      { word: 'like', count: 1 },
      { word: 'uh', count: 1 },
      { word: 'you know', count: 1 },
    ]);
  });

  it('leaves words that do real work alone', () => {
    expect(countFillerWords('What kind of index would you like? You know how a B-tree works.')).toEqual([]);
  });
});

describe('delivery metrics of a spoken answer', () => {
  it('gives the pace in words per minute with the fillers', () => {
    const transcript = Array.from({ length: 30 }, () => 'word').join(' ');
    expect(measureDelivery(`${transcript} um uh`, 15)).toEqual({
      wordsPerMinute: 128,
      fillerWords: [
        { word: 'uh', count: 1 },
        { word: 'um', count: 1 },
      ],
    });
  });

  it('gives zero pace when the duration is unknown', () => {
    expect(measureDelivery('hello there', 0).wordsPerMinute).toBe(0);
  });
});
