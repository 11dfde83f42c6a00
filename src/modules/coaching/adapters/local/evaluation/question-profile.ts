import { taxonomy } from '../skill-taxonomy.ts';
import { isStopword } from '../text-tools.ts';
import {
  CODING_TASKS,
  type CodingTask,
  INTENTS,
  type Intent,
  type KeyedText,
  keyed,
  keyedBag,
  RELATED,
  termsIn,
  type Term,
} from './concepts.ts';
import { type Ask, askOf, focusAsk } from './ask.ts';
import { conceptKey, tokens } from './lemmas.ts';

/**
 * What a question asks: the intents behind it (a conflict, a failure, performance …), the
 * vocabulary an answer that addresses them uses, the question's own content words, and for a
 * coding question the task family and what the task requires.
 */
export interface QuestionProfile {
  intents: Intent[];
  /** The intents' answer vocabulary, as terms. */
  family: Term[];
  /** The question's own content keys (without the framing every question uses). */
  own: Set<string>;
  /** Skills the question names or was planned around. */
  skills: string[];
  task: CodingTask | undefined;
  requires: {
    /** Asks for the complexity, or states a bound ('in O(1) time'). */
    complexity: boolean;
    edgeCases: boolean;
    explanation: boolean;
  };
  /** The cue words the question itself uses ('disagreed', 'slow'), of its specific intents. */
  cues: Term[];
  /**
   * Whether the intents are matched with confidence: a phrase cue ('difficult feedback', 'rate
   * limiting') or two cue words. One incidental word ('team' in a question about onboarding) is
   * not enough to judge an answer by the intent's vocabulary alone.
   */
  confident: boolean;
  /** Words related to what the question asks ('colleague' -> 'peer'), as terms. */
  related: Term[];
  /**
   * Without a confident intent, the vocabulary the question's words belong to: the families of the
   * intents that share two of its words, and the related-word lists its words appear in. Weaker
   * evidence than the question's own words, but how a strong answer says the same in other words.
   */
  expanded: Term[];
  /** Whether the question asks for a story from the candidate's past ('tell me about a time'). */
  asksStory: boolean;
  /** Whether the question asks what the candidate learned. */
  asksLesson: boolean;
  /** What the question specifically asks for, and its setting; unknown for a bag of words. */
  ask: Ask | undefined;
  /**
   * The ask narrowed to the words naming the question's intent, the rest as setting (see
   * focusAsk); the same as `ask` when the intent is not known with confidence.
   */
  subject: Ask | undefined;
  /**
   * An open prompt that asks for any good story or overview of the candidate's own work, not for
   * one kind of situation: 'story' (an achievement, what they are proudest of, the story behind a
   * resume line) or 'overview' (tell me about yourself, a typical week, why this role, strengths).
   * Its words name a setting (the job title, a company, a resume line), not a subject to answer.
   */
  open: OpenPrompt | undefined;
}

export type OpenPrompt = 'story' | 'overview';

/** Framing words of questions that say nothing about their subject. */
const FRAMING = new Set(
  (
    'tell time describe handle outcome result walk approach happen would could give talk through explain ' +
    'decision make what how why did use your own about example specific situation first month end ' +
    'complexity edge case cases python java javascript typescript sql approach design assumption ' +
    'operation run implement write function method given list return solution discuss me someone ' +
    'go deal happened do learn you yourself'
  )
    .split(' ')
    .map(conceptKey),
);

function contentKeys(text: KeyedText): Set<string> {
  return new Set([...text.set].filter((k) => k.length >= 3 && !isStopword(k) && !FRAMING.has(k)));
}

/** How strongly a question signals an intent: a phrase cue counts 2, a single word 1. */
function cueScore(text: KeyedText, intent: Intent): number {
  let score = 0;
  for (const c of intent.cues) if (termsIn(text, [c]).length > 0) score += c.keys.length >= 2 ? 2 : 1;
  return score;
}

