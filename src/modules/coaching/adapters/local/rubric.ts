import { type CriterionName, ratingFor } from '../../domain/evaluation.ts';
import type { InterviewType } from '../../domain/interview.ts';
import type { AnswerFeatures } from './answer-features.ts';
import { askCoverage, ownFigures } from './evaluation/ask.ts';
import { INTENTS, isFieldWord, termsIn } from './evaluation/concepts.ts';
import { codingChecks } from './evaluation/coding-checks.ts';
import { type Check, fractionOf } from './evaluation/checks.ts';
import { type OverviewAsk, profileFromWords, type QuestionProfile } from './evaluation/question-profile.ts';
import type { QuestionVocabulary } from './question-topics.ts';
import { cleanQuote, surfaceOf } from './evaluation/quoting.ts';
import { listing } from './text-tools.ts';

export type { Check } from './evaluation/checks.ts';

/** The three criteria as fractions (0-1), plus the judgements the feedback and follow-ups cite. */
export interface RubricScores {
  depth: number;
  clarity: number;
  relevance: number;
  /** How fully the answer addresses what the question asks, 0-1. */
  onQuestion: number;
  /** The question's concepts the answer used ('p95', 'cache', 'query plan'). */
  questionHits: string[];
  offTopic: boolean;
  tooShort: boolean;
  hasExample: boolean;
  lengthFit: number;
  score: number;
  /** Each criterion's checks: the fraction, the rating and the feedback all come from these. */
  checks: Record<CriterionName, Check[]>;
  /** Why the score was held down, most important first ('no real example', 'a stub'). */
  caps: string[];
  /** What the answer tells instead of what was asked, when that is known ('a success'). */
  offTopicReason?: string;
}

const cap = (n: number) => Math.min(1, Math.max(0, n));

/** The ceiling of an answer that is relevant but leaves out a result, figures or its own part. */
export const ADEQUATE = 6;
/** The ceiling of a relevant story with figures that is told too briefly to be strong. */
export const BRIEF = 6.2;
/** The ceiling of a strong answer that is not complete, and of a complete one. */
export const NEAR_TOP = 8.6;
export const TOP = 9;

/** Whether a short answer still carries the substance of its type. */
function substance(type: InterviewType, f: AnswerFeatures, familyHits: number): boolean {
  if (type === 'Behavioral') return f.actions.length >= 2 && Boolean(f.star.result);
  if (type === 'Technical') return familyHits + f.skills.length >= 3 && f.reasoning.length > 0;
  return f.code.present;
}

function lengthFit(type: InterviewType, words: number): number {
  if (type === 'Coding') return words < 15 ? 0.1 : words < 40 ? 0.5 : 1;
  const [tiny, short, fair, ideal, long] =
    type === 'Behavioral' ? [25, 50, 100, 380, 550] : [20, 40, 75, 360, 520];
  if (words < tiny) return 0.1;
  if (words < short) return 0.35;
  if (words < fair) return 0.7;
  if (words <= ideal) return 1;
  return words <= long ? 0.8 : 0.6;
}

/** Quotes in the answer's own words and case, one per wording, without markup. */
function quote(items: string[], n = 3): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const text = cleanQuote(item);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(`"${text}"`);
    if (out.length >= n) break;
  }
  return listing(out);
}

/** Quotes in brackets after what they show, ' ("…", "…")', or nothing when none is left to quote. */
function quoted(items: string[], n = 3): string {
  const said = quote(items, n);
  return said === '' ? '' : ` (${said})`;
}

function isProfile(q: QuestionProfile | QuestionVocabulary): q is QuestionProfile {
  return 'intents' in q;
}

/**
 * How well an answer addresses what the question asks, by the question's concepts (the intent's
 * vocabulary) and by its specific ask (the thing it asks for, not only the subject area).
 */
function topic(f: AnswerFeatures, q: QuestionProfile) {
  const family = termsIn(f.concepts, q.family);
  const cues = termsIn(f.concepts, q.cues);
  // any cue word of the asked intent ('argued', 'priorities') names the thing asked
  const intentCues = termsIn(
    f.concepts,
    q.intents.filter((i) => !i.broad).flatMap((i) => i.cues.filter((c) => !isFieldWord(i, c))),
  );
  const own = [...q.own].filter((k) => (f.concepts.set.has(k) || f.keywords.has(k)) && !family.includes(k));
  // the words an answer uses for the question's own ('peer' for 'colleague', 'spec' for 'work')
  const related = termsIn(f.concepts, q.related).filter((k) => !family.includes(k) && !own.includes(k));
  // the vocabulary the question's words belong to, weighted below the question's own words
  const expanded = termsIn(f.concepts, q.expanded).filter(
    (k) => !family.includes(k) && !own.includes(k) && !related.includes(k),
  );
  const skills = q.skills.filter((s) => f.skills.includes(s));
  const points =
    family.length +
    0.5 * own.length +
    0.5 * Math.min(6, related.length) +
    0.25 * Math.min(8, expanded.length) +
    skills.length;
  const content = Math.max(12, [...f.concepts.set].filter((k) => k.length > 3).length);
  // the ask by the words that name what is asked, the setting at half weight
  const ask = q.subject ? askCoverage(q.subject, f.concepts.set) : undefined;
  // both how much of the subject it covers and how much of the answer is about it
  let strength = cap(Math.min(points / (q.intents.length > 0 ? 7 : 4), points / content / 0.15));
  if (ask) {
    strength =
      q.intents.length > 0
        ? Math.max(strength, (strength + ask.share) / 2)
        : Math.max(strength, 0.8 * ask.share);
    // only the setting named ('a colleague', 'a string'), never the thing asked: touches it at most
    if (ask.core.length === 0 && intentCues.length === 0 && family.length < 4)
      strength = Math.min(strength, 0.45);
  }
  return {
    hits: [...family, ...own, ...related, ...expanded, ...skills.map((s) => s.toLowerCase())],
    family,
    related,
    expanded,
    cues,
    intentCues,
    ask,
    points,
    density: points / content,
    strength,
  };
}

