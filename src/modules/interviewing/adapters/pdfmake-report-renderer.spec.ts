import { existsSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it, vi } from 'vitest';
import type { EvaluationResult } from '../../coaching/index.ts';
import type { AnsweredTurn, SessionReport } from '../domain/session-report.ts';
import { withBoundedText } from '../../../shared/pdf/bounded-text.ts';
import { inProcessRenderer } from '../../../shared/pdf/render-in-process.ts';
import { CODE_FONT, REPORT_FONTS } from '../../../shared/pdf/pdfmake-fonts.ts';
import { NOTHING_TO_SCORE, PdfmakeReportRenderer, reportDefinition } from './pdfmake-report-renderer.ts';

const CODE = 'def total(orders):\n    # every order counts\n    return sum(o.amount for o in orders)';

const evaluation: EvaluationResult = {
  status: 'ok',
  score: 7,
  evaluation_criteria: [{ criterion: 'Technical Depth', rating: 'Good', feedback: 'Correct.' }],
};

function turn(id: string, position: number, question: string, answer: string): AnsweredTurn {
  return {
    question: {
      id: `q-${id}`,
      sessionId: 'sess-1',
      position,
      mainNumber: 1,
      kind: position === 0 ? 'main' : 'follow-up',
      text: question,
      audioKey: null,
      askedAt: new Date('2025-09-05T10:00:00.000Z'),
    },
    answer: {
      id: `a-${id}`,
      sessionId: 'sess-1',
      questionId: `q-${id}`,
      answerText: answer,
      format: 'text',
      evaluation,
      delivery: null,
      answeredAt: new Date('2025-09-05T10:01:00.000Z'),
    },
  };
}

function codingSummary(): SessionReport {
  return {
    session: {
      id: 'sess-1',
      userId: 'u-1',
      title: 'Backend Engineer at Globex',
      score: 7,
      resumeId: null,
      jobId: null,
      interviewType: 'Coding',
      persona: 'Friendly & Encouraging',
      format: 'text',
      durationMinutes: 30,
      questionCount: 2,
      status: 'completed',
      plan: { questions: [] },
      job: {
        title: 'Backend Engineer',
        seniority: null,
        requiredSkills: [],
        preferredSkills: [],
        responsibilities: [],
      },
      skillScores: [],
      improvementRoadmap: '',
      createdAt: new Date('2025-09-05T10:00:00.000Z'),
      endedAt: new Date('2025-09-05T10:30:00.000Z'),
    },
    endedWithoutAnswers: false,
    threads: [
      {
        main: turn(
          '1',
          0,
          'Write a function in Python that totals the orders.',
          `\`\`\`python\n${CODE}\n\`\`\``,
        ),
        threadScore: 7,
        followUps: [turn('2', 1, 'Why a generator?', 'It never builds the whole list.')],
      },
    ],
  };
}

/** Every node of a pdfmake content tree that carries `text` as a plain string. */
function textNodes(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) for (const child of node) textNodes(child, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.text === 'string') found.push(record);
    for (const value of Object.values(record)) textNodes(value, found);
  }
  return found;
}

describe('the report PDF', () => {
  it('draws a coding answer without its fence, in the monospace font, indentation kept', () => {
    const nodes = textNodes(reportDefinition(codingSummary()).content);
    expect(nodes.some((node) => String(node.text).includes('```'))).toBe(false);
    const code = nodes.find((node) => node.text === CODE);
    expect(code).toMatchObject({ font: CODE_FONT, preserveLeadingSpaces: true });
    // written answers stay in the text font
    const prose = nodes.find((node) => node.text === 'It never builds the whole list.');
    expect(prose?.font).toBeUndefined();
  });

  it('writes every score as the report holds it, with one decimal', async () => {
    const report = codingSummary();
    report.session.score = 0.4;
    report.session.skillScores = [{ skill: 'Communication', score: 5 }];
    report.threads[0]!.threadScore = 0.5;
    const pdf = await new PdfmakeReportRenderer(inProcessRenderer).render(report);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Overall score: 0.4 / 10');
    expect(flat).toContain('Communication 5.0 / 10');
    expect(flat).toContain('Thread score: 0.5 / 10');
    // the answer's own score, which the thread score averages with its follow-up's
    expect(flat).toContain('Score: 7.0 / 10');
  });

  it('says there is nothing to score for an interview ended before any answer, without scores', () => {
    const report = codingSummary();
    Object.assign(report.session, { score: null, skillScores: [], improvementRoadmap: '' });
    const empty: typeof report = { ...report, endedWithoutAnswers: true, threads: [] };
    const texts = textNodes(reportDefinition(empty).content).map((node) => String(node.text));
    expect(texts).toContain(NOTHING_TO_SCORE);
    expect(texts).toContain('Backend Engineer at Globex');
    for (const absent of ['Skill scores', 'Improvement roadmap', 'Question breakdown', 'Overall score: ']) {
      expect(texts).not.toContain(absent);
    }
  });

  it('reaches pdfmake exactly as laid out when nothing in it is too long to lay out', () => {
    const definition = reportDefinition(codingSummary());
    expect(withBoundedText(definition).content).toEqual(definition.content);
  });

  it('lays out a long answer word across lines, every character kept', async () => {
    const report = codingSummary();
    report.threads[0]!.main.answer.answerText = 'ж'.repeat(5_000);
    const pdf = await new PdfmakeReportRenderer(inProcessRenderer).render(report);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    expect(text.match(/ж/g)).toHaveLength(5_000);
  });

  it('registers a monospace face for code that it can load', () => {
    const faces = Object.values(REPORT_FONTS[CODE_FONT] ?? {});
    expect(faces).toHaveLength(4);
    for (const face of faces) {
      expect(/RobotoMono_\w+\.ttf$/.test(face) ? existsSync(face) : /^Courier/.test(face)).toBe(true);
    }
  });

  it('renders a report holding code', async () => {
    const pdf = await new PdfmakeReportRenderer(inProcessRenderer).render(codingSummary());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('draws the same document for the same report, the font tables shared between documents', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-09-05T11:00:00.000Z') });
    try {
      const renderer = new PdfmakeReportRenderer(inProcessRenderer);
      const first = await renderer.render(codingSummary());
      const second = await renderer.render(codingSummary());
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