const STORY =
  /\b(?:tell me about (?:a|an|the|someone|how)|describe (?:a|an|the) (?:time|situation|moment|case|occasion|project|process|negotiation|dilemma|decision|mistake|conflict)|give (?:me )?an example|walk me through (?:a|an) (?:time|situation|negotiation|project|decision)|have you ever|a time (?:you|when)|share an? (?:example|experience))\b/i;

/**
 * How open prompts are phrased in general: asking for the best piece of one's own work, or for
 * the story of something already on the resume, without naming a kind of situation.
 */
const OPEN_STORY =
  /\b(?:(?:biggest|greatest|proudest|best|main|key|top) (?:achievements?|accomplishments?|wins?|contributions?|successes)|achievements?|accomplishments?|proudest|(?:most )?proud of|career highlights?|highlights? of your (?:career|work)|story behind (?:it|that|this|them)|tell me more about (?:it|that|this)|most like to be judged on|best (?:shows|demonstrates|represents|illustrates)|(?:most|best) (?:significant|meaningful|impactful|important|memorable) (?:project|piece of work|work|contribution|thing you)|piece of work you|what exactly did you do yourself|your (?:own )?(?:part|role|contribution) in (?:it|that|this)|hardest moment in (?:that|this|the) work)\b/i;
/** Open prompts for an overview of the candidate: their background, motives and strengths. */
const OPEN_OVERVIEW =
  /\b(?:tell me about yourself|tell us about yourself|introduce yourself|walk me through your (?:background|resume|cv|career|experience)|(?:your|a) typical (?:week|day|shift)|typical (?:week|day|shift) (?:look|looks|is)|day[- ]to[- ]day|why (?:this|our|the) (?:role|job|company|position|team)|why do you want (?:this|the|to)|what draws you|what made you apply|why (?:are you|did you) (?:apply|applying|leave|leaving|looking)|a year from now|(?:five|5|three|3) years from now|where do you see yourself|(?:your|greatest|biggest|main|key) (?:strengths?|weakness(?:es)?)|strengths and weaknesses|how would your (?:last |current |former |previous )?(?:manager|boss|colleagues|coworkers|peers|team|reports) describe|what motivates you|what are you looking for)\b/i;

function openPrompt(raw: string): OpenPrompt | undefined {
  const head = raw.slice(0, 1200);
  if (OPEN_STORY.test(head)) return 'story';
  return OPEN_OVERVIEW.test(head) ? 'overview' : undefined;
}

/** Single-word terms by key, for looking up which vocabularies a question word belongs to. */
const wordKeys = (list: Term[]) => new Set(list.filter((t) => t.keys.length === 1).map((t) => t.keys[0]!));
const FAMILY_WORDS = INTENTS.filter((i) => !i.broad).map((i) => ({ i, words: wordKeys(i.family) }));
/** Words in many intents' families ('result', 'time', 'team') say nothing about one subject. */
const COMMON = (() => {
  const counts = new Map<string, number>();
  for (const { words } of FAMILY_WORDS) for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= 4).map(([w]) => w));
})();
const RELATED_LISTS = [...RELATED.entries()].map(([key, list]) => ({ key, list, words: wordKeys(list) }));

/**
 * The vocabulary a question's words belong to ('cost' -> 'budget', 'saving', 'spend'): the family of
 * an intent holding two of the words (one shared word is too incidental to speak for a subject), and
 * every related-word list a word appears in, with the word it lists them for.
 */