/**
 * The subject an answer is about when it is not the one asked: the intent, other than the
 * question's, whose cue words the answer uses most ('pipeline', 'quota' in a story about
 * prospecting told to a question about a price objection).
 */
export function otherSubject(f: AnswerFeatures, q: QuestionProfile): number {
  let best = 0;
  for (const i of INTENTS)
    if (!i.broad && !i.domain && !q.intents.includes(i))
      best = Math.max(best, termsIn(f.concepts, i.cues).length);
  return best;
}

/**
 * Whether the answer has the shape the question asks for: a story with the candidate's actions, a
 * result and figures for 'tell me about a time'; a method with its steps and reasons otherwise.
 */
function shapedAnswer(f: AnswerFeatures, q: QuestionProfile): boolean {
  return q.asksStory
    ? f.narrative && f.actions.length >= 2 && Boolean(f.star.result) && f.numbers.length > 0
    : f.reasoning.length > 0 && f.structureMarkers.length >= 2;
}

/**
 * An answer to another question. Missing the words of the question is not enough: people say
 * 'peer' for 'colleague' and tell a feedback story without the word 'feedback'. An answer is off
 * topic only on strong evidence: it names nothing of the question, its intent or the words
 * related to them; or, when the question's intent is known with confidence, it names none of what
 * is asked (a pricing story for a prioritisation question) or only a little of it for its length.
 * A short answer is judged on the words it has: a miss of every one is off topic.
 */
/**
 * How developed a story is: its figures (up to three), its own actions (up to four, at half
 * weight), its reasons (up to two, at half weight), a lesson drawn, and room to tell them.
 */
function development(f: AnswerFeatures): number {
  return (
    Math.min(f.numbers.length, 3) +
    Math.min(f.actions.length, 4) / 2 +
    Math.min(f.reasoning.length, 2) / 2 +
    (f.star.reflection ? 1 : 0) +
    (f.wordCount >= 120 ? 1 : 0)
  );
}

/** Whether every intent of the question is a field of work (clinical care, teaching, finance). */
function fieldOnly(q: QuestionProfile): boolean {
  return q.intents.length > 0 && q.intents.every((i) => i.domain);
}

/**
 * A complete account of its own: a story with the candidate's actions and a result, or, to a
 * question that asks for a method, a first-person story where a method was asked for. Told in full
 * about something else, it is an answer to another question rather than a thin one to this.
 */
function toldElsewhere(f: AnswerFeatures, q: QuestionProfile): boolean {
  if (f.wordCount < 50) return false;
  // a story where a method was asked for needs no result to be a story of something else
  if (!q.asksStory && f.narrative && f.actions.length >= 2) return true;
  return (f.narrative && f.actions.length >= 2 && Boolean(f.star.result)) || shapedAnswer(f, q);
}

/** The distinct ways an answer touches the question: its intent's words, related words, the ask. */
function touches(t: ReturnType<typeof topic>, withSetting = false): number {
  const ask = t.ask ? t.ask.core.length + (withSetting ? t.ask.context.length : 0) : 0;
  return t.family.length + t.related.length + ask;
}

/**
 * The subject in other words: the answer touches the intent's vocabulary, the words related to
 * what is asked or the asked words themselves a few times, and is not plainly about another kind
 * of situation.
 */
function inOtherWords(t: ReturnType<typeof topic>, f: AnswerFeatures, q: QuestionProfile): boolean {
  // another subject named in passing (a negotiation inside a budget story) does not outweigh the
  // subject asked about; it is 'plainly about another kind' only when it is named more
  const touched = touches(t);
  return touched >= 3 && otherSubject(f, q) < Math.max(2, touched);
}

/**
 * A vague answer to the question asked: it names the subject (the thing asked, its intent's words)
 * but in generalities, hedges or blame, with no story of its own. That is a weak answer, not one to
 * another question: with so little said, the few words it has are the evidence of its subject.
 */
export function vagueOnSubject(t: ReturnType<typeof topic>, f: AnswerFeatures, other: number): boolean {
  const signals = f.generic.length + f.hedges.length + 2 * f.blame.length;
  if (signals < 2 || f.actions.length >= 2 || other >= 3) return false;
  // the question's own words, its setting's or words related to them: a vague answer repeats them
  const named =
    t.intentCues.length +
    t.cues.length +
    (t.ask ? t.ask.core.length + t.ask.context.length : 0) +
    t.related.length;
  return named >= 1 || t.family.length >= 2;
}

/**
 * A full story of another situation type: the question's intent names the actions its stories are
 * made of (ranking, deferring, saying no to choose between demands), and a told story uses none of
 * them, none of the intent's cue words and none of the words naming what is asked. Sharing the
 * domain's vocabulary ('revenue', 'customers', 'value') does not make a pricing story an answer to
 * a prioritisation question.
 */
