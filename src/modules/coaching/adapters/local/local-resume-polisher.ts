import { experienceFrame } from '../../domain/polish.ts';
import type {
  ExperiencePolishRequest,
  ExperienceSuggestion,
  PolishScoreRequest,
  PolishScores,
  SummaryPolishRequest,
  SummarySuggestion,
} from '../../domain/polish.ts';
import { findInventedFacts } from '../../domain/resume-facts.ts';
import { jobSkills } from '../../domain/structured-job.ts';
import { resumeToText } from '../../domain/structured-resume.ts';
import { scorePolish } from '../../application/score-polish.ts';
import type { MatchAnalyzer } from '../../ports/match-analyzer.ts';
import type { ResumePolisher } from '../../ports/resume-polisher.ts';
import { isCurrentRole, rewriteDescription } from './bullet-rewriter.ts';
import { LocalFactVocabulary } from './local-fact-vocabulary.ts';
import { composeSummary } from './summary-composer.ts';
import { listing } from './text-tools.ts';

/** The offline engine's vocabulary: the same judge of words the server checks every polish with. */
const vocabulary = new LocalFactVocabulary();

/**
 * Resume polish by the offline engine: re-words and re-orders, never adds. Every suggestion is
 * checked with the no-invention rule before it leaves, and falls back to the original if it fails.
 */
export class LocalResumePolisher implements ResumePolisher {
  readonly #matcher: MatchAnalyzer;

  constructor(matcher: MatchAnalyzer) {
    this.#matcher = matcher;
  }

  async suggestSummary({ resume, job }: SummaryPolishRequest): Promise<SummarySuggestion> {
    const { text, added, evidence, led, tightened } = composeSummary(resume, jobSkills(job));
    const reasons: string[] = [];
    if (led) reasons.push('opens with your most recent title so a recruiter sees your role first');
    if (tightened) reasons.push('drops first-person pronouns and wordy phrases');
    if (added.length > 0)
      reasons.push(
        `names ${listing(added)}, which this job asks for and your resume shows (${evidence
          .map((line, i) => `${added[i]}: “${line.replace(/[.;,]+$/, '')}”`)
          .join('; ')})`,
      );
    if (reasons.length === 0)
      reasons.push('tightens the wording; your summary already names your role and the key skills');
    const safe = this.#guard(resumeToText(resume), text, resume.summary);
    return {
      original: resume.summary,
      suggested: safe,
      reasoning: `This version ${listing(reasons)}. Nothing was added that your resume does not already say.`,
    };
  }

  async suggestExperience({
    experience,
    index,
    job,
    resume,
  }: ExperiencePolishRequest): Promise<ExperienceSuggestion> {
    const { text, change } = rewriteDescription(experience.description, jobSkills(job), {
      current: isCurrentRole(experience.endDate),
    });
    const reasons: string[] = [];
    if (change.movedUp.length > 0)
      reasons.push(
        `moves the bullets that show ${listing(change.movedUp.slice(0, 4))} to the top, because the job asks for them`,
      );
    if (change.strongerOpeners > 0)
      reasons.push(
        `starts ${change.strongerOpeners === 1 ? 'a bullet' : `${change.strongerOpeners} bullets`} with a strong verb instead of a duty or a pronoun`,
      );
    if (change.pastTense > 0)
      reasons.push(
        `tells ${change.pastTense === 1 ? 'a bullet' : `${change.pastTense} bullets`} in the past tense, since this role has ended`,
      );
    if (change.tightened > 0)
      reasons.push(`tightens wordy phrases (${listing([...change.phrases].slice(0, 3))})`);
    if (change.fillersRemoved > 0) reasons.push('drops filler words that add length but no meaning');
    if (reasons.length === 0)
      reasons.push(
        'keeps your wording, which is already direct; consider adding the outcome of each bullet if you know it',
      );
    const facts = resume
      ? resumeToText(resume)
      : `${experience.standardizedJobTitle}\n${experience.company}\n${experience.description}`;
    return {
      ...experienceFrame(experience, index),
      suggested: this.#guard(facts, text, experience.description),
      reasoning: `This version ${listing(reasons)}. Every fact is from your original.`,
    };
  }

  score(request: PolishScoreRequest): Promise<PolishScores> {
    return scorePolish(this.#matcher, request);
  }

  #guard(facts: string, suggested: string, fallback: string): string {
    return findInventedFacts(facts, suggested, vocabulary).length === 0 ? suggested : fallback;
  }
}
