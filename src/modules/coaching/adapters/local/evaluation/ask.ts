import { isStopword } from '../text-tools.ts';
import { conceptKey } from './lemmas.ts';

/**
 * The question's specific ask, as opposed to its general subject: the words of what it asks for
 * ('difficult feedback', 'decide', 'indices', 'add up', 'target') and the words of its setting
 * ('to a colleague', 'in a string', 'for a public API'). An answer that never names the thing
 * asked, only the setting, answers another question in the same area: a pricing story told to a
 * prioritisation question, a palindrome check written for a first-unique-character task.
 */
export interface Ask {
  /** Keys of what the question asks for. */
  core: string[];
  /** Keys of its setting: the phrase after a preposition ('of integers', 'to a colleague'). */
  context: string[];
  /** The figures the question itself gives ('68-year-old', '39 °C'): repeating them measures nothing. */
  figures: string[];
}

export interface AskCoverage {
  core: string[];
  context: string[];
  /** Core hits count 1, setting hits 0.5. */
  points: number;
  /** Share of the ask the answer speaks to, 0-1. */
  share: number;
}

const PREPOSITIONS = new Set(
  'of in to for with on at from about into than through without within behind between across under over by'.split(
    ' ',
  ),
);
const DETERMINERS = new Set('a an the your our their his her its my these those all some any one'.split(' '));
/** Words of every question that say nothing about what is asked. */
const FRAMING = new Set(
  (
    'tell time describe handle outcome result walk approach happen would could give talk through explain ' +
    'decision make what how why did use your own about example specific situation first end complexity ' +
    'edge case python java javascript typescript sql go rust ruby kotlin swift c# c++ design assumption ' +
    'operation run implement write function method given list return solution discuss someone deal ' +
    'happened do learn you yourself me want wanted there thing way work whether when where which who space ' +
    'have has had get got can will should must might also such like please briefly step ' +
    'build put together next create ' +
    'wasn isn don doesn didn aren weren couldn wouldn'
  )
    .split(' ')
    .map(conceptKey),
);

const MAX_QUESTION = 1200;

/** Word tokens of a question, hyphenated words split ('non-repeating' -> 'non', 'repeating'). */
function questionTokens(text: string): { word: string; stop: boolean }[] {
  const out: { word: string; stop: boolean }[] = [];
  for (const m of text
    .slice(0, MAX_QUESTION)
    .toLowerCase()
    .matchAll(/[a-z0-9]{1,30}|[,.;:?!()]/g))
    out.push({ word: m[0], stop: !/^[a-z0-9]/.test(m[0]) });
  return out;
}

/** The ask of a question: content keys split into what it asks for and the setting it names. */
export function askOf(question: string): Ask {
  const core = new Set<string>();
  const context = new Set<string>();
  let inSetting = 0;
  const list = questionTokens(question);
  for (let i = 0; i < list.length; i += 1) {
    const { word, stop } = list[i]!;
    if (stop) {
      inSetting = 0;
      continue;
    }
    // 'to' before a verb ('to lead', 'to analyse') starts no setting; before 'a', 'the' it does;
    // 'about' after 'tell me' introduces what is asked, not its setting
    const asking = word === 'about' && /^(?:me|us|tell|talk|think)$/.test(list[i - 1]?.word ?? '');
    if (PREPOSITIONS.has(word) && !asking && (word !== 'to' || DETERMINERS.has(list[i + 1]?.word ?? ''))) {
      inSetting = 3;
      continue;
    }
    if (DETERMINERS.has(word)) continue;
    const key = conceptKey(word);
    if (word.length < 3 || /^\d/.test(word) || isStopword(word) || FRAMING.has(key)) {
      // a verb or a clause word ends the setting ('numbers that add up')
      if (inSetting > 0 && (isStopword(word) || FRAMING.has(key))) inSetting = 0;
      continue;
    }
    if (inSetting > 0) {
      context.add(key);
      inSetting -= 1;
    } else core.add(key);
  }
  for (const k of core) context.delete(k);
  const figures = [...question.slice(0, MAX_QUESTION).matchAll(/\d{1,12}/g)].map((m) => m[0]);
  return { core: [...core], context: [...context], figures: [...new Set(figures)] };
}

/** The answer's figures that are its own, not the question's repeated back. */
export function ownFigures(ask: Ask | undefined, numbers: string[]): string[] {
  if (!ask || ask.figures.length === 0) return numbers;
  return numbers.filter((n) => !ask.figures.includes(n.match(/\d{1,12}/)?.[0] ?? ''));
}

/** The answer's keys, with the words of code identifiers split ('twoSum', 'first_unique'). */
export function identifierKeys(code: string): Set<string> {
  const out = new Set<string>();
  for (const m of code.slice(0, 20_000).matchAll(/[A-Za-z][A-Za-z0-9_]{0,59}/g))
    for (const part of m[0].replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_]{1,60}/))
      if (part.length >= 2) out.add(conceptKey(part));
  return out;
}

/**
 * A key in the answer, or a word sharing its first five letters ('prioritise', 'priority'), or a
 * short key the stemmer cut one letter too far ('refuses' -> 'refu', 'refused' -> 'refus').
 */
function present(answer: Set<string>, prefixes: Set<string>, key: string): boolean {
  if (answer.has(key) || (key.length >= 5 && prefixes.has(key.slice(0, 5)))) return true;
  return key.length === 4 && cutShort(answer, key);
}

function cutShort(answer: Set<string>, key: string): boolean {
  for (const k of answer) if (k.length === 5 && k.startsWith(key)) return true;
  return false;
}

/** How much of the question's ask the answer speaks to. */
export function askCoverage(ask: Ask, answer: Set<string>): AskCoverage {
  const prefixes = new Set<string>();
  for (const k of answer) if (k.length >= 5) prefixes.add(k.slice(0, 5));
  const core = ask.core.filter((k) => present(answer, prefixes, k));
  const context = ask.context.filter((k) => present(answer, prefixes, k));
  const points = core.length + 0.5 * context.length;
  const whole = Math.min(4, ask.core.length + 0.5 * ask.context.length);
  return { core, context, points, share: whole === 0 ? 1 : Math.min(1, points / whole) };
}

/**
 * The ask narrowed to the words that name the question's intent ('secure', 'attacks', 'measure',
 * 'negotiation'), wherever they sit; the rest of what the question names ('a web application', 'a
 * paid social campaign', 'far more requests than your team') becomes its setting. Repeating the
 * setting back does not answer the question: an answer on how to keep a web application fast names
 * the application, never its security. Unchanged when none of the ask's words is such a word.
 */
export function focusAsk(ask: Ask, intentKeys: ReadonlySet<string>): Ask {
  const named = [...ask.core, ...ask.context].filter((k) => intentKeys.has(k));
  if (named.length === 0) return ask;
  const core = [...new Set(named)];
  const context = [...new Set([...ask.core, ...ask.context])].filter((k) => !intentKeys.has(k));
  return { core, context, figures: ask.figures };
}
