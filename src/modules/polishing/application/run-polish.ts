import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import {
  applySuggestions,
  type DocumentUnderstanding,
  doubtsAbout,
  type FactVocabulary,
  keptAsWritten,
  type PolishEvent,
  type ResumePolisher,
  resumeToText,
  rolesInDoubt,
  type StructuredResume,
  structureOf,
} from '../../coaching/index.ts';
import { eventId } from '../domain/event-id.ts';
import { improvedResumeText } from '../domain/improved-resume-text.ts';
import { nextStep, type PolishStep, progressOf } from '../domain/polish-progress.ts';
import { EXPERIENCE_FAILED_MESSAGE, POLISH_FAILED_MESSAGE, type PolishRun } from '../domain/polish-run.ts';
import type { DocumentTexts } from '../ports/document-texts.ts';
import type { MatchScorer } from '../ports/match-scorer.ts';
import type { PolishAccess } from '../ports/polish-access.ts';
import type { PolishRunRepository } from '../ports/polish-run-repository.ts';
import type { ProblemLog } from '../ports/problem-log.ts';
import { honestExperience, honestSummary, type PolishFacts, polishFacts } from './honest-suggestions.ts';

export interface RunPolishRequest {
  run: PolishRun;
  /** Stored events up to here were delivered already; later ones are sent again first. */
  after: number;
  /** Aborted when the client goes away: no new step starts after that. */
  signal: AbortSignal;
}

/** An event as the stream sends it: its id (run and place) and the event. */
export interface SentEvent {
  id: string;
  event: PolishEvent;
}

interface Sources {
  /** The resume's plain text: what suggestions are held to and scores are measured on. */
  resumeText: string;
  /** The resume's layout text: what it is structured from. */
  resumeLayout: string;
  /** The reading the person corrected, used instead of structuring the layout text. */
  resumeReading: StructuredResume | null;
  jobText: string;
  facts: PolishFacts;
}

/**
 * Runs a polish step by step, storing each event before it is sent: the events the client missed
 * first, then the steps not stored yet, in the contract's order (parsing, summary, each
 * experience, scores, done). So a reconnect, on this instance or another, resumes without doing a
 * finished step again; if two streams race for one step, the first stored wins and both send it.
 * A closed stream starts no new step. Every suggestion is held to the resume's facts here,
 * whichever engine wrote it. Reaching `done` records the one-time polish in the same transaction,
 * and the polish in the activity log; an `error` gives back the Free polish the run claimed.
 */
export class RunPolish {
  readonly #runs: PolishRunRepository;
  readonly #documents: DocumentTexts;
  readonly #understanding: DocumentUnderstanding;
  readonly #polisher: ResumePolisher;
  readonly #vocabulary: FactVocabulary;
  readonly #scorer: MatchScorer;
  readonly #access: PolishAccess;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  readonly #problems: ProblemLog;
  readonly #activity: ActivityRecorder;
  constructor(
    runs: PolishRunRepository,
    documents: DocumentTexts,
    understanding: DocumentUnderstanding,
    polisher: ResumePolisher,
    vocabulary: FactVocabulary,
    scorer: MatchScorer,
    access: PolishAccess,
    unitOfWork: UnitOfWork,
    clock: Clock,
    problems: ProblemLog,
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#runs = runs;
    this.#documents = documents;
    this.#understanding = understanding;
    this.#polisher = polisher;
    this.#vocabulary = vocabulary;
    this.#scorer = scorer;
    this.#access = access;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
    this.#problems = problems;
    this.#activity = activity;
  }

  async *execute({ run, after, signal }: RunPolishRequest): AsyncGenerator<SentEvent> {
    const events: PolishEvent[] = [];
    let sources: Promise<Sources> | undefined;
    const load = () => {
      sources ??= this.#load(run);
      return sources;
    };
    const catchUp = async function* (this: RunPolish) {
      for (const stored of await this.#runs.events(run.id, events.length)) {
        events.push(stored.event);
        if (stored.seq > after) yield { id: eventId(run.id, stored.seq), event: stored.event };
      }
    }.bind(this);

    yield* catchUp();
    while (!signal.aborted) {
      const step = nextStep(events);
      if (step.kind === 'finished') return;
      const event = await this.#perform(run, step, events, load);
      const seq = events.length + 1;
      if (await this.#store(run, seq, event)) {
        events.push(event);
        yield { id: eventId(run.id, seq), event };
      } else {
        // another stream of this run stored this step first: send what it stored
        yield* catchUp();
      }
    }
  }

  async #load(run: PolishRun): Promise<Sources> {
    const [resume, job] = await Promise.all([
      this.#documents.read(run.userId, run.resumeId, 'resume'),
      this.#documents.read(run.userId, run.jobDescriptionId, 'job'),
    ]);
    return {
      resumeText: resume.text,
      resumeLayout: resume.layout,
      resumeReading: resume.reading,
      jobText: job.text,
      facts: polishFacts(this.#vocabulary, resume.text, job.text),
    };
  }