export function otherSituation(t: ReturnType<typeof topic>, f: AnswerFeatures, q: QuestionProfile): boolean {
  const acts = q.intents.flatMap((i) => i.acts);
  if (!q.confident || acts.length === 0 || !f.narrative || f.actions.length < 2) return false;
  return (
    termsIn(f.concepts, acts).length === 0 &&
    t.intentCues.length === 0 &&
    (t.ask ? t.ask.core.length : 0) === 0
  );
}

/** What each overview ask needs an answer to say, for feedback. */
const OVERVIEW_LABEL: Record<OverviewAsk, string> = {
  motivation: 'why you want this role and what draws you to it',
  goals: 'where you want your career to go',
  summary: 'who you are: your background and what you do now',
  strengths: 'your strengths and what you are working on',
};

/**
 * How far an answer speaks to each thing an overview prompt asks: fully with two or more of its
 * signs (reasons tied to the employer for motivation; future plans for goals; a career arc for a
 * summary), partly with one. A story of one's work, however good, says none of them.
 */
export function overviewCoverage(f: AnswerFeatures, q: QuestionProfile) {
  const k = f.kinds;
  const level = (ask: OverviewAsk): number => {
    if (ask === 'motivation') {
      if (k.motivation.length >= 2 && k.employer.length >= 2) return 2;
      return k.motivation.length >= 1 && k.employer.length >= 1 ? 1 : 0;
    }
    const n = k[ask].length;
    return n >= 2 ? 2 : n;
  };
  const levels = q.overview.map((ask) => ({ ask, level: level(ask) }));
  return {
    full: levels.filter((l) => l.level === 2).map((l) => l.ask),
    partial: levels.filter((l) => l.level === 1).map((l) => l.ask),
    missing: levels.filter((l) => l.level === 0).map((l) => l.ask),
  };
}

/**
 * An answer to an open prompt ('which achievement…', 'tell me about yourself', 'the story behind
 * this line of your resume'). A story prompt asks for any good story of the candidate's own work,
 * so a first-person story with actions and a result answers it, whatever its subject. An overview
 * prompt that asks for motivation, goals, a career summary or strengths is answered only by an
 * answer that speaks to one of them, at least in part; one about the work itself (a typical week)
 * by a story or a structured account of one's own experience. The prompt's words (the job title,
 * a company, the resume line) are its setting, not a subject to match.
 */
export function answersOpenPrompt(type: InterviewType, f: AnswerFeatures, q: QuestionProfile): boolean {
  if (type !== 'Behavioral' || !q.open) return false;
  if (q.open === 'overview' && q.overview.length > 0) {
    const c = overviewCoverage(f, q);
    return c.full.length + c.partial.length > 0;
  }
  const story = f.narrative && f.actions.length >= 2 && Boolean(f.star.result);
  if (story) return true;
  return (
    q.open === 'overview' &&
    Boolean(f.ownExperience) &&
    f.structureMarkers.length + f.numbers.length >= 2 &&
    f.generic.length + f.hedges.length < 2
  );
}

/**
 * Whether a story tells the kind of outcome the question asks for: something that went wrong, or
 * a disagreement. 'miss' is a told story with no sign of it (a success story to 'a launch that
 * missed its goal', a smooth collaboration to 'a time you disagreed'): it answers another question.
 * 'thin' has a single sign and no lesson drawn from it: it only hints at what was asked.
 */
export function polarityFit(f: AnswerFeatures, q: QuestionProfile): 'fits' | 'thin' | 'miss' | undefined {
  if (!q.polarity) return undefined;
  const signs = q.polarity === 'setback' ? f.kinds.setback : f.kinds.disagreement;
  const story = f.narrative && (f.actions.length >= 2 || Boolean(f.star.result));
  // a lesson drawn is a sign something went wrong that the words above may have missed: such a
  // story is only held down, never called an answer to another question
  if (signs.length === 0)
    return story && !(q.polarity === 'setback' && f.kinds.lesson.length > 0) ? 'miss' : 'thin';
  if (signs.length >= 2) return 'fits';
  return q.polarity === 'setback' && f.kinds.lesson.length > 0 ? 'fits' : 'thin';
}

const POLARITY_MISS = {
  setback:
    'it tells of a success, but the question asks about something that went wrong: say what went wrong, your part in it and what you learned',
  disagreement:
    'it tells of working together smoothly, but the question asks about a disagreement: say what you disagreed about, how you handled it and how it ended',
};
const POLARITY_THIN = {
  setback: 'say plainly what went wrong and your part in it',
  disagreement: 'say plainly what the disagreement was and where each of you stood',
};

/**
 * Without a confident intent: an answer that clearly tells another kind of situation (a hiring
 * story's cues, two or more) and names none of what is asked and little of the vocabulary the
 * question's words belong to. Sharing setting words (company, team, customers) is no evidence.
 */
export function aboutAnotherSubject(
  t: Pick<ReturnType<typeof topic>, 'ask' | 'expanded' | 'related'>,
  other: number,
): boolean {
  if (other < 2 || !t.ask) return false;
  return t.ask.core.length === 0 && t.expanded.length + t.related.length < 3;
}

