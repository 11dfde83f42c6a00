/**
 * `npm run coach -- parse-eval [--set open|sealed|all] [--generated] [--verbose] [--json]`: how well the offline
 * resume parser reads the labelled resume set (test/resume-corpus). Each rendered resume is made
 * as a PDF and a DOCX in memory and read back as the product reads an upload; each plain-text
 * resume is read as it is. The parsed resume is compared field by field with the truth.
 */
import { parseResume } from '../src/modules/coaching/adapters/local/resume-parser.ts';
import { doubtsAbout } from '../src/modules/coaching/domain/reading-doubts.ts';
import { UnpdfMammothTextExtractor } from '../src/modules/documents/adapters/unpdf-mammoth-text-extractor.ts';
import { type CorpusEntry, type CorpusName, corpus, type Split } from '../test/resume-corpus/corpus.ts';
import {
  type DoubtTally,
  doubtTally,
  FIELDS,
  type Field,
  type Miss,
  percent,
  scoreResume,
  type Tally,
} from '../test/resume-corpus/metrics.ts';
import { renderDocx } from '../test/resume-corpus/render-docx.ts';
import { renderPdf } from '../test/resume-corpus/render-pdf.ts';

export type Source = 'pdf' | 'docx' | 'txt';
export const SOURCES: readonly Source[] = ['pdf', 'docx', 'txt'];
export type SetName = Split | 'all';

/** What the extractor answers: the plain text today, the text with its layout text later. */
type Extracted = string | { text: string; layout?: string | null };

/** The text the parser reads: the layout text when the extractor gives one. */
export function readText(extracted: Extracted): string {
  return typeof extracted === 'string' ? extracted : (extracted.layout ?? extracted.text);
}

export type Metrics = Record<Field, number | null>;

export interface SetReport {
  resumes: number;
  documents: Record<Source, number>;
  /** Field accuracy in percent, over all the set's documents and by source. */
  metrics: Record<Source | 'all', Metrics>;
  /**
   * The doubts shown in 'Review what we read', over the roles' companies, titles and dates: the
   * share of misread fields that were doubted, and of fields read right that were doubted anyway.
   */
  doubts: { misreadDoubted: number | null; wellReadDoubted: number | null };
}

export interface ParseEvalReport {
  set: SetName;
  corpus: {
    resumes: number;
    open: number;
    sealed: number;
    documents: Record<Source, number>;
    professions: number;
    professionsOutsideSoftware: number;
  };
  sets: Partial<Record<SetName, SetReport>>;
  /** 'id source field: expected … got …' for every miss of the selected set (with --verbose). */
  misses?: string[];
}

interface Scored {
  entry: CorpusEntry;
  source: Source;
  tallies: Record<Field, Tally>;
  misses: Miss[];
  doubts: DoubtTally;
}

async function documentsOf(
  entry: CorpusEntry,
  extractor: UnpdfMammothTextExtractor,
): Promise<{ source: Source; text: string }[]> {
  if (entry.kind === 'plain') return [{ source: 'txt', text: entry.text }];
  const resume = { truth: entry.truth, template: entry.template };
  const pdf = await renderPdf(resume);
  const docx = renderDocx(resume);
  return [
    { source: 'pdf', text: readText((await extractor.extract(pdf, 'pdf')) as Extracted) },
    { source: 'docx', text: readText((await extractor.extract(docx, 'docx')) as Extracted) },
  ];
}

function sum(scored: readonly Scored[]): Metrics {
  return Object.fromEntries(
    FIELDS.map((field) => {
      const total = scored.reduce(
        (acc, s) => ({ hit: acc.hit + s.tallies[field].hit, of: acc.of + s.tallies[field].of }),
        { hit: 0, of: 0 },
      );
      return [field, percent(total)];
    }),
  ) as Metrics;
}

function doubtShares(scored: readonly Scored[]): SetReport['doubts'] {
  const total = (pick: (d: DoubtTally) => Tally) =>
    percent(
      scored.reduce((acc, s) => ({ hit: acc.hit + pick(s.doubts).hit, of: acc.of + pick(s.doubts).of }), {
        hit: 0,
        of: 0,
      }),
    );
  return { misreadDoubted: total((d) => d.misread), wellReadDoubted: total((d) => d.wellRead) };
}

