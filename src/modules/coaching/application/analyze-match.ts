import type { MatchAnalysis } from '../domain/match-analysis.ts';
import type { StructuredJobDescription } from '../domain/structured-job.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';
import type { DocumentUnderstanding } from '../ports/document-understanding.ts';
import type { MatchAnalyzer } from '../ports/match-analyzer.ts';
import { structureOf } from './read-resume.ts';

export interface AnalyzedMatch {
  resume: StructuredResume;
  job: StructuredJobDescription;
  analysis: MatchAnalysis;
}

/**
 * Resume text + job text -> both structured and the match analysis, in one call for documents. The
 * resume's structure is the person's corrected reading when there is one, else read from its
 * layout text when there is one (headings, cells and bullets read best there); the analysis quotes
 * the plain text.
 */
export class AnalyzeMatch {
  readonly #understanding: DocumentUnderstanding;
  readonly #analyzer: MatchAnalyzer;

  constructor(understanding: DocumentUnderstanding, analyzer: MatchAnalyzer) {
    this.#understanding = understanding;
    this.#analyzer = analyzer;
  }

  async execute(input: {
    resumeText: string;
    jobText: string;
    resumeLayout?: string;
    /** The reading the person corrected, used as it is. */
    resumeReading?: StructuredResume | null;
  }): Promise<AnalyzedMatch> {
    const [resume, job] = await Promise.all([
      structureOf(this.#understanding, {
        layout: input.resumeLayout ?? input.resumeText,
        corrected: input.resumeReading ?? null,
      }),
      this.#understanding.structureJob(input.jobText),
    ]);
    const analysis = await this.#analyzer.analyze({
      resume,
      job,
      resumeText: input.resumeText,
      jobText: input.jobText,
    });
    return { resume, job, analysis };
  }
}
