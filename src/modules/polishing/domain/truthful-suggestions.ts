import {
  durationOf,
  type ExperienceSuggestion,
  type ResumeFacts,
  type SummarySuggestion,
  type WorkExperience,
} from '../../coaching/index.ts';
import { type KeptToFacts, keepToFacts } from './keep-to-facts.ts';

/** What an engine or a model wrote; everything else a suggestion carries comes from the resume. */
export interface WrittenSuggestion {
  suggested: string;
  reasoning: string;
}

export interface FactsInPlay {
  /** What the rewritten part may state: the resume (summary) or the role itself (experience). */
  facts: ResumeFacts;
  /** What the reasoning may mention: the resume and the job. */
  reasoningFacts: ResumeFacts;
}

export const NEUTRAL_REASONING = 'Re-worded for this job using only what your resume already says.';
export const KEPT_ORIGINAL_REASONING =
  'Your original is kept: the rewrite stated things your resume does not say, so it was not used.';

function lines(n: number): string {
  return n === 1 ? '1 line' : `${n} lines`;
}

export const UNCHANGED_REASONING = 'Your original already reads well for this job, so nothing was changed.';
export const NO_SUMMARY_REASONING =
  'Your resume has no summary, so none was written: the polish rewrites what your resume says and adds no section to it.';

/** A text's words and numbers in order, whitespace and punctuation set aside. */
function wordsOf(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Whether a rewrite says the original's words in the original's order, only its spacing,
 * punctuation or bullet marks changed: such a rewrite is no suggestion, and the original is kept.
 */
export function sameWords(original: string, suggested: string): boolean {
  return wordsOf(original) === wordsOf(suggested);
}

function reasoningFor(written: WrittenSuggestion, kept: KeptToFacts, reverted: boolean, facts: FactsInPlay) {
  if (reverted) return kept.invented.length > 0 ? KEPT_ORIGINAL_REASONING : UNCHANGED_REASONING;
  if (kept.invented.length > 0) {
    // the model's own reasoning may describe what was taken out: it is not shown
    const parts = [
      kept.restored > 0 ? `${lines(kept.restored)} went back to your original wording` : '',
      kept.dropped > 0 ? `${lines(kept.dropped)} ${kept.dropped === 1 ? 'was' : 'were'} left out` : '',
    ].filter(Boolean);
    return `Re-worded for this job. ${parts.join(' and ')} because the rewrite stated something your resume does not say; every fact left is from your original.`;
  }
  const reasoning = written.reasoning.trim();
  // a count in a reasoning is about the edit ('starts 2 bullets'), an amount or a name is a claim
  const claims = facts.reasoningFacts.inventedIn(reasoning).filter((f) => f.kind !== 'number');
  if (!reasoning || claims.length > 0) return NEUTRAL_REASONING;
  return reasoning;
}

function truthful(original: string, written: WrittenSuggestion, facts: FactsInPlay) {
  const kept = keepToFacts(original, written.suggested, facts.facts);
  const reverted = kept.text.trim().length === 0 || sameWords(original, kept.text);
  return {
    original,
    suggested: reverted ? original : kept.text,
    reasoning: reasoningFor(written, kept, reverted, facts),
  };
}

/**
 * The summary suggestion the person sees: within the resume's facts, with its original and
 * reasoning. A resume without a summary gets none: accepting every suggestion keeps the resume's
 * sections as they are.
 */
export function truthfulSummary(
  originalSummary: string,
  written: WrittenSuggestion,
  facts: FactsInPlay,
): SummarySuggestion {
  if (wordsOf(originalSummary) === '')
    return { original: originalSummary, suggested: originalSummary, reasoning: NO_SUMMARY_REASONING };
  return truthful(originalSummary, written, facts);
}

/**
 * An experience suggestion the person sees: only the description is rewritten; title, employer,
 * location and dates are the resume's own, whatever the writer sent back.
 */
export function truthfulExperience(
  experience: WorkExperience,
  index: number,
  written: WrittenSuggestion,
  facts: FactsInPlay,
): ExperienceSuggestion {
  return {
    ...truthful(experience.description, written, facts),
    index,
    jobTitle: experience.standardizedJobTitle,
    company: experience.company,
    location: experience.location,
    duration: durationOf(experience),
  };
}

/** The text of one role, as its facts are read: heading facts and description. */
export function experienceText(experience: WorkExperience): string {
  return [
    experience.standardizedJobTitle,
    experience.company,
    experience.location ?? '',
    experience.startDate ?? '',
    experience.endDate ?? '',
    experience.description,
  ].join('\n');
}