  async #perform(
    run: PolishRun,
    step: Exclude<PolishStep, { kind: 'finished' }>,
    events: readonly PolishEvent[],
    load: () => Promise<Sources>,
  ): Promise<PolishEvent> {
    switch (step.kind) {
      case 'status':
        return {
          event: 'status_update',
          data: { message: step.message, processingIndex: step.processingIndex },
        };
      case 'done':
        return { event: 'done', data: {} };
      case 'experience':
        try {
          const { resume, job } = progressOf(events);
          const sources = await load();
          const role = resume!.workExperience[step.index]!;
          // a role read with doubts the person has not corrected is not rewritten: it is kept and
          // saved as the resume writes it, never rebuilt from fields that may be misread
          if (
            sources.resumeReading === null &&
            rolesInDoubt(doubtsAbout(resume!, sources.resumeText)).has(step.index)
          )
            return { event: 'work_experience_suggestion', data: keptAsWritten(role, step.index) };
          const experience = await honestExperience(this.#polisher, this.#vocabulary, {
            experience: role,
            index: step.index,
            job: job!,
            resume: resume!,
            facts: sources.facts,
          });
          return { event: 'work_experience_suggestion', data: experience };
        } catch (err) {
          this.#report(run, err, step.kind);
          return {
            event: 'work_experience_error',
            data: { index: step.index, message: EXPERIENCE_FAILED_MESSAGE },
          };
        }
      default:
        try {
          return await this.#fatalStep(step, events, load);
        } catch (err) {
          this.#report(run, err, step.kind);
          return { event: 'error', data: { message: messageOf(err) } };
        }
    }
  }

  async #fatalStep(
    step: { kind: 'parse' | 'summary' | 'scores' },
    events: readonly PolishEvent[],
    load: () => Promise<Sources>,
  ): Promise<PolishEvent> {
    const sources = await load();
    const { resume, job, summary, experiences } = progressOf(events);
    if (step.kind === 'parse') {
      const [structuredResume, structuredJd] = await Promise.all([
        structureOf(this.#understanding, { layout: sources.resumeLayout, corrected: sources.resumeReading }),
        this.#understanding.structureJob(sources.jobText),
      ]);
      return { event: 'parsing_complete', data: { structuredResume, structuredJd } };
    }
    if (step.kind === 'summary') {
      const suggestion = await honestSummary(this.#polisher, this.#vocabulary, {
        resume: resume!,
        job: job!,
        facts: sources.facts,
      });
      return { event: 'summary_suggestion', data: suggestion };
    }
    // the same matcher as Quick Analysis, on the uploaded text before and after every suggestion
    const replacements = [...(summary ? [summary] : []), ...experiences];
    const improved = improvedResumeText(sources.resumeText, replacements);
    const [before, after] =
      improved !== null
        ? [sources.resumeText, improved]
        : [resumeToText(resume!), resumeToText(applySuggestions(resume!, summary, experiences))];
    const [originalMatchScore, improvedMatchScore] = await Promise.all([
      this.#scorer.score(before, sources.jobText),
      this.#scorer.score(after, sources.jobText),
    ]);
    return { event: 'scores_complete', data: { scores: { originalMatchScore, improvedMatchScore } } };
  }

  /**
   * Stores the event; `done` and `error` also close the run: `done` uses up the polish the run
   * claimed (the one-time polish), `error` gives it back.
   */
  #store(run: PolishRun, seq: number, event: PolishEvent): Promise<boolean> {
    const at = this.#clock.now();
    if (event.event !== 'done' && event.event !== 'error') return this.#runs.append(run.id, seq, event, at);
    return this.#unitOfWork.run(async () => {
      if (!(await this.#runs.append(run.id, seq, event, at))) return false;
      const ended = await this.#runs.finish(run.id, event.event === 'done' ? 'done' : 'failed', at);
      if (ended && event.event === 'done') {
        await this.#access.recordUsed(run.userId);
        await this.#activity.record({
          userId: run.userId,
          event: 'resume.polish',
          metadata: { runId: run.id },
        });
      }
      return true;
    });
  }

  #report(run: PolishRun, err: unknown, step: string): void {
    if (err instanceof AppError && err.code !== 'INTERNAL') return;
    this.#problems.error({ err, runId: run.id, step }, 'a polish step failed');
  }
}

/** What the person reads: a provider's or a rule's own message, never an internal one. */
function messageOf(err: unknown): string {
  return err instanceof AppError && err.code !== 'INTERNAL' ? err.message : POLISH_FAILED_MESSAGE;
}
