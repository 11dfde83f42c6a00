import { describe, expect, it } from 'vitest';
import { StreamSlots, tooManyStreams } from './stream-slots.ts';

describe('StreamSlots', () => {
  const slots = () => new StreamSlots(2, () => tooManyStreams('Too many streams.', 30));

  it('gives each person up to the cap, then refuses with 429 and when to try again', () => {
    const s = slots();
    s.claim('ada');
    s.claim('ada');
    expect(() => s.claim('ada')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED', message: 'Too many streams.', retryAfterSeconds: 30 }),
    );
    // someone else has places of their own
    s.claim('bob');
    expect(s.held('ada')).toBe(2);
    expect(s.held()).toBe(3);
  });

  it('takes a place back once, however often it is released', () => {
    const s = slots();
    const first = s.claim('ada');
    s.claim('ada');
    first.release();
    first.release();
    expect(s.held('ada')).toBe(1);
    s.claim('ada');
    expect(() => s.claim('ada')).toThrow();
    expect(s.held('ada')).toBe(2);
  });

  it('forgets a person who holds nothing', () => {
    const s = slots();
    s.claim('ada').release();
    expect(s.held()).toBe(0);
  });
});
