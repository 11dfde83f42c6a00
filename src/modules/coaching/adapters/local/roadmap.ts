import type { InterviewType } from '../../domain/interview.ts';
import type { ReportAnswer } from '../../domain/report.ts';
import type { AnswerFeatures } from './answer-features.ts';
import type { RubricScores } from './rubric.ts';
import { splitCode } from './evaluation/code-analysis.ts';
import { cleanQuote } from './evaluation/quoting.ts';
import { listing } from './text-tools.ts';

export interface AnsweredWithFeatures {
  answer: ReportAnswer;
  features: AnswerFeatures;
  rubric: RubricScores;
}

interface Gap {
  title: string;
  advice: string;
  applies: (a: AnsweredWithFeatures, type: InterviewType, jobSkills: string[]) => boolean;
}

const starParts = (f: AnswerFeatures) =>
  [f.star.situation, f.star.task, f.star.action, f.star.result].filter(Boolean).length;

/** The gaps a roadmap can name, most damaging first; ties in frequency keep this order. */
const GAPS: Gap[] = [
  {
    title: 'Answer the question that was asked',
    advice: 'Restate the question in your first sentence, answer it directly, and only then add context.',
    applies: (a) => a.rubric.offTopic,
  },
  {
    title: 'Give fuller answers',
    advice:
      'Aim for one to two minutes: the situation in a sentence, what you did in three or four, and how it ended.',
    applies: (a) => a.rubric.tooShort,
  },
  {
    title: 'Write the code',
    advice:
      'Put the solution in the editor before explaining it; a rough working version beats a description.',
    applies: (a, t) => t === 'Coding' && !a.features.code.present,
  },
  {
    title: 'Anchor answers in real examples',
    advice:
      'Prepare five stories from your own work (a success, a failure, a conflict, a deadline, a lead role) and reuse them.',
    applies: (a, t) => t !== 'Coding' && !a.rubric.hasExample,
  },
  {
    title: 'Use the STAR structure',
    advice:
      'Situation, Task, Action, Result: say each part out loud, and spend most of the time on your actions.',
    applies: (a, t) => t === 'Behavioral' && starParts(a.features) < 3,
  },
  {
    title: 'Close with the result',
    advice: 'End every story with what changed and how you know: a metric, a decision, or what people said.',
    applies: (a, t) => t === 'Behavioral' && !a.features.star.result,
  },
  {
    title: 'Quantify your impact',
    advice: 'Add one number per answer: time saved, percentage improved, money, people or volume involved.',
    applies: (a, t) => t !== 'Coding' && a.features.numbers.length === 0,
  },
  {
    title: 'Explain your reasoning and trade-offs',
    advice: `Say why you chose your approach and what you gave up ("because…", "instead of…").`,
    applies: (a) => a.features.reasoning.length === 0,
  },
  {
    title: 'State the complexity',
    advice: 'After the code, give the time and space complexity and say where the cost comes from.',
    applies: (a, t) => t === 'Coding' && a.features.code.present && !a.features.complexity,
  },
  {
    title: 'Cover edge cases and tests',
    advice: 'List the edge cases (empty input, duplicates, limits) and one or two tests you would write.',
    applies: (a, t) => t === 'Coding' && !a.features.edgeCases,
  },
  {
    title: "Connect to the job's skills",
    advice: 'Name the tools and methods this job lists when they are part of your story.',
    applies: (a, t, skills) =>
      t !== 'Coding' && skills.length > 0 && !a.features.skills.some((s) => skills.includes(s)),
  },
  {
    title: 'Cut filler words',
    advice: 'Pause instead of filling silence; record yourself once and count the fillers.',
    applies: (a) => a.features.fillerCount >= 2,
  },
  {
    title: 'Speak with confidence',
    advice: 'Replace "I think" and "maybe" with what you did and what you know.',
    applies: (a) => a.features.hedges.length >= 2,
  },
];

/** What the person said, in their words: the prose of a code answer, never its fence or markup. */
function quotedAnswer(answer: string): string {
  const { code, prose } = splitCode(answer);
  const words = cleanQuote(prose, 90);
  if (words.split(' ').length >= 4) return `you said: "${words}"`;
  return code ? 'your code was the whole answer' : `you said: "${words}"`;
}

function label(a: ReportAnswer): string {
  return a.kind === 'main' ? `Q${a.questionNumber}` : `Q${a.questionNumber} follow-up`;
}

/** Markdown: ordered actions, each naming the answers that showed the gap, then what to keep. */
export function roadmap(
  type: InterviewType,
  jobTitle: string,
  answered: AnsweredWithFeatures[],
  jobSkills: string[],
): string {
  if (answered.length === 0) {
    return 'No answer could be evaluated yet. Use **Try Again** on each answer in the breakdown to evaluate it, then reload this report.';
  }
  const found = GAPS.map((gap, order) => ({
    gap,
    order,
    hits: answered.filter((a) => gap.applies(a, type, jobSkills)),
  }))
    .filter((g) => g.hits.length > 0)
    .sort((a, b) => b.hits.length - a.hits.length || a.order - b.order)
    .slice(0, 5);
  const lines = [
    `Based on ${answered.length} evaluated answer${answered.length === 1 ? '' : 's'} for ${jobTitle || 'this role'}, work on these in order:`,
    '',
  ];
  if (found.length === 0) {
    lines.push(
      '1. **Raise the bar**: your answers covered the essentials. Practise with a harder interview type or the Strict & Professional persona.',
    );
  }
  // each item quotes the weakest answer that showed its gap (what the person said is what they can
  // fix), one not quoted by an earlier item; with none left the item goes without a quote
  const quoted = new Set<string>();
  found.forEach(({ gap, hits }, i) => {
    const where = hits.map((h) => label(h.answer));
    const example = [...hits]
      .sort((a, b) => (a.answer.evaluation.score ?? 0) - (b.answer.evaluation.score ?? 0))
      .find((h) => !quoted.has(h.answer.answerId))?.answer;
    if (example) quoted.add(example.answerId);
    const quote = example ? ` For example, in ${label(example)} ${quotedAnswer(example.answer)}` : '';
    lines.push(`${i + 1}. **${gap.title}** (${listing(where)}). ${gap.advice}${quote}`);
  });
  const best = [...answered].sort(
    (a, b) => (b.answer.evaluation.score ?? 0) - (a.answer.evaluation.score ?? 0),
  )[0]!;
  if ((best.answer.evaluation.score ?? 0) >= 7) {
    lines.push(
      '',
      `**Keep doing:** your answer to ${label(best.answer)} (${best.answer.evaluation.score}/10) is your model; reuse its structure.`,
    );
  }
  return lines.join('\n');
}
