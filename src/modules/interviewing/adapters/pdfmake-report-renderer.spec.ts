import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SessionSummary } from '../application/get-session-summary.ts';
import { CODE_FONT, REPORT_FONTS } from './pdfmake-report-fonts.ts';
import { PdfmakeReportRenderer, reportDefinition } from './pdfmake-report-renderer.ts';

const CODE = 'def total(orders):\n    # every order counts\n    return sum(o.amount for o in orders)';

const evaluation = JSON.stringify({
  status: 'ok',
  score: 7,
  evaluation_criteria: [{ criterion: 'Technical Depth', rating: 'Good', feedback: 'Correct.' }],
});

function codingSummary(): SessionSummary {
  return {
    session: {
      id: 'sess-1',
      title: 'Backend Engineer at Globex',
      score: 7,
      resume_id: null,
      job_id: null,
      interview_type: 'Coding',
      status: 'completed',
      created_at: '2025-09-05T10:00:00.000Z',
      ended_at: '2025-09-05T10:30:00.000Z',
    },
    skillScores: [],
    improvementRoadmap: '',
    breakdown: [
      {
        answer_id: 'a-1',
        question_text: 'Write a function in Python that totals the orders.',
        answer_text: `\`\`\`python\n${CODE}\n\`\`\``,
        evaluation_result: evaluation,
        thread_score: 7,
        follow_ups: [
          {
            answer_id: 'a-2',
            question_text: 'Why a generator?',
            answer_text: 'It never builds the whole list.',
            evaluation_result: evaluation,
          },
        ],
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

  it('registers a monospace face for code that it can load', () => {
    const faces = Object.values(REPORT_FONTS[CODE_FONT] ?? {});
    expect(faces).toHaveLength(4);
    for (const face of faces) {
      expect(/RobotoMono_\w+\.ttf$/.test(face) ? existsSync(face) : /^Courier/.test(face)).toBe(true);
    }
  });

  it('renders a report holding code', async () => {
    const pdf = await new PdfmakeReportRenderer().render(codingSummary());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