export function expandedVocabulary(keys: Set<string>): Term[] {
  const out: Term[] = [];
  for (const { i, words } of FAMILY_WORDS) {
    let shared = 0;
    for (const k of keys) if (words.has(k)) shared += 1;
    if (shared >= 2) out.push(...i.family);
  }
  for (const { key, list, words } of RELATED_LISTS)
    if (![...keys].some((k) => k === key) && [...keys].some((k) => words.has(k)))
      out.push({ text: key, keys: [key], stems: [key] }, ...list);
  const seen = new Set<string>();
  return out.filter((t) => {
    const id = t.keys.join(' ');
    if (keys.has(id) || seen.has(id) || COMMON.has(id) || FRAMING.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function build(text: KeyedText, raw: string, focusSkills: string[], ask?: Ask): QuestionProfile {
  const scored = INTENTS.map((i) => ({ i, score: cueScore(text, i) })).filter((m) => m.score > 0);
  // a broad intent ('improve', 'team') only stands in when nothing more specific was asked
  const specific = scored.filter((m) => !m.i.broad);
  const pool = specific.length > 0 ? specific : scored;
  // an intent signalled much more weakly than the best one is incidental ('prospect' in a question
  // about a price objection): its vocabulary would let an answer to another question pass
  const top = Math.max(0, ...pool.map((m) => m.score));
  const intents = pool.filter((m) => m.score * 2 >= top).map((m) => m.i);
  // a phrase cue or two cue words; or one cue word that is what the question asks about, not its
  // setting ('difficult feedback to a colleague': 'feedback' is asked, 'colleague' is the setting)
  // and not a purpose at the end of the ask ('learn a new tool quickly to deliver something')
  const asked = new Set((ask?.core ?? []).slice(0, 2));
  const confident =
    specific.length > 0 &&
    (top >= 2 || intents.some((i) => !i.broad && i.cues.some((c) => c.keys.every((k) => asked.has(k)))));
  const ownKeys = contentKeys(text);
  // only what is asked is expanded, not its setting: 'the order API' names no subject to answer about
  const related = (ask ? ask.core : [...ownKeys]).flatMap((k) => RELATED.get(k) ?? []);
  const family = intents.flatMap((i) => i.family);
  const expanded = confident ? [] : expandedVocabulary(ask ? new Set(ask.core) : ownKeys);
  let task: CodingTask | undefined;
  let best = 0;
  for (const t of CODING_TASKS) {
    const hits = termsIn(text, t.cues).length;
    if (hits > best) {
      best = hits;
      task = t;
    }
  }
  const cues = intents
    .filter((i) => !i.broad)
    .flatMap((i) => i.cues.filter((c) => termsIn(text, [c]).length > 0));
  const lower = raw.toLowerCase();
  const has = (...words: string[]) => words.some((w) => text.set.has(conceptKey(w)));
  return {
    intents,
    family,
    own: ownKeys,
    skills: [...new Set([...taxonomy.names(raw), ...focusSkills])],
    task,
    requires: {
      complexity:
        has('complexity', 'efficient', 'efficiently') || /\bO\(/.test(raw) || lower.includes('time'),
      edgeCases: has('edge', 'empty', 'invalid') || lower.includes('assumption'),
      explanation: has('explain', 'talk', 'approach', 'discuss', 'walk'),
    },
    cues,
    confident,
    related,
    expanded,
    asksStory: STORY.test(raw.slice(0, 600)),
    asksLesson: has('learn', 'lesson', 'differently'),
    ask,
    subject: ask && confident ? focusAsk(ask, new Set(cues.flatMap((c) => c.keys))) : ask,
    open: openPrompt(raw),
  };
}

const cache = new Map<string, QuestionProfile>();

/** The profile of a question (the main question of its thread may be appended on a new line). */
export function questionProfile(question: string, focusSkills: string[] = []): QuestionProfile {
  const clipped = question.slice(0, 4000);
  const id = `${clipped}\u0000${focusSkills.join('\u0000')}`;
  const known = cache.get(id);
  if (known) return known;
  const profile = build(keyed(clipped), clipped, focusSkills, askOf(clipped));
  if (cache.size > 2000) cache.clear();
  cache.set(id, profile);
  return profile;
}

/**
 * A profile from a bag of stemmed question words, for callers that hold only the question's
 * vocabulary: intents and task are recognised from the words alone, phrases loosely.
 */
export function profileFromWords(words: Iterable<string>, skills: string[] = []): QuestionProfile {
  // the words are already stemmed; stemming them again would drop letters ('disagre' -> 'disagr')
  const keys = [...words].flatMap((w) => tokens(w));
  return build(keyedBag(keys), keys.join(' '), skills);
}
