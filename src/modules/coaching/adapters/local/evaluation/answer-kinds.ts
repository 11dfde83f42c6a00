/**
 * What an answer speaks to beyond its subject: whether its story went wrong or was a disagreement,
 * and whether it gives the reasons, goals, career summary or strengths an overview prompt asks
 * for. Each is the distinct phrases found, so a rule can ask for more than one incidental word and
 * feedback can quote them. Every pattern is a fixed word list with bounded gaps: linear on any text.
 */
export interface AnswerKinds {
  /** Something went wrong: 'missed', 'fell short', 'my mistake', 'I should have'. */
  setback: string[];
  /** A lesson drawn: 'I learned', 'looking back', 'next time'. */
  lesson: string[];
  /** Two views met: 'pushed back', 'he thought it was a bad idea', 'we disagreed'. */
  disagreement: string[];
  /** Reasons and wishes: 'what drew me', 'because', 'I want to', 'a good fit'. */
  motivation: string[];
  /** Each mention of the employer or role itself: 'your school', 'this role', 'here'. */
  employer: string[];
  /** Where the candidate is heading: 'in three years', 'next step', 'I'd like to lead'. */
  goals: string[];
  /** A career in brief: 'six years of experience', 'I started as', 'currently', 'before that'. */
  summary: string[];
  /** What they are good at and working on: 'my strength', 'good at', 'working on'. */
  strengths: string[];
}

