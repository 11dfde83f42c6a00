import { describe, expect, it } from 'vitest';
import { factVocabulary } from '../../../../test/support/polishing.ts';
import { keepToFacts } from './keep-to-facts.ts';
import { ResumeFacts } from '../../coaching/index.ts';

const original = [
  '- Built billing APIs in Python for 300 clinics',
  '- Reduced claim errors by 30%',
  '- Wrote the on-call runbook',
].join('\n');
const facts = ResumeFacts.of(original, factVocabulary);

describe('keeping a suggestion to the facts', () => {
  it('keeps an honest suggestion exactly as written', () => {
    const suggested = '- Cut claim errors by 30%\n- Delivered Python billing APIs serving 300 clinics';
    expect(keepToFacts(original, suggested, facts)).toMatchObject({
      text: suggested,
      restored: 0,
      dropped: 0,
    });
  });

  it('puts a line that invents back to the original line it rewrote, and keeps the rest', () => {
    const suggested = [
      '- Delivered Python billing APIs serving 300 clinics',
      '- Reduced claim errors by 45%, saving $1M',
      '- Authored the on-call runbook',
    ].join('\n');
    const kept = keepToFacts(original, suggested, facts);
    expect(kept.text).toBe(
      [
        '- Delivered Python billing APIs serving 300 clinics',
        '- Reduced claim errors by 30%',
        '- Authored the on-call runbook',
      ].join('\n'),
    );
    expect(kept).toMatchObject({ restored: 1, dropped: 0 });
    expect(kept.invented.map((f) => f.value)).toEqual(['45%', '$1M']);
  });

  it('drops an invented line that rewrote nothing, and sentences of a paragraph one by one', () => {
    const kept = keepToFacts(
      'Engineer who built billing APIs. Known for calm on-call work.',
      'Engineer who built billing APIs. Certified Kubernetes administrator at Globex. Known for calm on-call work.',
      ResumeFacts.of('Engineer who built billing APIs. Known for calm on-call work.', factVocabulary),
    );
    expect(kept.text).toBe('Engineer who built billing APIs. Known for calm on-call work.');
    expect(kept).toMatchObject({ restored: 0, dropped: 1 });
  });

  it('never uses one original line twice', () => {
    const kept = keepToFacts(
      original,
      '- Built billing APIs in Go for 300 clinics\n- Built billing APIs in Rust for 300 clinics',
      facts,
    );
    expect(kept.text).toBe('- Built billing APIs in Python for 300 clinics');
    expect(kept).toMatchObject({ restored: 1, dropped: 1 });
  });
});
