import { countFillerWords, type FillerWordCount } from '../../domain/filler-words.ts';
import { sentences, words } from '../../domain/text.ts';
import { type CodeAnalysis, analyseCode, splitCode } from './evaluation/code-analysis.ts';
import { type AnswerKinds, answerKinds } from './evaluation/answer-kinds.ts';
import { type KeyedText, keyed } from './evaluation/concepts.ts';
import { tokens } from './evaluation/lemmas.ts';
import { quantities } from './evaluation/quantities.ts';
import { pastActions, pastVerbCount, type Star, starParts } from './evaluation/star.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { keywords } from './text-tools.ts';

/** What the rubric and the follow-up rules read from an answer; each field keeps its evidence. */
export interface AnswerFeatures {
  wordCount: number;
  star: Star;
  /** First-person past actions: 'I wrote', 'I asked' … */
  actions: string[];
  numbers: string[];
  skills: string[];
  /**
   * Words written as a field's own terms, known to the skill map or not: acronyms ('WCAG') and
   * compound names ('VoiceOver'). A method in a field the map does not cover still names its
   * specifics. (Hyphenated words are left out: 'long-term' and 'data-driven' look the same.)
   */
  terms: string[];
  reasoning: string[];
  vague: string[];
  hedges: string[];
  fillers: FillerWordCount[];
  fillerCount: number;
  structureMarkers: string[];
  /** Talks about something the candidate did, not what one would do. */
  ownExperience: string | undefined;
  code: { lines: number; present: boolean };
  complexity: string | undefined;
  edgeCases: string | undefined;
  testing: string | undefined;
  /** Stemmed content words (the shared keyword form). */
  keywords: Set<string>;
  /** The whole answer as concept keys (lemmas), for intent and task matching. */
  concepts: KeyedText;
  /** Sweeping statements instead of a case: 'I always…', 'the key is…', 'best practices'. */
  generic: string[];
  /** Putting the problem on someone else: 'that's their job', 'QA didn't catch it'. */
  blame: string[];
  /** What the code does, when there is code. */
  codeAnalysis: CodeAnalysis;
  /** Words of prose outside the code. */
  proseWords: number;
  /** The prose outside the code, as written: feedback quotes it in the answer's own words. */
  prose: string;
  /** A first-person story told in the past: 'I', 'we', 'my' with past-tense verbs. */
  narrative: boolean;
  /** Whether it went wrong or was a disagreement; the reasons, goals, career or strengths it gives. */
  kinds: AnswerKinds;
}

/** Longest answer read in full; the product caps answers at 5,000 characters, this leaves room. */
export const MAX_ANSWER = 20_000;