function isOffTopic(t: ReturnType<typeof topic>, f: AnswerFeatures, q: QuestionProfile): boolean {
  const askHits = t.ask ? t.ask.points : 0;
  const evidence = t.points + askHits;
  if (f.wordCount < 25) return t.points === 0 && askHits === 0;
  const other = otherSubject(f, q);
  if (vagueOnSubject(t, f, other)) return false;
  const shaped = shapedAnswer(f, q);
  if (!q.confident) {
    // only the question's own words and the words related to them can tell, and they are few:
    // a thin share is off topic when the answer is plainly about another kind of situation, a
    // miss of all of them when the answer does not even have the shape asked for
    if (other >= 2 && evidence < 3 && t.density < 0.06) return true;
    if (aboutAnotherSubject(t, other)) return true;
    // a whole story that names nothing of the question, its related words or their vocabulary
    if (f.wordCount >= 60 && evidence === 0 && other >= 1) return true;
    return evidence < 1.5 && !shaped;
  }
  if (otherSituation(t, f, q)) return true;
  if (shaped && inOtherWords(t, f, q)) return false;
  const askSize = q.subject ? q.subject.core.length + q.subject.context.length : 0;
  if (
    t.ask &&
    askSize >= 2 &&
    t.ask.core.length === 0 &&
    t.ask.points < 1 &&
    t.cues.length === 0 &&
    t.family.length < 4 &&
    t.related.length < 3
  )
    return true;
  // naming most of what was asked keeps an answer on the question, whatever words it uses
  if (t.ask && t.ask.share >= 0.6) return false;
  // naming the very thing asked about ('we disagreed', 'it was slow') keeps a story on topic
  if (t.cues.length > 0) return t.points < 2;
  if (t.points < 2) return true;
  // a thin share of the subject is off topic when the answer is plainly about another one
  return t.points < 5 && t.density < 0.072 && (other >= 2 || t.points < 3);
}

function delivery(f: AnswerFeatures, words: number): Check {
  const perWord = (n: number) => (words === 0 ? 0 : n / words);
  const penalty = cap(perWord(f.fillerCount) * 20 + f.hedges.length / 3 + perWord(f.vague.length) * 12);
  const problems: string[] = [];
  if (f.fillerCount > 0)
    problems.push(`filler words: ${f.fillers.map((x) => `${x.word} ×${x.count}`).join(', ')}`);
  if (f.hedges.length > 0)
    problems.push(
      `hedging (${listing([...new Set(f.hedges.map((h) => h.toLowerCase()))].slice(0, 2))}) weakens it`,
    );
  if (f.vague.length >= 2) problems.push(`vague words${quoted(f.vague)}`);
  return {
    weight: 1,
    pass: 1 - penalty,
    did: problems.length === 0 ? 'spoke plainly, without fillers or hedging' : undefined,
    lacked: problems.length > 0 ? problems.join('; ') : undefined,
  };
}

function lengthCheck(type: InterviewType, f: AnswerFeatures, fit: number): Check {
  const range = type === 'Behavioral' ? 'about 150-300' : 'about 100-250';
  if (fit >= 1) return { weight: 1, pass: 1, did: `a good length (${f.wordCount} words)` };
  if (f.wordCount > 380)
    return {
      weight: 1,
      pass: fit,
      lacked: `${f.wordCount} words is long; keep the two or three points that matter`,
    };
  return { weight: 1, pass: fit, lacked: `only ${f.wordCount} words; aim for ${range}` };
}

function generality(f: AnswerFeatures): Check {
  const penalty = cap((f.generic.length + 2 * f.blame.length) / 4);
  const lacked =
    f.blame.length > 0
      ? `puts the problem on others${quoted(f.blame, 2)}; say what you did about it`
      : f.generic.length >= 2
        ? `speaks in generalities${quoted(f.generic, 2)} instead of one real case`
        : undefined;
  return { weight: 1.5, pass: 1 - penalty, lacked: penalty > 0.25 ? lacked : undefined };
}

/**
 * Rates an answer against what its question asks. Each criterion is a list of checks whose
 * weighted share is the criterion's fraction, so the rating and the feedback come from the same
 * evidence. The evidence differs by type: a story with the candidate's own actions and results
 * (Behavioral); the mechanisms, reasons and experience of the subject asked about (Technical);
 * code that does the task, its complexity and edge cases (Coding). Then the score is held down
 * where a coach would: an answer to another question, a stub, no example at all.
 */
