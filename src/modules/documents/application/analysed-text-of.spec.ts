import { describe, expect, it } from 'vitest';
import { documentsFakes } from '../../../../test/support/documents-fakes.ts';
import { MAX_ANALYSED_CHARS } from '../domain/analysed-text.ts';
import type { MatchEngine } from '../ports/match-engine.ts';
import { ReadOwnedDocument } from './read-owned-document.ts';
import { RunMatchAnalysis } from './run-match-analysis.ts';

const stored = (id: string, kind: 'resume' | 'job') => ({
  id,
  userId: 'u1',
  kind,
  fileName: `${id}.txt`,
  fileType: 'txt' as const,
  sizeBytes: 1,
  storageKey: `documents/u1/${id}.txt`,
  isDefault: kind === 'resume',
  uploadedAt: new Date('2026-11-22T08:00:00Z'),
});

/** Texts stored before uploads were capped can be megabytes: the engine still gets a bounded text. */
describe('stored texts given to the coaching engine', () => {
  const huge = 'Built TypeScript services\n'.repeat(200_000);

  it('are bounded for match analysis', async () => {
    const seen: number[] = [];
    const { documents, matches, access, clock } = documentsFakes();
    const engine: MatchEngine = {
      analyze: async (resumeText, jobText) => {
        seen.push(resumeText.length, jobText.length);
        return { score: 50, matchedSkills: [], missingSkills: [], analysis: 'ok' };
      },
    };
    documents.rows.set('r', { document: stored('r', 'resume'), text: huge });
    documents.rows.set('j', { document: stored('j', 'job'), text: 'TypeScript' });
    await new RunMatchAnalysis(documents, matches, engine, access, clock).execute({
      userId: 'u1',
      resumeId: 'r',
      jobId: 'j',
      reanalyze: true,
    });
    expect(seen[0]).toBeLessThanOrEqual(MAX_ANALYSED_CHARS);
    expect(seen[0]).toBeGreaterThan(MAX_ANALYSED_CHARS / 2);
    expect(seen[1]).toBe('TypeScript'.length);
  });

  it('are bounded for interviews and polishing', async () => {
    const { documents } = documentsFakes();
    documents.rows.set('r', { document: stored('r', 'resume'), text: huge });
    const { text } = await new ReadOwnedDocument(documents).execute('u1', 'r', 'resume');
    expect(text.length).toBeLessThanOrEqual(MAX_ANALYSED_CHARS);
  });

  it('give the stored layout text, bounded, and the plain text where a document has none', async () => {
    const { documents } = documentsFakes();
    documents.rows.set('a', {
      document: stored('a', 'resume'),
      text: 'Analyst Globex',
      layout: '**Analyst**\tGlobex',
    });
    documents.rows.set('b', { document: stored('b', 'resume'), text: 'Analyst Globex', layout: null });
    documents.rows.set('c', { document: stored('c', 'resume'), text: 'Analyst Globex', layout: '' });
    documents.rows.set('d', { document: stored('d', 'resume'), text: 'short', layout: `- ${huge}` });
    const read = new ReadOwnedDocument(documents);
    expect(await read.execute('u1', 'a', 'resume')).toMatchObject({
      text: 'Analyst Globex',
      layout: '**Analyst**\tGlobex',
    });
    expect((await read.execute('u1', 'b', 'resume')).layout).toBe('Analyst Globex');
    expect((await read.execute('u1', 'c', 'resume')).layout).toBe('Analyst Globex');
    const bounded = await read.execute('u1', 'd', 'resume');
    expect(bounded.layout.length).toBeLessThanOrEqual(MAX_ANALYSED_CHARS);
    expect(bounded.layout.startsWith('- Built')).toBe(true);
  });

  it('structure the resume of a match analysis from its layout text', async () => {
    const { documents, matches, access, clock } = documentsFakes();
    const seen: (string | undefined)[] = [];
    const engine: MatchEngine = {
      analyze: async (resumeText, _jobText, resumeLayout) => {
        seen.push(resumeText, resumeLayout);
        return { score: 50, matchedSkills: [], missingSkills: [], analysis: 'ok' };
      },
    };
    documents.rows.set('r', {
      document: stored('r', 'resume'),
      text: 'Analyst Globex',
      layout: 'Analyst\tGlobex',
    });
    documents.rows.set('j', { document: stored('j', 'job'), text: 'SQL' });
    await new RunMatchAnalysis(documents, matches, engine, access, clock).execute({
      userId: 'u1',
      resumeId: 'r',
      jobId: 'j',
      reanalyze: true,
    });
    expect(seen).toEqual(['Analyst Globex', 'Analyst\tGlobex']);
  });
});
