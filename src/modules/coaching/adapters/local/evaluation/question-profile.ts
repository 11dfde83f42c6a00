import { taxonomy } from '../skill-taxonomy.ts';
import { isStopword } from '../text-tools.ts';
import {
  CODING_TASKS,
  type CodingTask,
  INTENTS,
  type Intent,
  isFieldWord,
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
  /**
   * What an overview prompt asks the candidate to speak to: why they want the role (motivation),
   * where they are heading (goals), who they are and what they have done (summary), what they are
   * good at and working on (strengths). Empty for other questions, and for overview prompts that
   * ask about the work itself (a typical week): any account of one's own work answers those.
   */
  overview: OverviewAsk[];
  /**
   * The kind of outcome a story must tell: something that went wrong ('a launch that missed its
   * goal', 'a decision that turned out badly') or a disagreement ('an engineer objected to your
   * design'). A success story, however good, answers another question.
   */
  polarity: Polarity | undefined;
}

export type OpenPrompt = 'story' | 'overview';
export type OverviewAsk = 'motivation' | 'goals' | 'summary' | 'strengths';
export type Polarity = 'setback' | 'disagreement';

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

/**
 * How strongly a question signals an intent: a phrase cue counts 2, a single word 1. Words that
 * only name the field ('patient', 'class') are counted apart, and so are cues that sit only in the
 * setting of the ask ('a business whose sales swing', 'through a queue'): an intent signalled
 * only there is the scene of the question, not what it asks.
 */
