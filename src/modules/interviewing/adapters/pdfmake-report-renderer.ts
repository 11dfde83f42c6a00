import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type DocumentRenderer, documentMaker } from '../../../shared/pdf/document-renderer.ts';
import { CODE_FONT } from '../../../shared/pdf/pdfmake-fonts.ts';
import { type StoredEvaluation, scoreText } from '../domain/session.ts';
import type { AnsweredTurn, SessionReport } from '../domain/session-report.ts';
import type { ReportRenderer } from '../ports/report-renderer.ts';

const ACCENT = '#4f46e5';
const MUTED = '#6b7280';

/** The report's colour thresholds (as on the report page): 8 and up good, 6 and up fair, below 6 weak. */
function scoreColour(score: number | null): string {
  if (score === null) return MUTED;
  if (score >= 8) return '#15803d';
  if (score >= 6) return '#b45309';
  return '#b91c1c';
}

const shown = (score: number | null) => (score === null ? '—' : `${scoreText(score)} / 10`);

function evaluationOf(e: StoredEvaluation): Content[] {
  if (e.status === 'pending') return [{ text: 'Evaluation still running.', italics: true, color: MUTED }];
  if (e.status === 'error') {
    return [
      {
        text: `Evaluation Failed: ${('feedback' in e ? e.feedback : undefined) ?? 'The AI evaluation could not be completed.'}`,
        color: '#b91c1c',
      },
    ];
  }
  return [
    { text: `Score: ${shown(e.score)}`, bold: true, color: scoreColour(e.score), margin: [0, 2, 0, 2] },
    {
      table: {
        widths: [110, 95, '*'],
        body: [
          [
            { text: 'Criterion', bold: true },
            { text: 'Rating', bold: true },
            { text: 'Feedback', bold: true },
          ],
          ...e.evaluation_criteria.map((c) => [c.criterion, c.rating, c.feedback]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
    ...('feedback' in e && e.feedback
      ? [{ text: e.feedback, margin: [0, 4, 0, 0] as [number, number, number, number], fontSize: 9 }]
      : []),
  ];
}

// A Coding answer arrives as one fenced Markdown block tagged with its language.
const WHOLE_FENCE = /^(`{3,}|~{3,})[ \t]*[\w+#.-]*[^\n]*\n([\s\S]*?)\n?\1[ \t]*$/;

/** The answer as written: code without its fence in a monospace block, anything else as text. */
function answerText(text: string): Content {
  const code = WHOLE_FENCE.exec(text.trim())?.[2];
  if (code === undefined) return { text, margin: [0, 0, 0, 4], color: '#111827' };
  return {
    table: {
      widths: ['*'],
      body: [[{ text: code, font: CODE_FONT, fontSize: 8.5, lineHeight: 1.25, preserveLeadingSpaces: true }]],
    },
    layout: {
      fillColor: () => '#f3f4f6',
      hLineWidth: () => 0,
      vLineWidth: () => 0,
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 5,
      paddingBottom: () => 5,
    },
    margin: [0, 0, 0, 4],
  };
}

function answerBlock(label: string, { question, answer }: AnsweredTurn): Content[] {
  const delivery = answer.delivery
    ? [
        {
          text: `Delivery: ${answer.delivery.wordsPerMinute} words per minute; filler words: ${
            answer.delivery.fillerWords.map((f) => `${f.word} ×${f.count}`).join(', ') || 'none'
          }`,
          fontSize: 9,
          color: MUTED,
        },
      ]
    : [];
  return [
    { text: `${label}: ${question.text}`, bold: true, margin: [0, 8, 0, 2] },
    answerText(answer.answerText),
    ...delivery,
    ...evaluationOf(answer.evaluation),
  ];
}

/** The roadmap's markdown as plain paragraphs (headings bold, list markers kept). */
function roadmapOf(markdown: string): Content[] {
  return markdown
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const heading = /^#+\s*(.*)$/.exec(line);
      const plain = (heading?.[1] ?? line).replace(/\*\*(.*?)\*\*/g, '$1');
      return heading
        ? { text: plain, bold: true, margin: [0, 4, 0, 2] }
        : { text: plain, margin: [0, 1, 0, 1] };
    });
}

/** What the report says of an interview that ended before any answer was recorded. */
export const NOTHING_TO_SCORE =
  'This interview ended before any answer was recorded, so there is nothing to score.';

/** Scores, roadmap and every answered question with its evaluation. */
function scoredReport({ session, threads }: SessionReport): Content[] {
  const content: Content[] = [
    {
      text: [
        'Overall score: ',
        { text: shown(session.score), color: scoreColour(session.score), bold: true },
      ],
      fontSize: 14,
      margin: [0, 12, 0, 8],
    },
    { text: 'Skill scores', style: 'heading' },
    session.skillScores.length
      ? {
          table: {
            widths: ['*', 80],
            body: session.skillScores.map((s) => [
              s.skill,
              { text: shown(s.score), color: scoreColour(s.score), bold: true, alignment: 'right' },
            ]),
          },
          layout: 'lightHorizontalLines',
        }
      : { text: 'No scores yet.', color: MUTED },
    { text: 'Improvement roadmap', style: 'heading' },
    ...(session.improvementRoadmap
      ? roadmapOf(session.improvementRoadmap)
      : [{ text: 'No roadmap yet.', color: MUTED }]),
    { text: 'Question breakdown', style: 'heading' },
    ...(threads.length ? [] : [{ text: 'No questions were answered.', color: MUTED }]),
  ];
  threads.forEach((thread, i) => {
    content.push(
      {
        text: `Thread score: ${shown(thread.threadScore)}`,
        color: scoreColour(thread.threadScore),
        fontSize: 9,
        margin: [0, 10, 0, 0],
      },
      ...answerBlock(`Q${i + 1}`, thread.main),
      ...thread.followUps.flatMap((f) => answerBlock('Follow-up', f)),
    );
  });
  return content;
}

/** The Performance Report as a pdfmake document: Roboto for text, a monospace face for code. */
export function reportDefinition(report: SessionReport): TDocumentDefinitions {
  const { session } = report;
  const content: Content[] = [
    { text: 'Performance Report', fontSize: 10, color: ACCENT, bold: true },
    { text: session.title, fontSize: 20, bold: true, margin: [0, 2, 0, 4] },
    {
      text: `${session.interviewType} interview · ${session.createdAt.toISOString().slice(0, 10)}`,
      color: MUTED,
      fontSize: 9,
    },
    ...(report.endedWithoutAnswers
      ? [{ text: NOTHING_TO_SCORE, margin: [0, 12, 0, 0] as [number, number, number, number] }]
      : scoredReport(report)),
  ];
  const definition: TDocumentDefinitions = {
    info: { title: `Performance Report: ${session.title}` },
    pageMargins: [48, 48, 48, 56],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2 },
    styles: { heading: { fontSize: 13, bold: true, color: ACCENT, margin: [0, 14, 0, 6] } },
    footer: (page: number, pages: number) => ({
      text: `Interview Coach · ${page} / ${pages}`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
    }),
    content,
  };
  return definition;
}

const REPORT_LAYOUT = documentMaker(import.meta.url, reportDefinition);

/** The Performance Report laid out with pdfmake by the document workers. */
export class PdfmakeReportRenderer implements ReportRenderer {
  readonly #renderer: DocumentRenderer;
  constructor(renderer: DocumentRenderer) {
    this.#renderer = renderer;
  }

  render(report: SessionReport): Promise<Uint8Array> {
    return this.#renderer.pdf(REPORT_LAYOUT, report);
  }
}
