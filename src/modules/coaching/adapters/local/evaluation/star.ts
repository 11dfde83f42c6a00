import { isPastTense } from './lemmas.ts';

export type StarPart = 'situation' | 'task' | 'action' | 'result' | 'reflection';
export type Star = Partial<Record<StarPart, string>>;

/**
 * STAR parts of a story, from explicit labels ('Situation:', 'Task -', '**Result**') or from the
 * way people tell stories ('last spring our…', 'my goal was', 'as a result', 'we ended up').
 * Sentences are clipped before matching and every pattern is a fixed word list, so this is linear.
 */
const LABEL =
  /^[\s*_#>•-]{0,8}(situation|context|background|task|goal|challenge|problem|action|actions|what i did|result|results|outcome|impact|learning|learnings|lesson|reflection)\b[\s*_]{0,6}(?:[:–—-]|$)/i;
const LABEL_PART: Record<string, StarPart> = {
  situation: 'situation',
  context: 'situation',
  background: 'situation',
  task: 'task',
  goal: 'task',
  challenge: 'task',
  problem: 'task',
  action: 'action',
  actions: 'action',
  'what i did': 'action',
  result: 'result',
  results: 'result',
  outcome: 'result',
  impact: 'result',
  learning: 'reflection',
  learnings: 'reflection',
  lesson: 'reflection',
  reflection: 'reflection',
};

const SITUATION =
  /\b(?:when (?:i|we|our|my)|at my (?:last|previous|current|old|first)|in my (?:last|previous|current|first) (?:job|role|team|position|company|school|unit|hotel)|during (?:a|an|my|our|the)|last (?:year|spring|summer|autumn|fall|winter|quarter|month|week)|(?:a few|two|three|several) (?:years|months|weeks) ago|going into|once,? (?:a|an|my|our|i|we)|our (?:team|company|unit|ward|school|hotel|store|client) (?:was|had|were)|there was a|we were|we had (?:a|an)|i was (?:working|leading|managing|the)|one of my|on a (?:busy|sold|night|late)|as (?:a|the) [a-z-]{2,30} (?:at|in|on)|before (?:black friday|launch|the)|in 20\d\d|had been built|joined (?:us|our|the))\b/i;
const TASK =
  /\b(?:my (?:task|role|job|goal|aim|responsibility|priority|challenge|brief|objective) (?:was|is)|i was (?:responsible|asked|tasked|in charge|expected|accountable)|i needed to|i had to|the (?:goal|aim|task|challenge) was|we needed to|i owned|it was (?:my|on me)|i wanted to|i set out to|i was the one|i was meant to|it was meant to|wasn't (?:on )?my|not my (?:job|role)|i decided to|i volunteered|i had (?:a|two|three|one|\d{1,3}) (?:day|days|week|weeks|hours?|months?) to|i took (?:it )?on|i asked (?:my|for) [a-z ]{0,30}to (?:take|own|lead))\b/i;
const RESULT =
  /\b(?:as a result|resulted in|the result|in the end|the outcome|outcome was|which (?:led|meant|helped|cut|reduced|increased|saved|lifted|brought|kept|gave)|led to|we ended up|ended up|by the end|so we|afterwards|went from|from [\w.$%]{1,12} to [\w.$%]{1,12}|(?:reduced|increased|improved|saved|grew|cut|dropped|fell|rose|lifted|raised|doubled|halved|tripled|avoided|prevented|recovered|shipped|launched|closed|won|hit|reached|passed|approved|agreed|signed|promoted|thanked)\b|(?:they|she|he|it|everyone|the team|the board|the client|the customer|the guest|nobody|no one) (?:left|came back|thanked|agreed|calmed|wrote|asked|was|were|had to|now)|no longer|now (?:spend|use|run|own)|was promoted|got promoted|since then|within (?:a|two|three|four|six|\d{1,3}) (?:days?|weeks?|months?|quarters?|hours?|minutes?))/i;
const REFLECTION =
  /\b(?:i learned|i learnt|taught me|the lesson|lesson i|since then|from then on|ever since|now i|i now|next time|i would do (?:it )?differently|what i took from|i took away|i realised|i realized|it showed me|i've since|my takeaway)\b/i;

/** Verbs after 'I' that are not actions: states, opinions, hypotheticals. */
const NOT_ACTIONS = new Set(
  'was were had did thought felt believed guessed liked loved hoped wished wanted needed used seemed supposed realised realized learned learnt knew got became'.split(
    ' ',
  ),
);
const ADVERBS = new Set(
  'then also first quickly immediately personally directly finally still just later again actually eventually instead carefully never'.split(
    ' ',
  ),
);

/** First-person past actions: 'I wrote', 'I then asked', 'we agreed'. */
export function pastActions(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length - 1; i += 1) {
    const who = tokens[i];
    if (who !== 'i' && who !== 'we') continue;
    let j = i + 1;
    if (ADVERBS.has(tokens[j]!)) j += 1;
    const verb = tokens[j];
    if (verb && !NOT_ACTIONS.has(verb) && isPastTense(verb)) out.push(`${who === 'i' ? 'I' : 'we'} ${verb}`);
  }
  return out;
}

/** The first sentence showing each STAR part; a labelled sentence wins over a prose cue. */
export function starParts(list: string[], actions: string[]): Star {
  const star: Star = {};
  const labelled: Star = {};
  for (const raw of list) {
    const s = raw.slice(0, 600);
    const label = LABEL.exec(s)?.[1]?.toLowerCase();
    const part = label ? LABEL_PART[label] : undefined;
    if (part && !labelled[part]) labelled[part] = s;
    if (!star.situation && SITUATION.test(s)) star.situation = s;
    if (!star.task && TASK.test(s)) star.task = s;
    if (!star.result && RESULT.test(s) && s !== star.situation) star.result = s;
    if (!star.reflection && REFLECTION.test(s)) star.reflection = s;
  }
  const merged: Star = { ...star, ...labelled };
  if (!merged.action && actions.length > 0) merged.action = actions[0];
  // a story that opens with where it happened has its situation in the first sentence
  if (!merged.situation && list[0] && actions.length >= 2 && /\b(?:was|were|had)\b/i.test(list[0]))
    merged.situation = list[0].slice(0, 600);
  return merged;
}

/** Past-tense verbs anywhere in the prose: a story is told in the past, a philosophy is not. */
export function pastVerbCount(tokens: string[]): number {
  let n = 0;
  for (const t of tokens) if (!NOT_ACTIONS.has(t) && isPastTense(t)) n += 1;
  return n;
}