function cueScore(text: KeyedText, intent: Intent, ask: Ask | undefined) {
  let score = 0;
  let field = 0;
  let core = 0;
  const context = new Set(ask?.context ?? []);
  for (const c of intent.cues) {
    if (termsIn(text, [c]).length === 0) continue;
    const weight = c.keys.length >= 2 ? 2 : 1;
    if (isFieldWord(intent, c)) field += weight;
    else {
      score += weight;
      if (!ask || !c.keys.every((k) => context.has(k))) core += weight;
    }
  }
  return { score, field, core };
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

/**
 * What overview prompts ask, however they are worded: the reasons for applying ('what attracted
 * you', 'why would you pick us'), the future ('where would you like your career to be', 'a few
 * years down the line'), the person ('an overview of your background'), their strengths. Each
 * pattern is a fixed word list with bounded gaps, so it stays linear on any question.
 */
const OVERVIEW_ASKS: [OverviewAsk, RegExp][] = [
  [
    'motivation',
    /\b(?:why (?:do|would|did|should|have) (?:you|we) (?:want|wish|like|apply|applied|pick|choose|chose|join|hire|leave|leaving|decide)|why (?:this|our|the|that) (?:role|job|company|position|team|school|post|field|industry|profession|organi[sz]ation|firm|hospital|sector|career|opportunity)|why (?:us|here|now)\b|what (?:attracted|attracts|drew|draws|interests|interested|excites|excited|appeals|appealed|brings|brought|led|made|makes) you|(?:draws?|drew|attracts?|attracted|appeals? to|excites?) you|interest(?:ed)? in (?:this|the|our|joining|working)|made you (?:apply|want|choose|decide|interested)|why (?:you )?(?:applied|applying|want to (?:join|work|leave|move))|over (?:the )?other (?:companies|brands|firms|schools|offers|employers|options|candidates)|(?:pick|choose|chose|joining) (?:us|our)|what motivates you|what are you looking for)\b/i,
  ],
  [
    'goals',
    /\b(?:where (?:do|would|will|can) you (?:see yourself|like to be|want to be|hope to be)|where would you like (?:your career|to be)|(?:career|professional|long[- ]term|future) (?:goals?|plans?|aspirations?|ambitions?)|(?:one|two|three|five|ten|a few|\d{1,2}) years? (?:from now|down the (?:line|road)|ahead|time)|years? down the (?:line|road)|a year from now|in the (?:long|longer) (?:term|run)|what(?:'s| is) next for you|what do you want to be doing|next step in your career|see yourself)\b/i,
  ],
  [
    'summary',
    /\b(?:tell (?:me|us) (?:a (?:bit|little) |more )?about yourself|introduce yourself|describe yourself|(?:overview|summary|rundown|outline) of (?:your|yourself)|walk (?:me|us) through your (?:background|resume|cv|career|experience|journey|path)|your (?:background|career (?:so far|path|journey|history|story))|about your (?:career|background)|who you are)\b/i,
  ],
  [
    'strengths',
    /\b(?:(?:your|greatest|biggest|main|key|top) (?:strengths?|weakness(?:es)?)|strengths and weaknesses|how would (?:your )?(?:[a-z]{1,12} ){0,2}describe (?:you|your strengths)|what are you (?:good|best|great) at|why should we hire you)\b/i,
  ],
];

/**
 * The same asks by the words they are made of rather than set phrases: 'why are you … this role',
 * 'interested in … the position', 'greatest professional strength', 'where you still need to grow'.
 * Bounded gaps keep them linear.
 */
const OVERVIEW_WORDS: [OverviewAsk, RegExp][] = [
  [
    'motivation',
    /\bwhy (?:are|do|would|did|should|have|were) you\b[^.?!]{0,60}\b(?:role|job|position|post|company|organi[sz]ation|firm|us|here|field|industry|profession|career|apply|applied|applying|join|joining|interested|moving|switch|switching|leave|leaving|opportunity)\b|\b(?:interest(?:ed|s)?|attract(?:ed|s)?|excit(?:ed|es)|appeal(?:s|ed)?|dr[ae]w|draws)\b[^.?!]{0,40}\b(?:this|our|the|that) (?:role|job|position|post|company|team|opportunity|field|organi[sz]ation|firm|school|hospital)\b/i,
  ],
  [
    'goals',
    /\b(?:where|what)\b[^.?!]{0,40}\b(?:you|your)\b[^.?!]{0,40}\b(?:future|long[- ]term|next few years|coming years|years|next step|next role|aspirations?|ambitions?)\b|\bhop(?:e|es|ing) to (?:get|gain|achieve|learn|do|be|find)\b|\bget out of (?:this|your next|the next|a new|the) (?:role|job|position|move)\b|\blooking for in (?:a|your|the|this) (?:next )?(?:role|job|position|employer|team)\b/i,
  ],
  [
    'summary',
    /\babout yourself\b|\byour (?:background|story so far|journey|career path)\b|\b(?:talk|walk|take) (?:me|us) through your (?:career|background|cv|resume|experience|journey|path)\b|\bcareer (?:to date|so far|history)\b/i,
  ],
  [
    'strengths',
    /\b(?:greatest|biggest|main|key|top|your|professional|core|strongest)\b[^.?!]{0,25}\bstrengths?\b|\bweakness(?:es)?\b|\bwhere (?:do )?you (?:still )?need to (?:grow|improve|develop)|\bareas? (?:for|of|to) (?:improvement|develop)|\bwhat are you (?:good|best|great) at\b/i,
  ],
];

function overviewAsks(head: string): OverviewAsk[] {
  // a question that asks for a story of a time is not an overview, whatever words it uses
  if (STORY.test(head)) return [];
  return OVERVIEW_ASKS.filter(
    ([ask, pattern]) => pattern.test(head) || OVERVIEW_WORDS.some(([a, p]) => a === ask && p.test(head)),
  ).map(([ask]) => ask);
}

/**
 * Questions whose story must have gone wrong, or been a disagreement, by how people ask for it:
 * 'failed', 'a mistake', but also 'did not perform the way you hoped', 'turned out badly', 'fell
 * flat', 'missed its goal'; 'disagreed', but also 'objected to', 'saw it differently'.
 */
const SETBACK_QUESTION =
  /\b(?:fail(?:ed|ure|ures|ing)?|mistakes?|setbacks?|regret\w{0,4}|(?:went|go|goes|gone|going) (?:wrong|badly|sideways)|f[ae]ll(?:s)? (?:short|flat|apart|through)|flop(?:ped)?|backfired|misfired|turned out (?:badly|poorly|wrong|worse|to be (?:wrong|a mistake))|(?:did|does|do|would|could)(?:n't| not) (?:go|work|perform|succeed|land|pan out|deliver|meet|hit|reach|achieve|turn out|end well)|not (?:go|turn out) (?:as|to|well|the way)|miss(?:ed|es)? (?:its|the|a|an|your|their|our|what) |(?:wrong|bad|poor) (?:decision|call|choice|hire|judgement|judgment|estimate|result|outcome)|unsuccessful|disappoint\w{0,6}|underperform\w{0,4}|lost (?:a|an|the) (?:deal|client|customer|account|case|bid|pitch|argument)|let (?:[a-z']{1,15} ){0,3}down\b|slip(?:ped|s)? (?:away|through)|went south|(?:didn't|did not|failed to) (?:land|close|win|convert|come off|come through)|dropped the ball|wrong\b|bugs? (?:you|that you) (?:shipped|introduced|caused|missed|released|deployed)|(?:you|your (?:change|code|release)) (?:caused|introduced|broke)|fallout)/i;
const DISAGREEMENT_QUESTION =
  /\b(?:disagree\w{0,6}|conflicts?\b(?! of interest)|argu(?:e|ed|ment|ments|ing)\b|clash\w{0,3}|push(?:ed)? ?back|pushback|objected|object(?:s|ing)? to|(?:saw|see|sees|seen|viewed|view|approached) (?:[a-z']{1,20} ){0,5}differently|differen(?:t|ce|ces) (?:of )?(?:opinions?|views?|approach(?:es)?|ideas?|perspectives?)|(?:did|could|would)(?:n't| not) get along|not get(?:ting)? along|at odds|tensions?\b|friction|dispute\w{0,2}|difficult (?:colleague|coworker|co-worker|manager|boss|stakeholder|teammate)|(?:challenged|questioned|critici[sz]ed|disputed|second-guessed|contested|rejected|opposed|resisted) (?:the way|how|your|you|a decision|an? (?:idea|plan|proposal|approach|decision|recommendation))|push(?:ed)? back on|(?:didn't|did not) (?:agree|accept|buy into) (?:with )?(?:your|the way|how))/i;

/** A question about the candidate's own past, not a scenario to reason through ('checkout fails'). */
const PERSONAL =
  /\b(?:describe|tell (?:me|us)|share|recall|talk (?:me )?about|give (?:me )?an? example|of yours|you(?:'ve| have) (?:ever )?(?:made|had|been|led|run|owned|taken|faced|seen|worked)|you (?:were|made|had|led|ran|owned|took|faced|missed|lost|got|did|tried|shipped|caused|introduced|broke|released|deployed|handled|managed|built|wrote)\b)/i;

function polarityOf(head: string): Polarity | undefined {
  if (!STORY.test(head) && !PERSONAL.test(head)) return undefined;
  if (DISAGREEMENT_QUESTION.test(head)) return 'disagreement';
  return SETBACK_QUESTION.test(head) ? 'setback' : undefined;
}

function openPrompt(raw: string, asks: OverviewAsk[]): OpenPrompt | undefined {
  const head = raw.slice(0, 1200);
  if (OPEN_STORY.test(head)) return 'story';
  return asks.length > 0 || OPEN_OVERVIEW.test(head) ? 'overview' : undefined;
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

/** The ask with the words naming the field moved to its setting, unless nothing else is asked. */
function withoutField(ask: Ask, field: Set<string>): Ask {
  const core = ask.core.filter((k) => !field.has(k));
  if (core.length === 0 || core.length === ask.core.length) return ask;
  return { ...ask, core, context: [...ask.context, ...ask.core.filter((k) => field.has(k))] };
}

const INTENT_OF_POLARITY: Record<Polarity, Intent | undefined> = {
  setback: INTENTS.find((i) => i.id === 'failure'),
  disagreement: INTENTS.find((i) => i.id === 'conflict'),
};

function build(text: KeyedText, raw: string, focusSkills: string[], ask?: Ask): QuestionProfile {
  const head = raw.slice(0, 1200);
  const overview = overviewAsks(head);
  const open = openPrompt(raw, overview);
  // an overview prompt names no situation, and the outcome asked for is not one either
  const polarity = open === 'overview' ? undefined : polarityOf(head);
  const scored = INTENTS.map((i) => ({ i, ...cueScore(text, i, ask) })).filter((m) => m.score + m.field > 0);
  // the outcome asked for names the situation type, however it is worded ('fell flat', 'objected')
  const polar = polarity ? INTENT_OF_POLARITY[polarity] : undefined;
  if (polar && !scored.some((m) => m.i === polar)) scored.push({ i: polar, score: 2, field: 0, core: 2 });
  // a broad intent ('improve', 'team') only stands in when nothing more specific was asked
  const specific = scored.filter((m) => !m.i.broad);
  let pool = specific.length > 0 ? specific : scored;
  // an intent named only in the setting of the ask gives way to one named in what is asked; a
  // field keeps its vocabulary either way
  if (pool.some((m) => m.core > 0)) pool = pool.filter((m) => m.core > 0 || m.i.domain);
  // an intent signalled much more weakly than the best one is incidental ('prospect' in a question
  // about a price objection): its vocabulary would let an answer to another question pass
  const rank = (m: (typeof pool)[number]) => m.score + m.field;
  const top = Math.max(0, ...pool.map(rank));
  const intents = pool.filter((m) => rank(m) * 2 >= top).map((m) => m.i);
  // a phrase cue or two cue words; or one cue word that is what the question asks about, not its
  // setting ('difficult feedback to a colleague': 'feedback' is asked, 'colleague' is the setting)
  // and not a purpose at the end of the ask ('learn a new tool quickly to deliver something'). A
  // word naming the field ('a patient') makes no intent confident.
  const asked = new Set((ask?.core ?? []).slice(0, 2));
  const strongest = Math.max(0, ...pool.filter((m) => intents.includes(m.i)).map((m) => m.score));
  // a field and a word of what is asked in it ('triage' of patients) is confident too
  const fieldAndAsk = pool.some((m) => intents.includes(m.i) && m.i.domain && m.score >= 1 && m.field >= 1);
  const confident =
    specific.length > 0 &&
    (strongest >= 2 ||
      fieldAndAsk ||
      intents.some(
        (i) => !i.broad && i.cues.some((c) => !isFieldWord(i, c) && c.keys.every((k) => asked.has(k))),
      ));
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
    .flatMap((i) => i.cues.filter((c) => !isFieldWord(i, c) && termsIn(text, [c]).length > 0));
  // the words naming the field are the scene of the ask, never what it asks for
  const fieldKeys = new Set(intents.flatMap((i) => i.setting.flatMap((t) => t.keys)));
  const focused = ask && confident ? focusAsk(ask, new Set(cues.flatMap((c) => c.keys))) : ask;
  const subject = focused ? withoutField(focused, fieldKeys) : focused;
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
    asksLesson:
      has('learn', 'lesson', 'differently') ||
      /\b(?:take|took) (?:away )?from (?:it|that|this)|takeaways?\b/i.test(head),
    ask,
    subject,
    open,
    overview,
    polarity,
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
