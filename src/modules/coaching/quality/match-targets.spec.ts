import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { resumeColumns, twoColumnPdf } from '../../../../test/support/two-column-pdf.ts';
import { qualityEngine } from './quality-engine.ts';
import { professionSet } from './labelled-set.ts';
import { type QualityReport, qualityReport, TARGETS } from './quality-report.ts';

/**
 * The matching targets of the professions set, asserted for the local engine: every resume ranks
 * its own job first and every job its own resume, own-job scores are high, unrelated ones low,
 * groups come out in the labelled order, and the two-column resumes still do as well when their
 * text comes out of a real two-column PDF.
 */
const engine = qualityEngine('local');
const set = professionSet();

/** The page text as the upload extractor reads it: items joined, hasEOL as newlines. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes.slice(), { verbosity: 0, disableFontFace: true });
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n\n');
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function scoresFor(resumeText: string): Promise<Map<string, number>> {
  const resume = await engine.understanding.structureResume(resumeText);
  const out = new Map<string, number>();
  for (const { name } of set.manifest.jobs) {
    const jobText = set.jobTexts[name]!;
    const job = await engine.understanding.structureJob(jobText);
    out.set(name, (await engine.matcher.analyze({ resume, job, resumeText, jobText })).score);
  }
  return out;
}

describe('matching targets on the professions set (local engine)', () => {
  let report: QualityReport;
  beforeAll(async () => {
    report = await qualityReport(engine, set);
  });

  it('ranks every job’s own resume first and every resume’s own job first', () => {
    expect(report.matching.jobRankingFailures).toEqual([]);
    expect(report.matching.resumeRankingFailures).toEqual([]);
    expect(report.matching.ownResumeFirst).toBeGreaterThanOrEqual(TARGETS.ownResumeFirst);
    expect(report.matching.ownJobFirst).toBeGreaterThanOrEqual(TARGETS.ownJobFirst);
  });

  it('scores own jobs high and unrelated jobs low', () => {
    expect(report.matching.ownJobMean).toBeGreaterThanOrEqual(TARGETS.ownJobMeanAtLeast);
    expect(report.matching.unrelatedMean).toBeLessThanOrEqual(TARGETS.unrelatedMeanAtMost);
  });

  it('orders every group as labelled', () => {
    for (const g of report.matching.groups) expect(g.agreement, `${g.job}: ${g.scores.join(' > ')}`).toBe(1);
  });

  const twoColumn = set.manifest.resumes.filter((r) => r.twoColumn).map((r) => r.name);
  const ownJob = (resume: string) => set.manifest.jobs.find((j) => j.resume === resume)!.name;

  it.each(twoColumn.flatMap((name) => (['columns', 'rows'] as const).map((order) => [name, order] as const)))(
    '%s from a two-column PDF (%s order) still ranks its own job first with a similar score',
    async (name, order) => {
      const source = set.resumeTexts[name]!;
      const text = await pdfText(twoColumnPdf(resumeColumns(source), { order }));
      const fromPdf = await scoresFor(text);
      const fromText = await scoresFor(source);
      const own = ownJob(name);
      const best = [...fromPdf.entries()].sort((a, b) => b[1] - a[1])[0]!;
      expect(best[0], `${name}: ${[...fromPdf.entries()].join(' ')}`).toBe(own);
      expect(Math.abs(fromPdf.get(own)! - fromText.get(own)!)).toBeLessThanOrEqual(8);
    },
  );
});