function setReport(scored: readonly Scored[]): SetReport {
  const count = (source: Source) => scored.filter((s) => s.source === source).length;
  return {
    doubts: doubtShares(scored),
    resumes: new Set(scored.map((s) => s.entry.truth.id)).size,
    documents: { pdf: count('pdf'), docx: count('docx'), txt: count('txt') },
    metrics: {
      all: sum(scored),
      pdf: sum(scored.filter((s) => s.source === 'pdf')),
      docx: sum(scored.filter((s) => s.source === 'docx')),
      txt: sum(scored.filter((s) => s.source === 'txt')),
    },
  };
}

function short(text: string, max = 240): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Reads and scores every document of the selected set (only those: the others are not even parsed). */
export async function parseEval(
  options: { set?: SetName; verbose?: boolean; corpus?: CorpusName } = {},
): Promise<ParseEvalReport> {
  const set = options.set ?? 'open';
  const entries = corpus(options.corpus);
  const selected = entries.filter((e) => set === 'all' || e.split === set);
  const extractor = new UnpdfMammothTextExtractor();
  const scored: Scored[] = [];
  for (const entry of selected) {
    for (const { source, text } of await documentsOf(entry, extractor)) {
      const parsed = parseResume(text);
      const { tallies, misses } = scoreResume(entry.truth, parsed);
      const doubted = new Set(doubtsAbout(parsed, text).map((d) => d.field));
      scored.push({ entry, source, tallies, misses, doubts: doubtTally(entry.truth, parsed, doubted) });
    }
  }
  const professions = (sector?: 'software' | 'other') =>
    new Set(entries.filter((e) => !sector || e.truth.sector === sector).map((e) => e.truth.profession)).size;
  const sets: ParseEvalReport['sets'] =
    set === 'all'
      ? {
          open: setReport(scored.filter((s) => s.entry.split === 'open')),
          sealed: setReport(scored.filter((s) => s.entry.split === 'sealed')),
          all: setReport(scored),
        }
      : { [set]: setReport(scored) };
  const report: ParseEvalReport = {
    set,
    corpus: {
      resumes: entries.length,
      open: entries.filter((e) => e.split === 'open').length,
      sealed: entries.filter((e) => e.split === 'sealed').length,
      documents: {
        pdf: entries.filter((e) => e.kind === 'rendered').length,
        docx: entries.filter((e) => e.kind === 'rendered').length,
        txt: entries.filter((e) => e.kind === 'plain').length,
      },
      professions: professions(),
      professionsOutsideSoftware: professions('other'),
    },
    sets,
  };
  if (options.verbose)
    report.misses = scored.flatMap((s) =>
      s.misses.map(
        (m) =>
          `${s.entry.truth.id} ${s.source} ${m.field}: expected ${short(m.expected)} got ${short(m.got)}`,
      ),
    );
  return report;
}

const cell = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`).padStart(10);

/** The report as a readable table per set, then the misses when listed. */
export function formatParseEval(report: ParseEvalReport): string[] {
  const c = report.corpus;
  const lines = [
    `Resume parsing set: ${c.resumes} resumes (${c.open} open, ${c.sealed} sealed), ${c.documents.pdf} PDF, ${c.documents.docx} DOCX, ${c.documents.txt} TXT; ${c.professions} professions, ${c.professionsOutsideSoftware} outside software`,
  ];
  for (const [name, s] of Object.entries(report.sets) as [SetName, SetReport][]) {
    lines.push(
      '',
      `${name} set: ${s.resumes} resumes, ${s.documents.pdf + s.documents.docx + s.documents.txt} documents`,
      `  ${'source'.padEnd(7)}${'docs'.padStart(5)}${FIELDS.map((f) => f.padStart(10)).join('')}`,
    );
    for (const source of [...SOURCES, 'all'] as const) {
      const docs =
        source === 'all' ? s.documents.pdf + s.documents.docx + s.documents.txt : s.documents[source];
      lines.push(
        `  ${source.padEnd(7)}${String(docs).padStart(5)}${FIELDS.map((f) => cell(s.metrics[source][f])).join('')}`,
      );
    }
    const share = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);
    lines.push(
      `  doubts shown for review: ${share(s.doubts.misreadDoubted)} of misread companies, titles and dates; ${share(s.doubts.wellReadDoubted)} of those read right`,
    );
  }
  if (report.misses)
    lines.push('', `Misses (${report.misses.length}):`, ...report.misses.map((m) => `  ${m}`));
  return lines;
}
