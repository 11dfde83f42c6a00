import { describe, expect, it } from 'vitest';
import { aResume, named } from '../../../../test/support/resumes.ts';
import type { StructuredJobDescription } from '../domain/structured-job.ts';
import type { DocumentUnderstanding } from '../ports/document-understanding.ts';
import { RememberedUnderstanding } from './remembered-understanding.ts';

/** A reader that counts its calls and answers a resume named after the text; 'fail' rejects once. */
function countingReader() {
  const calls: string[] = [];
  let failures = 1;
  const reader: DocumentUnderstanding = {
    async structureResume(text) {
      calls.push(text);
      if (text === 'fail' && failures-- > 0) throw new Error('provider down');
      return aResume({ contactInfo: named(text) });
    },
    async structureJob(text) {
      calls.push(`job ${text}`);
      return {
        title: text,
        seniority: null,
        requiredSkills: [],
        preferredSkills: [],
        responsibilities: [],
      } as StructuredJobDescription;
    },
  };
  return { reader, calls };
}

describe('RememberedUnderstanding', () => {
  it('reads a text once, however often and however many at a time ask, and gives each its own copy', async () => {
    const { reader, calls } = countingReader();
    const remembered = new RememberedUnderstanding(reader);
    const [a, b] = await Promise.all([remembered.structureResume('Ada'), remembered.structureResume('Ada')]);
    const c = await remembered.structureResume('Ada');
    expect(calls).toEqual(['Ada']);
    expect(a.contactInfo.name).toBe('Ada');
    a.contactInfo.name = 'changed by a caller';
    expect(b.contactInfo.name).toBe('Ada');
    expect(c.contactInfo.name).toBe('Ada');
    // a job with the same text is a different reading
    expect((await remembered.structureJob('Ada')).title).toBe('Ada');
    expect(calls).toEqual(['Ada', 'job Ada']);
  });

  it('does not remember a failed reading', async () => {
    const { reader, calls } = countingReader();
    const remembered = new RememberedUnderstanding(reader);
    await expect(remembered.structureResume('fail')).rejects.toThrow('provider down');
    expect((await remembered.structureResume('fail')).contactInfo.name).toBe('fail');
    expect(calls).toEqual(['fail', 'fail']);
  });

  it('keeps at most its capacity, forgetting the least recently used first', async () => {
    const { reader, calls } = countingReader();
    const remembered = new RememberedUnderstanding(reader, 2);
    await remembered.structureResume('one');
    await remembered.structureResume('two');
    await remembered.structureResume('one');
    await remembered.structureResume('three');
    calls.length = 0;
    await remembered.structureResume('one');
    await remembered.structureResume('three');
    expect(calls).toEqual([]);
    await remembered.structureResume('two');
    expect(calls).toEqual(['two']);
  });
});