export function rateAnswer(
  type: InterviewType,
  answer: AnswerFeatures,
  question: QuestionProfile | QuestionVocabulary,
  jobSkills: string[],
): RubricScores {
  const q = isProfile(question) ? question : profileFromWords(question.own);
  // figures the question gave ('a 68-year-old') show no measurement when repeated back
  const given = ownFigures(q.ask, answer.numbers);
  const f = given.length === answer.numbers.length ? answer : { ...answer, numbers: given };
  const t = topic(f, q);
  const open = answersOpenPrompt(type, f, q);
  const spoken = type !== 'Coding';
  const polarity = spoken ? polarityFit(f, q) : undefined;
  const overview =
    type === 'Behavioral' && q.open === 'overview' && q.overview.length > 0
      ? overviewCoverage(f, q)
      : undefined;
  // an overview is on the question as far as it says what was asked
  if (overview && open)
    t.strength = Math.max(
      t.strength,
      0.45 + (0.55 * (overview.full.length + 0.5 * overview.partial.length)) / q.overview.length,
    );
  // a story of the outcome asked for is on the question, in whatever words it tells it
  if (polarity === 'fits') {
    const signs = q.polarity === 'setback' ? f.kinds.setback : f.kinds.disagreement;
    t.strength = Math.max(t.strength, Math.min(1, 0.5 + 0.1 * signs.length));
  }
  // an open prompt is answered by the story or overview itself: it is on the question, the more
  // so the more of the prompt's setting (the job, the resume line, a skill) it speaks to
  if (open && !(q.open === 'overview' && q.overview.length > 0))
    t.strength = Math.max(t.strength, 0.75 + 0.25 * Math.min(1, t.points / 4));
  // the concepts found, as the answer wrote them ('privately', not the key 'privat')
  const said = (keys: string[]) => keys.map((k) => surfaceOf(answer, f.prose ?? '', k));
  const fit = lengthFit(type, f.wordCount);
  const tooShort = fit <= 0.35 && !f.code.present;
  const hasExample = Boolean(
    f.ownExperience || (f.star.situation && f.actions.length > 0) || (type === 'Behavioral' && f.narrative),
  );
  const jobHits = f.skills.filter((s) => jobSkills.includes(s));
  const caps: { limit: number; reason: string }[] = [];
  let offTopic: boolean;
  let complete = false;
  let checks: Record<CriterionName, Check[]>;
  const aboutLabel = overview
    ? listing(q.overview.map((ask) => OVERVIEW_LABEL[ask]))
    : open
      ? q.open === 'story'
        ? 'a story of your own work'
        : 'an account of your own experience'
      : q.intents.length > 0
        ? listing(q.intents.slice(0, 2).map((i) => i.label))
        : 'the subject asked';
  // with no intent to read, naming what the question itself asks is the evidence of answering it
  const strength = q.confident ? t.strength : Math.max(t.strength, t.ask?.share ?? 0);
  const onQuestion: Check =
    strength >= 0.5
      ? {
          weight: 3,
          pass: cap(0.4 + strength),
          did: `answered what was asked: ${aboutLabel}${quoted(said(t.hits), 4)}`,
        }
      : {
          weight: 3,
          pass: strength,
          lacked: `only touches the question; speak to ${aboutLabel} directly`,
          did: t.hits.length > 0 ? `touched the subject${quoted(said(t.hits), 3)}` : undefined,
        };
  const jobLink: Check[] =
    jobSkills.length > 0
      ? [
          jobHits.length > 0
            ? { weight: 0.5, pass: 1, did: `connected it to the job's ${listing(jobHits.slice(0, 3))}` }
            : {
                weight: 0.5,
                pass: 0.4,
                lacked: `no link to what this job needs, such as ${listing(jobSkills.slice(0, 2))}`,
              },
        ]
      : [];
  const numbers: Check =
    f.numbers.length > 0
      ? { weight: 1.5, pass: 1, did: `quantified it (${f.numbers.slice(0, 3).join(', ')})` }
      : { weight: 1.5, pass: f.star.result ? 0.4 : 0, lacked: 'no numbers to show scale or impact' };
  const example: Check = hasExample
    ? {
        weight: 2,
        pass: 1,
        did: `gave a real example${quoted([f.star.situation ?? f.ownExperience ?? ''], 1)}`,
      }
    : {
        weight: 2,
        pass: f.actions.length > 0 ? 0.4 : 0,
        lacked: 'no concrete example from your own experience',
      };
  const reasons: Check =
    f.reasoning.length > 0
      ? {
          weight: 1.5,
          pass: cap(f.reasoning.length / 2),
          did: `explained your reasoning${quoted(f.reasoning, 2)}`,
        }
      : { weight: 1.5, pass: 0, lacked: 'no reasons or trade-offs ("because…", "instead of…")' };

  if (type === 'Coding') {
    const coding = codingChecks(f, q);
    offTopic = coding.offTopic;
    checks = coding.checks;
    for (const c of coding.caps) caps.push(c);
    // working code that leaves out its complexity or the inputs that break it is adequate
    if (coding.solved && (!f.complexity || !(f.edgeCases || coding.edgeCase)))
      caps.push({ limit: ADEQUATE, reason: 'working code without its complexity or edge cases' });
    complete = coding.solved && Boolean(f.complexity && f.edgeCases && f.testing) && f.proseWords >= 15;
  } else if (overview) {
    // an overview prompt is answered by what it asks for (reasons, goals, a career in brief,
    // strengths), made concrete by the candidate's own record: not by a STAR story
    offTopic = false;
    const said = [...overview.full, ...overview.partial];
    const coverage = (overview.full.length + 0.5 * overview.partial.length) / q.overview.length;
    const record = f.numbers.length + f.skills.length + (f.ownExperience ? 1 : 0) + f.kinds.summary.length;
    const evidence = (ask: OverviewAsk) => {
      const k = f.kinds;
      return ask === 'motivation' ? k.motivation : k[ask];
    };
    checks = {
      'Technical Depth': [
        record >= 2
          ? { weight: 3, pass: cap(record / 5), did: 'backed it with your own record' }
          : {
              weight: 3,
              pass: record / 5,
              lacked: 'back it with your own record: the roles, results and figures behind it',
            },
        reasons,
        generality(f),
      ],
      'Clarity & Structure': [
        said.length > 0
          ? {
              weight: 2,
              pass: coverage,
              did: `spoke to ${listing(said.map((ask) => OVERVIEW_LABEL[ask]))}${quoted(said.flatMap(evidence), 3)}`,
            }
          : { weight: 2, pass: 0 },
        lengthCheck(type, f, fit),
        delivery(f, f.wordCount),
      ],
      'Relevance & Examples': [onQuestion, { ...numbers, weight: 1 }, ...jobLink],
    };
    if (record === 0) caps.push({ limit: ADEQUATE, reason: 'nothing of your own record behind it' });
    // a brief overview without a single figure is a fair answer, not a strong one
    else if (f.numbers.length === 0 || f.wordCount < 90)
      caps.push({ limit: ADEQUATE, reason: 'brief: add the figures and specifics that make it yours' });
    complete = overview.full.length === q.overview.length && f.numbers.length > 0 && record >= 4;
  } else if (type === 'Behavioral') {
    offTopic = !open && isOffTopic(t, f, q);
    const starCheck = (
      part: 'situation' | 'task' | 'action' | 'result',
      weight: number,
      name: string,
      advice: string,
    ): Check =>
      f.star[part] ? { weight, pass: 1 } : { weight, pass: 0, lacked: `missing ${name}: ${advice}` };
    const parts = (['situation', 'task', 'action', 'result'] as const).filter((p) => f.star[p]);
    const names = {
      situation: 'the situation',
      task: 'your task',
      action: 'your actions',
      result: 'the result',
    };
    const storyDid: Check = {
      weight: 0,
      pass: 1,
      did:
        parts.length === 4
          ? 'followed Situation, Task, Action, Result'
          : parts.length > 0
            ? `gave ${listing(parts.map((p) => names[p]))}`
            : undefined,
    };
    checks = {
      'Technical Depth': [
        f.actions.length > 0
          ? {
              weight: 3,
              pass: cap(f.actions.length / 3),
              did: `named your own actions${quoted(f.actions, 3)}`,
            }
          : {
              weight: 3,
              pass: 0,
              lacked: 'say what you personally did ("I asked…", "I built…"), not what you usually do',
            },
        f.numbers.length + f.skills.length + t.family.length / 3 >= 2
          ? {
              weight: 2,
              pass: cap((f.numbers.length + f.skills.length + t.family.length / 3) / 3),
              did: 'gave concrete detail',
            }
          : {
              weight: 2,
              pass: 0.2,
              lacked: 'no concrete detail: name the people, tools, figures or dates involved',
            },
        reasons,
        generality(f),
      ],
      'Clarity & Structure': [
        storyDid,
        starCheck('situation', 1, 'the situation', 'set the scene in a sentence'),
        starCheck('task', 0.5, 'your task', 'say what you had to achieve'),
        starCheck('action', 1, 'your actions', 'say what you did, step by step'),
        starCheck('result', 1.5, 'the result', 'end with what changed and how you know'),
        ...(q.asksLesson
          ? [
              f.star.reflection
                ? { weight: 1, pass: 1, did: `said what you learned${quoted([f.star.reflection], 1)}` }
                : { weight: 1, pass: 0, lacked: 'the question asks what you learned; say it in a sentence' },
            ]
          : f.star.reflection
            ? [
                {
                  weight: 0.5,
                  pass: 1,
                  did: `closed with what you learned${quoted([f.star.reflection], 1)}`,
                },
              ]
            : []),
        lengthCheck(type, f, fit),
        delivery(f, f.wordCount),
      ],
      'Relevance & Examples': [onQuestion, example, numbers, ...jobLink],
    };
    if (!hasExample && f.actions.length < 2) caps.push({ limit: 3, reason: 'no real example of your own' });
    // a relevant story that leaves out what changed, how much, or what the candidate did is adequate
    const gaps = [
      f.star.action ? '' : 'your own actions',
      f.star.result ? '' : 'a result',
      f.numbers.length > 0 ? '' : 'figures',
    ].filter(Boolean);
    if (gaps.length > 0) caps.push({ limit: ADEQUATE, reason: `a story without ${listing(gaps)}` });
    // what makes a relevant story strong rather than adequate is its development: several figures,
    // several actions of one's own, the reasons and the lesson; a brief one without a lesson, or
    // a thin one however long, is adequate
    else if ((f.wordCount < 100 && !f.star.reflection) || development(f) < 3.5)
      caps.push({
        // just above the adequate ceiling: a brief story with figures still ranks above one without
        limit: BRIEF,
        reason: 'told briefly: add the figures, your reasoning and what you learned',
      });
    complete =
      gaps.length === 0 &&
      (['situation', 'task', 'action', 'result'] as const).every((p) => f.star[p]) &&
      Boolean(f.star.reflection);
    if (f.blame.length > 0 && f.actions.length < 2)
      caps.push({ limit: 3, reason: 'blames others instead of saying what you did' });
  } else {
    offTopic = isOffTopic(t, f, q);
    const mechanisms = [
      ...new Set([
        ...t.family,
        ...f.skills.map((s) => s.toLowerCase()),
        ...f.terms.map((w) => w.toLowerCase()),
      ]),
    ];
    const missing = q.family
      .filter((term) => !t.family.includes(term.keys.join(' ')))
      .map((term) => term.text);
    checks = {
      'Technical Depth': [
        mechanisms.length >= 3
          ? {
              weight: 3,
              pass: cap(mechanisms.length / 7),
              did: `named the specifics${quoted(said(mechanisms), 4)}`,
            }
          : {
              weight: 3,
              pass: mechanisms.length / 7,
              lacked: `stays at the surface: name the methods and checks you would use${missing.length > 0 ? `, such as ${listing(missing.slice(0, 3))}` : ''}`,
            },
        { ...reasons, weight: 2, pass: cap(f.reasoning.length / 3) },
        f.ownExperience
          ? { weight: 1, pass: 1, did: `drew on your own experience${quoted([f.ownExperience], 1)}` }
          : {
              weight: 1,
              pass: f.numbers.length > 0 ? 0.6 : 0.2,
              lacked: 'no sign you have done it yourself',
            },
        generality(f),
      ],
      'Clarity & Structure': [
        f.structureMarkers.length >= 2
          ? { weight: 1, pass: 1, did: `ordered the steps${quoted(f.structureMarkers, 3)}` }
          : {
              weight: 1,
              pass: f.structureMarkers.length / 2 + (f.wordCount >= 60 ? 0.3 : 0),
              lacked: 'walk through it step by step (first, then, finally)',
            },
        lengthCheck(type, f, fit),
        delivery(f, f.wordCount),
      ],
      'Relevance & Examples': [
        onQuestion,
        f.ownExperience
          ? { weight: 1, pass: 1, did: `gave a real example${quoted([f.ownExperience], 1)}` }
          : { weight: 1, pass: 0.3, lacked: 'no example of where you did this' },
        { ...numbers, weight: 1 },
        ...jobLink,
      ],
    };
    if (mechanisms.length < 3 && f.reasoning.length === 0)
      caps.push({ limit: 3, reason: 'no method or reason behind it' });
    // a sound method with no case, figure or reason behind it is adequate, not strong
    const gaps = [
      f.ownExperience || f.numbers.length > 0 ? '' : 'a case or figures',
      f.reasoning.length > 0 ? '' : 'reasons',
      mechanisms.length >= 4 ? '' : 'enough specifics',
    ].filter(Boolean);
    if (gaps.length > 0) caps.push({ limit: ADEQUATE, reason: `a method without ${listing(gaps)}` });
    // a method in a few lines names its steps but cannot show how they are done
    else if (f.wordCount < 90)
      caps.push({ limit: ADEQUATE, reason: 'brief: walk through how you would do each step, with a case' });
    complete =
      gaps.length === 0 &&
      Boolean(f.ownExperience) &&
      f.numbers.length > 0 &&
      f.reasoning.length >= 2 &&
      mechanisms.length >= 5;
    const weakSignals = f.blame.length + (f.hedges.length >= 2 ? 1 : 0) + (f.generic.length >= 3 ? 1 : 0);
    if (weakSignals >= 2 || (f.blame.length > 0 && mechanisms.length < 5))
      caps.push({ limit: 3, reason: 'deflects or hedges instead of giving a method' });
    if (f.generic.length >= 3 && mechanisms.length < 4)
      caps.push({ limit: 3, reason: 'generalities instead of a method' });
  }

  // the outcome asked for, or the overview asked for, is the subject: a story without it answers
  // another question, however well it is told
  let offTopicReason: string | undefined;
  // a story of the very outcome asked for is not an answer to another question, whatever words
  // it tells it in ('the cartons arrived late' for 'a decision that turned out badly')
  if (polarity === 'fits') offTopic = false;
  // what the story tells instead is the clearer reason, however else it was judged off topic
  if (spoken && f.wordCount >= 25) {
    if (polarity === 'miss' && q.polarity) {
      offTopic = true;
      offTopicReason = POLARITY_MISS[q.polarity];
    } else if (overview && !open) {
      // a story or a long account of something else answers another question; a few vague lines
      // that say none of it are weak
      if (f.narrative || f.wordCount >= 60) {
        offTopic = true;
        offTopicReason = `it does not say what was asked: ${aboutLabel}`;
      } else caps.push({ limit: 2.5, reason: `it does not say ${aboutLabel}` });
    }
  }
  if (polarity === 'thin' && q.polarity && !offTopic) {
    caps.push({ limit: ADEQUATE, reason: POLARITY_THIN[q.polarity] });
    checks['Relevance & Examples'].push({ weight: 0, pass: 1, lacked: POLARITY_THIN[q.polarity] });
  }
  if (overview && open && overview.full.length < q.overview.length) {
    const unsaid = [...overview.partial, ...overview.missing].map((ask) => OVERVIEW_LABEL[ask]);
    const reason = `say more about ${listing(unsaid)}`;
    // one of several asks answered in full is a good partial answer; hints at them are adequate
    caps.push({ limit: overview.full.length > 0 ? 7 : ADEQUATE, reason });
    checks['Relevance & Examples'].push({ weight: 0, pass: 1, lacked: reason });
  }
  // a question set in a field ('a patient', a business's cash) asks one thing of it: an answer that
  // shares the field's vocabulary but names nothing of what is asked is about the field, not the
  // question ('a patient refuses medication' answered with any clinical story)
  if (spoken && !offTopic && !open && polarity !== 'fits' && fieldOnly(q) && f.wordCount >= 25) {
    // the field's own cue words ('close', 'accrual') are its vocabulary, not the question's ask;
    // the specifics the question gives ('chest pressure', 'a deep cut') are
    const field = new Set(q.intents.flatMap((i) => i.setting.flatMap((w) => w.keys)));
    const specifics = t.ask ? [...t.ask.core, ...t.ask.context].filter((k) => !field.has(k)) : [];
    const named = t.cues.length + specifics.length + t.related.length;
    if (named === 0) {
      // told in full, or at length, it answers another question; a few vague lines are weak
      if (toldElsewhere(f, q) || f.narrative || f.wordCount >= 50) {
        offTopic = true;
        offTopicReason = 'it speaks about the field, not about what the question asks';
      } else caps.push({ limit: 3.5, reason: 'speaks about the field, not about what was asked' });
    }
  }
  // length-aware: a stub of an answer is too short to judge; a short one is held to adequate only
  // when its substance is there too (a concise complete answer is not punished for its length)
  if (tooShort)
    caps.push(
      fit <= 0.1 || !substance(type, f, t.family.length)
        ? { limit: 3, reason: 'too short to judge' }
        : { limit: ADEQUATE, reason: 'short: the detail that would make it strong is missing' },
    );
  // only a complete answer reaches the top of the scale: every STAR part, a measured result and
  // what was learned (a story); a case, figures and reasons (a method); complexity, edge cases and
  // tests (code)
  caps.push(complete ? { limit: TOP, reason: '' } : { limit: NEAR_TOP, reason: 'not yet complete' });
  // with the question's intent known, a thin share of its subject is held down, unless the answer
  // has the shape asked for and speaks to the subject in other words; without it, the question's
  // own words are too few to measure a share by, and only a very thin one is
  // a field's vocabulary is too wide to measure a share of the subject by: the rule above judges
  // a question set in a field by what it asks
  if (type !== 'Coding' && !offTopic && !open && polarity !== 'fits' && !fieldOnly(q) && f.wordCount >= 25) {
    const shaped = shapedAnswer(f, q);
    const elsewhere = toldElsewhere(f, q);
    if (q.confident && t.density < 0.1 && !(shaped && inOtherWords(t, f, q))) {
      // a thin share of the subject in a complete account of something else is an answer to
      // another question; in a vague one it is a weak answer to this one
      // only with evidence: it names none of what is asked, or plainly tells another subject
      const another = !t.ask || t.ask.core.length === 0 || otherSubject(f, q) >= 3;
      if (elsewhere && t.density < 0.08 && another) offTopic = true;
      else caps.push({ limit: 3.5, reason: 'mostly about another subject' });
    } else if (
      !q.confident &&
      t.density < 0.05 &&
      // with no intent to read, the question's own ask is the evidence: a shaped answer that names
      // half of it or more ('a web form', 'a screen reader') speaks to the subject in its own words
      !(shaped && (inOtherWords(t, f, q) || (t.ask?.share ?? 0) >= 0.5))
    ) {
      // the setting named back ('a screen reader') still ties an account to the question
      if (elsewhere && touches(t, true) <= 1) offTopic = true;
      else
        caps.push(
          shaped
            ? { limit: 5.5, reason: 'say how it answers the question, in its own words' }
            : { limit: 3.5, reason: 'mostly about another subject' },
        );
    }
  }
  // sweeping claims, hedges and blame in place of a case or a method: what a coach calls weak
  const weakness = f.blame.length + 0.5 * f.hedges.length + 0.5 * f.generic.length;
  if (type !== 'Coding' && weakness >= 1.5 && f.numbers.length === 0)
    caps.push({ limit: 3, reason: 'generalities and hedges instead of a real case' });
  if (offTopic) caps.unshift({ limit: 1.5, reason: 'answers another question' });
  let depth = fractionOf(checks['Technical Depth']);
  let clarity = fractionOf(checks['Clarity & Structure']);
  let relevance = fractionOf(checks['Relevance & Examples']);
  // a convex curve: meeting most checks is adequate (5-6), only meeting nearly all is strong (8-9)
  const raw = 9.4 * (0.35 * depth + 0.3 * clarity + 0.35 * relevance) ** 1.5;
  const limit = Math.min(10, ...caps.map((c) => c.limit));
  // a cap is soft at its top: answers held to the same ceiling keep their order below it
  const held = (ceiling: number) => Math.min(raw, ceiling - 0.5 + 0.5 * Math.min(1, raw / 9.4));
  // an answer to the question, however weak (a spoken one at least 1.5, code 1), ranks above a
  // fluent answer to another one (0.4-0.9, by how well it is told)
  const floor = type === 'Coding' ? 1 + Math.min(0.6, raw / 2) : 1.5 + Math.min(0.3, raw / 4);
  const score = offTopic ? 0.4 + 0.5 * Math.min(1, raw / 9.4) : Math.max(held(limit), floor);
  if (score < raw) {
    // the ratings follow the score down, so a capped answer is not rated Excellent anywhere
    const ratio = score / raw;
    depth *= ratio;
    clarity *= ratio;
    relevance *= ratio;
  }
  if (offTopic) relevance = Math.min(relevance, 0.2);
  // a criterion rated down by a cap says why, so no 'Needs Improvement' sits next to 'nothing missing'
  const fractions: [CriterionName, number][] = [
    ['Technical Depth', depth],
    ['Clarity & Structure', clarity],
    ['Relevance & Examples', relevance],
  ];
  const reason = caps.filter((c) => c.reason).sort((a, b) => a.limit - b.limit)[0]?.reason;
  for (const [criterion, fraction] of fractions)
    if (ratingFor(fraction) === 'Needs Improvement' && !checks[criterion].some((c) => c.lacked))
      checks[criterion].push({ weight: 0, pass: 1, lacked: reason ?? 'too thin to judge well' });
  return {
    depth,
    clarity,
    relevance,
    onQuestion: t.strength,
    questionHits: t.hits,
    offTopic,
    tooShort,
    hasExample,
    lengthFit: fit,
    score,
    checks,
    caps: caps
      .filter((c) => c.reason)
      .sort((a, b) => a.limit - b.limit)
      .map((c) => c.reason),
    offTopicReason,
  };
}
