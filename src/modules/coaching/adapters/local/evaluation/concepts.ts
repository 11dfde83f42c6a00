import data from './intents.json' with { type: 'json' };
import relatedData from './related-words.json' with { type: 'json' };
import { stem } from '../text-tools.ts';
import { conceptKey, keysOf, tokens } from './lemmas.ts';

/** A word or phrase of the concept map as concept keys ('pushed back' -> ['push', 'back']). */
export type Term = {
  text: string;
  keys: string[];
  /** The words through the shared stemmer alone, to match a bag of already-stemmed words. */
  stems: string[];
};

export interface Intent {
  id: string;
  /** What an answer to it must be about, for feedback ('how you led people through it'). */
  label: string;
  cues: Term[];
  family: Term[];
  /**
   * The actions that make a story one of this situation type ('ranked', 'deferred', 'said no' for
   * prioritisation); empty when the intent names none.
   */
  acts: Term[];
  /** A wide intent (teamwork): its cue words in an answer do not show the answer is on topic. */
  broad: boolean;
  /** A field of work (clinical care), not a kind of situation: its words show no other subject. */
  domain: boolean;
  /**
   * The cue words that name the field itself ('patient', 'class'): they set a question's scene
   * but do not say what it asks, so they neither make its intent confident nor show an answer
   * is on topic.
   */
  setting: Term[];
}

export interface CodingTask {
  id: string;
  /** The approach the task usually needs, for feedback. */
  label: string;
  cues: Term[];
  /** Any one of these in the answer shows the approach that solves the task. */
  core: Term[];
  techniques: Term[];
  edgeCases: Term[];
}

const term = (text: string): Term => ({
  text,
  keys: tokens(text).map(conceptKey),
  stems: tokens(text).map((w) => stem(w)),
});
const terms = (list: string[]) => list.map(term).filter((t) => t.keys.length > 0);

type RawIntent = {
  label: string;
  cues: string[];
  family: string[];
  acts?: string[];
  broad?: boolean;
  domain?: boolean;
  setting?: string[];
};
type RawTask = { label: string; cues: string[]; core: string[]; techniques: string[]; edgeCases: string[] };
const raw = data as { intents: Record<string, RawIntent>; codingTasks: Record<string, RawTask> };

export const INTENTS: Intent[] = Object.entries(raw.intents).map(([id, i]) => ({
  id,
  label: i.label,
  cues: terms(i.cues),
  // the subject's own words ('slow', 'faster') belong to its family too: a shallow answer still speaks of it
  family: terms([...i.family, ...i.cues]),
  acts: terms(i.acts ?? []),
  broad: i.broad === true,
  domain: i.domain === true,
  setting: terms(i.setting ?? []),
}));

/** Whether a cue of an intent only names its field ('patient' of clinical care). */
export function isFieldWord(intent: Intent, cue: Term): boolean {
  const id = cue.keys.join(' ');
  return intent.setting.some((t) => t.keys.join(' ') === id);
}

/**
 * Related words of question words ('colleague' -> 'peer', 'teammate'), by the key of the question
 * word: what an answer to a question no intent covers may say instead of the question's own words.
 */
export const RELATED: Map<string, Term[]> = new Map(
  Object.entries((relatedData as { related: Record<string, string[]> }).related).map(([word, list]) => [
    conceptKey(word),
    terms(list),
  ]),
);

export const CODING_TASKS: CodingTask[] = Object.entries(raw.codingTasks).map(([id, t]) => ({
  id,
  label: t.label,
  cues: terms(t.cues),
  core: terms(t.core),
  techniques: terms(t.techniques),
  edgeCases: terms(t.edgeCases),
}));

/**
 * A text as concept keys: the ordered sequence (for phrases) and the set (for words). When only
 * a bag of keys is known (an older caller hands over stemmed words), phrases match when all of
 * their words are present.
 */
export interface KeyedText {
  sequence: string[];
  set: Set<string>;
  /** Key pairs 'a b' that occur next to each other, for two-word phrases. */
  pairs: Set<string> | null;
}

export function keyed(text: string): KeyedText {
  const { sequence, set } = keysOf(text);
  const pairs = new Set<string>();
  for (let i = 1; i < sequence.length; i += 1) pairs.add(`${sequence[i - 1]} ${sequence[i]}`);
  return { sequence, set, pairs };
}

export function keyedBag(keys: Iterable<string>): KeyedText {
  const set = new Set(keys);
  return { sequence: [...set], set, pairs: null };
}

function phraseAt(sequence: string[], keys: string[], start: number): boolean {
  for (let j = 0; j < keys.length; j += 1) if (sequence[start + j] !== keys[j]) return false;
  return true;
}

/** A stem in a bag of stems; the light stemmer cuts 'disagreed' and 'disagree' differently. */
function inBag(bag: Set<string>, stemmed: string): boolean {
  if (bag.has(stemmed)) return true;
  if (stemmed.length < 5) return false;
  for (const w of bag)
    if (
      w.length >= 5 &&
      (w.startsWith(stemmed) || stemmed.startsWith(w)) &&
      Math.abs(w.length - stemmed.length) <= 2
    )
      return true;
  return false;
}

/** Whether the text contains the term: a word by its key, a phrase as consecutive keys. */
export function hasTerm(text: KeyedText, t: Term): boolean {
  if (text.pairs === null && t.stems.every((k) => inBag(text.set, k))) return true;
  const [first, second] = t.keys;
  if (first === undefined || !text.set.has(first)) return false;
  if (second === undefined) return true;
  if (!text.set.has(second)) return false;
  if (text.pairs === null) return t.keys.every((k) => text.set.has(k));
  if (!text.pairs.has(`${first} ${second}`)) return false;
  if (t.keys.length === 2) return true;
  for (let i = 0; i < text.sequence.length; i += 1)
    if (text.sequence[i] === first && phraseAt(text.sequence, t.keys, i)) return true;
  return false;
}

/** The terms of a list found in the text, one per distinct wording. */
export function termsIn(text: KeyedText, list: Term[]): string[] {
  const found = new Set<string>();
  for (const t of list) if (hasTerm(text, t)) found.add(t.keys.join(' '));
  return [...found];
}
