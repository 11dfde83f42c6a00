import { countFillerWords, type FillerWordCount } from '../../domain/filler-words.ts';
import { sentences, words } from '../../domain/text.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { keywords } from './text-tools.ts';

/** What the rubric and the follow-up rules read from an answer; each field keeps its evidence. */
export interface AnswerFeatures {
  wordCount: number;
  star: { situation?: string; task?: string; action?: string; result?: string; reflection?: string };
  /** First-person actions: 'I wrote', 'I asked' … */
  actions: string[];
  numbers: string[];
  skills: string[];
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
  keywords: Set<string>;
}

const SITUATION =
  /\b(when (i|we|our)|at (my|our|the) (last|previous|current|old)?\s?\w+|in my (last|previous|current) (job|role|team|position)|during (a|an|my|our|the)|last (year|quarter|month|week)|once,? (a|an|my|our|i|we)|our team (was|had)|there was a|we were|we had a|i was working)\b/i;
const TASK =
  /\b(my (task|role|job|goal|responsibility|priority) (was|is)|i was (responsible|asked|tasked|in charge)|i needed to|i had to|the goal was|we needed to|my responsibility)\b/i;
const IRREGULAR =
  'built|wrote|led|ran|made|took|set|chose|drove|gave|met|sent|spoke|began|brought|found|put|kept|told|sat|went|got|saw|shipped|rewrote|did|held|paid|stood|taught|won|lost|left|caught|swapped|broke|split|cut';
const ACTION = new RegExp(`\\b(?:I|I then|I also|I first|I quickly)\\s+(\\w+ed|${IRREGULAR})\\b`, 'g');
const RESULT =
  /\b(as a result|resulted in|the result|in the end|outcome|which (led|meant|helped|cut|reduced|increased|saved)|so we|we (shipped|launched|closed|won|cut|reduced|increased|saved|improved|kept)|(reduced|increased|improved|saved|grew|cut|dropped|lifted|raised|doubled|halved|avoided|approved|thanked|prevented) |went from|from \S+ to \S+)/i;
const REFLECTION =
  /\b(i learned|taught me|the lesson|since then|now i|next time|i would do differently|i changed)\b/i;
// digit runs are bounded: an unbounded run before a unit that never comes is rescanned from each digit
const NUMBER =
  /(?:[$€£]\s?\d[\d,.]{0,24}\s?[kmb]?|\b\d[\d,.]{0,24}\s?(?:%|percent|x\b|k\b|ms\b|m\b|hours?|days?|weeks?|months?|minutes?|years?|people|engineers|users|customers|patients|stores|clinics|services|deals|calls|times)|\b\d{1,24}\/\d{1,24}\b|\b\d{2,24}[\d,.]{0,24}\b)/gi;
const REASONING =
  /\b(because|so that|which means|that way|in order to|trade-?offs?|instead of|rather than|the reason|depending on|otherwise|since|to avoid|so (the|it|we|they))\b/gi;
const VAGUE = /\b(stuff|things|etc|somehow|whatever|pretty much|a lot|various|just|usually|always)\b/gi;
const HEDGES = /\b(i think|i guess|maybe|probably|i'm not sure|not sure|i believe|hopefully)\b/gi;
const MARKERS =
  /\b(first|then|next|after that|finally|second|third|to start|in the end|once that|before|afterwards)\b/gi;
const OWN =
  /\b([Aa]t (my|our) (last|previous|current)? ?\w+|[Ii]n my (last|previous|current) (job|role|team|unit)|[Aa]t [A-Z][a-z]+(?: [A-Z][a-z]+)?|we had (exactly|a similar|the same)|in my unit|I (introduced|used|built|ran|did|implemented|led|designed|wrote|set up))\b/;
// matched against the line without its indentation: a leading `\s*` before alternatives that scan
// the rest of the line would make a blank or deeply indented line quadratic
const CODE_LINE =
  /^(def |class |function |return\b|for |if |elif |else:|while |import |from \w+ import|const |let |var |public |private |select\b|from\b|where\b|join\b|group by|order by|having\b|with \w+ as|insert |update |[\w.[\]]+\s*=[^=]|.*[{};]\s*$|.*\)\s*:\s*$)/i;
const COMPLEXITY = /\bO\([^)]{1,20}\)|\b(linear|logarithmic|quadratic|constant) time\b|\btime complexity\b/i;
const EDGE =
  /\b(edge cases?|empty (list|string|input|array|table)|null|none\b|duplicates?|negative|single (element|item|interval)|missing|zero|time zones?|capacity of (one|1))\b/i;
const TESTING = /\b(tests?|assert|pytest|unit tests?|test cases?)\b/i;

function isCodeLine(line: string): boolean {
  return CODE_LINE.test(line.trimStart());
}

function all(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0].trim());
}

function firstSentence(list: string[], pattern: RegExp): string | undefined {
  return list.find((s) => pattern.test(s));
}

export function answerFeatures(answer: string): AnswerFeatures {
  const lines = answer.split(/\r?\n/);
  const codeLines = lines.filter((l) => l.trim() && isCodeLine(l)).length;
  const prose = lines.filter((l) => !isCodeLine(l)).join('\n');
  const list = sentences(prose);
  const fillers = countFillerWords(answer);
  const actions = all(ACTION, prose);
  return {
    wordCount: words(answer).length,
    star: {
      situation: list.find((s) => SITUATION.test(s) || /\b[Aa]t [A-Z][a-z]+/.test(s)),
      task: firstSentence(list, TASK),
      action: actions[0],
      result: firstSentence(list, RESULT),
      reflection: firstSentence(list, REFLECTION),
    },
    actions,
    numbers: all(NUMBER, prose),
    skills: taxonomy
      .detect(answer)
      .filter((s) => !s.soft)
      .map((s) => s.name),
    reasoning: all(REASONING, prose),
    vague: all(VAGUE, prose),
    hedges: all(HEDGES, prose),
    fillers,
    fillerCount: fillers.reduce((s, f) => s + f.count, 0),
    structureMarkers: all(MARKERS, prose),
    ownExperience: prose.match(OWN)?.[0],
    code: { lines: codeLines, present: codeLines >= 2 },
    complexity: answer.match(COMPLEXITY)?.[0],
    edgeCases: answer.match(EDGE)?.[0],
    testing: answer.match(TESTING)?.[0],
    keywords: keywords(answer),
  };
}