const SETBACK =
  /\b(?:mistakes?|my fault|my error|fail(?:ed|ure|ures|ing)?|went wrong|gone wrong|go wrong|(?:didn't|did not|wasn't|was not|weren't|were not|hadn't|had not|never) (?:work|working|worked|land|landed|deliver|delivered|perform|performed|succeed|pan out|go well|go as planned|go to plan|hit|reach|meet|enough|ready|clear|check|checked|test|tested|ask|asked|consider|considered|realise|realize|notice|noticed|think|thought|plan|planned|understand|understood|model|modelled|modeled)|f[ae]ll short|short of|missed|miss(?:ing)? (?:the|our|my|its) (?:target|goal|deadline|date|mark)|slipped|behind (?:schedule|plan|target|the plan)|too (?:late|slow|long|complicated|complex|ambitious|big|many|few|confusing|optimistic|vague|much)|backfired|f[ae]ll flat|flopped|underestimat\w{1,3}|overestimat\w{1,3}|overlook\w{0,3}|should(?:n't| not)? have|wrong|lost|cost (?:us|the|me|them)|wiped out|disappoint\w{0,6}|poorly|badly|confus\w{1,5}|stalled|derailed|delayed|postponed|cancell?ed|rolled back|roll back|refund\w{0,3}|(?:i|we) (?:owned|admitted|apologi[sz]ed)|took (?:full )?responsibility|my (?:call|decision|responsibility|part in)|only (?:about |around )?(?:\d{1,12}|a few|a handful|a third|a quarter|half)|not (?:enough|good enough|what we|as (?:many|much|good|well))|regret\w{0,4}|in hindsight|problem was (?:that )?(?:i|we|my|our)|(?:i|we) (?:got it|had it) wrong|struggl\w{1,3}|dropped the ball|blind ?spot|forg(?:ot|otten)|loss|los(?:e|ing)|post-?mortem|admit\w{0,4}|(?:i|we) (?:had )?assumed|froze|never (?:met|spoke|talked|saw|asked|checked|tested|thought|considered|realised|realized|noticed|planned|questioned|confirmed|validated|verified)|neglected|mixed up|double[- ]booked|overbooked|delay\w{0,3}|(?:couldn't|could not|can't|cannot) (?:keep up|cope|deliver|handle|meet|cover|get))\b/gi;
const LESSON =
  /\b(?:i learned|i learnt|i've learned|taught me|the lesson|lessons?|looking back|in hindsight|next time|since then|from then on|ever since|i now|now i|i would do (?:it )?differently|do (?:it )?differently|what i took|i took away|takeaway|i realised|i realized|it showed me)\b/gi;
const DISAGREEMENT =
  /\b(?:disagree\w{0,6}|(?:didn't|did not|don't|couldn't|could not|wouldn't) (?:agree|accept|see it|buy it|like it)|objected|objections?|object to|push(?:ed|ing)? back|pushback|argu(?:e|ed|ing|ment|ments)|challeng(?:ed|ing) (?:my|me|his|her|their|the|it|this|that)|not convinced|unconvinced|was (?:convinced|sure|certain) (?:that|it)|[a-z]{2,15} (?:thought|felt|believed|insisted|argued) (?:that|i|we|it|the|my|our|his|her|this|they|he|she)|(?:manager|boss|colleague|lead|director|client|engineer|he|she|they|i) (?:wanted|preferred|was (?:convinced|sure|certain))|(?:wasn't|was not|weren't|were not) (?:\w{1,12} )?convinced|complain\w{0,4}|unhappy with|question(?:ed|ing) (?:my|our|the|why|whether)|critici[sz]\w{1,4}|challeng(?:ed|ing)|but my (?:analysis|data|numbers|research|view|evidence|testing|results?|reading) (?:pointed|showed|suggested|said|told)|(?:both|two) (?:views|sides|options|approaches|versions|explanations|positions)|insist\w{0,4}|bad idea|partly (?:right|wrong)|had a point|fair point|(?:his|her|their|my) (?:point|view|concern|position|side|argument)s?|concerns?|sceptic\w{1,4}|skeptic\w{1,4}|differen(?:t|ce) (?:view|views|opinion|opinions|approach|idea|ideas|perspective)|differently|conflict\w{0,3}|tension|clash\w{0,3}|debat\w{1,3}|heated|compromise\w{0,2}|common ground|middle ground|meet (?:in the middle|halfway)|oppos\w{1,5}|resist\w{1,5}|contradict\w{0,4}|defensive|frustrat\w{1,5}|went over my head|escalat\w{1,5})\b/gi;
const MOTIVATION =
  /\b(?:drew me|draws me|drawn to|attract\w{0,5}|appeal\w{0,3}|excit\w{1,5}|interest(?:ed|s|ing)?|keen|passion\w{0,5}|motivat\w{1,5}|inspir\w{1,5}|lov(?:e|ed|es|ing)|enjoy\w{0,3}|rewarding|admire|(?:main |biggest |first )?reasons?|because|why i|that's why|which is why|(?:i |i've |i have )?(?:want|wanted) to|would like to|i'd like to|i'd love to|looking for|looking to|(?:good|great|natural|strong|right) (?:fit|match|next step)|fits?|match(?:es)?|aligns?|convinced me|caught my (?:eye|attention)|stood out|what i (?:like|enjoy|value)|i (?:like|value|respect) (?:that|how|the way|your))\b/gi;
const EMPLOYER =
  /\b(?:your|you|here|this (?:role|job|position|post|team|company|school|opportunity|organi[sz]ation|firm|hospital|practice|brand)|the (?:role|position|job description|team here)|(?:join|joining) (?:you|the team|your))\b/gi;
const GOALS =
  /\b(?:in (?:the )?(?:next )?(?:one|two|three|four|five|ten|a few|a couple of|\d{1,2})(?: to (?:three|four|five|\d{1,2}))? years?|years? from now|(?:a|one) year from now|long[- ]term|longer[- ]term|short[- ]term|next step|my (?:goal|aim|ambition|plan)s?|(?:i'd|i would) (?:like|love) to (?:be|become|move|grow|lead|take|run|manage|build|get|have|keep|develop|work|own)|i (?:want|hope|aim|plan|intend|expect) to (?:be|become|move|grow|lead|take|run|manage|build|get|have|keep|develop|work|own)|i see myself|grow into|move into|step (?:up )?into|progress (?:to|into|towards?)|eventually|aspir\w{1,6}|ambitio\w{1,3}|future|down the line|career path|(?:building|working) towards?)\b/gi;
const SUMMARY =
  /\b(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+? years?(?: of)?(?: experience| in| as| at| working)|i(?:'m| am) (?:a|an) [a-z-]{2,25}|at my (?:last|previous|current|first) (?:company|job|role|employer|school|hospital|firm|agency)|i've been (?:[a-z]{2,15}ing|in|at|a|an)|for (?:a while|years|(?:\d{1,2}|two|three|four|five|six|ten) years)|i started (?:my career|out|as|in|at)|started my career|my (?:background|career|experience) (?:is|has been|in|so far|spans)|currently|right now|at the moment|these days|i now|now i|before that|prior to that|after that|then i (?:moved|joined|went|became|took)|i (?:moved|switched|transitioned|joined|became) (?:to|into|a|an|the)|was promoted|most recently|over the (?:last|past) (?:\d{1,2}|two|three|four|five|six|few|several) years|background in|i studied|i trained as|i graduated|degree in|my first (?:job|role))\b/gi;
const STRENGTHS =
  /\b(?:strengths?|strongest|weakness(?:es)?|(?:good|great|strong|best|better) at|would (?:describe|say|call) (?:me|i)|describe me|(?:working|work) on\b|(?:area|thing) (?:i|to|they|she|he) (?:improve|work on|develop|need)|to improve|i've improved|feedback|reliable|calm under|organi[sz]ed|detail|analytical|persistent|curious)\b/gi;

function distinct(pattern: RegExp, text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(pattern)) seen.add(m[0].toLowerCase());
  return [...seen];
}

export function answerKinds(prose: string): AnswerKinds {
  return {
    setback: distinct(SETBACK, prose),
    lesson: distinct(LESSON, prose),
    disagreement: distinct(DISAGREEMENT, prose),
    motivation: distinct(MOTIVATION, prose),
    // every mention counts: 'your team', 'your clients' and 'your product' are three
    employer: [...prose.matchAll(EMPLOYER)].map((m) => m[0].toLowerCase()),
    goals: distinct(GOALS, prose),
    summary: distinct(SUMMARY, prose),
    strengths: distinct(STRENGTHS, prose),
  };
}