const REASONING =
  /\b(?:because|so that|which means|that way|in order to|trade-?offs?|instead of|rather than|the reason|depending on|depends on|otherwise|since|to avoid|so (?:the|it|we|they|i|nobody)|the price is|the risk|at the cost|which is why|that's why|unless)\b/gi;
const VAGUE =
  /\b(?:stuff|things|etc|somehow|whatever|pretty much|a lot|lots of|various|kind of|sort of|or something|and so on)\b/gi;
const HEDGES =
  /\b(?:i think|i guess|maybe|probably|i'm not sure|not sure|i believe|hopefully|i suppose|should work|i'd need to test|it could be|it might be)\b/gi;
const MARKERS =
  /\b(?:first|firstly|then|next|after that|finally|second|secondly|third|to start|in the end|once that|before|afterwards|start by|start with|alongside|on the \w{2,12} side)\b/gi;
const GENERIC =
  /\b(?:always|usually|generally|in general|typically|at the end of the day|the key (?:is|to)|best practices?|(?:is|are) (?:really |very |so )?important|i'?m (?:a|very|always|pretty) |i try to|i make sure|i just|people (?:need|are|appreciate|usually)|you (?:need to|have to|just)|everyone (?:should|makes)|every (?:child|person|patient|customer|student|team) (?:is|deserves|learns)|right (?:mindset|attitude)|comes with the job|all the time|most of the time|i don't really|i don't have a specific|out of the box)\b/gi;
const BLAME =
  /\b(?:their (?:fault|job|end|problem)|on (?:them|their end)|not my (?:job|fault|problem)|(?:qa|they|the client|the customer|my manager|the manager|the product manager|management|the engineers|the doctors) (?:didn't|did not|never|pushed|usually decide)|on the customer's side|overreacting|it's on them|let my manager deal|because they are senior|what they say|ask the [a-z]{2,20} team|trust your gut|and move on|wouldn't spend|isn't really something|not really something|there might not be|doesn't really matter|hard to measure exactly|make them match|probably (?:just|on|a problem)|more of an? [a-z]{2,20} task|mostly because)\b/gi;
const OWN =
  /\b(?:at (?:my|our) (?:last|previous|current|old)? ?(?:job|role|company|team|school|hotel|unit|ward|firm|agency)|in my (?:last|previous|current) (?:job|role|team|unit|position|company)|when (?:we|i) did this|during (?:student teaching|my placement|my residency|my internship)|in my unit|i've done in practice|what i've done|we had exactly|(?:[Ll]ast|[Oo]ne) (?:month|week|year|shift|night|winter|summer|spring|autumn|term|quarter),? (?:a|an|the|one|my|our|I|we)\b|[Aa]t [A-Z][a-z]{2,20}\b)/;
/** When something happened: one first-person past action placed in time is experience too. */
const PAST_TIME =
  /\b(?:last (?:week|month|year|quarter|term|spring|summer|autumn|fall|winter)|(?:a|one|two|three|four|five|\d{1,2}) (?:weeks?|months?|years?) ago|in (?:19|20)\d\d|previously|earlier this year)\b/i;
const FIRST_PERSON = /\b(?:I|we)\b/;
const COMPLEXITY =
  /\bO\([^()\n]{1,20}\)|\b(?:linear|logarithmic|quadratic|constant|log-linear) (?:time|space)\b|\btime complexity\b|\bspace complexity\b/i;
const EDGE =
  /\b(?:edge cases?|corner cases?|empty (?:list|string|input|array|table|stack|map)|null|none\b|duplicates?|negative|single (?:element|item|interval|node|character|booking)|zero|time zones?|capacity of (?:one|1)|no orders|no solution|only touch|touching|unsorted|overflow|boundary|invalid input|missing key)\b/i;
const TESTING = /\b(?:tests?|assert|pytest|jest|unit[- ]tests?|test cases?|i'd test|would test|tested)\b/i;

function all(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0].trim());
}

export function answerFeatures(answer: string): AnswerFeatures {
  const text = answer.length > MAX_ANSWER ? answer.slice(0, MAX_ANSWER) : answer;
  const { code, prose } = splitCode(text);
  const list = sentences(prose);
  const fillers = countFillerWords(text);
  const proseTokens = tokens(prose);
  const actions = pastActions(proseTokens);
  const codeAnalysis = analyseCode(code, prose);
  return {
    wordCount: words(text).length,
    star: starParts(list, actions),
    actions,
    numbers: quantities(prose),
    skills: taxonomy
      .detect(text)
      .filter((s) => !s.soft)
      .map((s) => s.name),
    terms: termsIn(prose),
    reasoning: all(REASONING, prose),
    vague: all(VAGUE, prose),
    hedges: all(HEDGES, prose),
    fillers,
    fillerCount: fillers.reduce((s, f) => s + f.count, 0),
    structureMarkers: all(MARKERS, prose),
    ownExperience: prose.match(OWN)?.[0] ?? ownActions(actions, list),
    code: { lines: codeAnalysis.lines, present: codeAnalysis.lines >= 2 },
    complexity: text.match(COMPLEXITY)?.[0],
    edgeCases: prose.match(EDGE)?.[0] ?? codeAnalysis.guards[0],
    testing: prose.match(TESTING)?.[0],
    keywords: keywords(text),
    concepts: keyed(text),
    generic: all(GENERIC, prose),
    blame: all(BLAME, prose),
    codeAnalysis,
    proseWords: proseTokens.length,
    prose,
    narrative:
      pastVerbCount(proseTokens) >= 3 &&
      proseTokens.filter((t) => t === 'i' || t === 'we' || t === 'my' || t === 'our').length >= 2,
    kinds: answerKinds(prose),
  };
}

// each alternative is a bounded run of letters: linear on any input
const TERM = /\b(?:[A-Z]{2,8}s?|[A-Z]?[a-z]{1,30}[A-Z][A-Za-z]{1,30})\b/g;
const NOT_TERMS = new Set(['OK', 'AM', 'PM', 'US', 'UK', 'TV', 'ID', 'IDs']);

/** The distinct field terms of a text, as written (see AnswerFeatures.terms). */
function termsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [term] of text.matchAll(TERM)) if (!NOT_TERMS.has(term)) found.add(term);
  return [...found];
}

/** Two things the candidate did, or a sentence of theirs placed in time ('a form I fixed last year'). */
function ownActions(actions: string[], list: string[]): string | undefined {
  const own = actions.filter((a) => a.startsWith('I '));
  if (own.length >= 2) return own[0];
  const placed = list.find((sentence) => FIRST_PERSON.test(sentence) && PAST_TIME.test(sentence));
  return placed;
}
