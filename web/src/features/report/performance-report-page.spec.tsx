import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getEndInterviewMockHandler,
  getGetSessionSummaryMockHandler,
  getReevaluateAnswerMockHandler,
} from '../../api/generated/interviewing/interviewing.msw';
import { getGetProfileMockHandler } from '../../api/generated/identity/identity.msw';
import type { BreakdownItem, EvaluationResult, SessionSummary } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { paths, sessionSummary } from '../../lib/paths';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';
import { formatScore, parseEvaluation, scoreTone } from './report-format';

// The guided tours have their own tests (features/tours); here they stay away.
beforeEach(() => {
  server.use(
    getGetProfileMockHandler(
      makeProfile({
        completedTours: TOURS_TAKEN,
      }),
    ),
  );
});

const SESSION_ID = 'sess-42';

function evaluation(overrides: Partial<EvaluationResult> = {}): string {
  return JSON.stringify({
    status: 'ok',
    score: 8,
    evaluation_criteria: [
      { criterion: 'Technical Depth', rating: 'Excellent', feedback: 'Explained the trade-offs well.' },
      { criterion: 'Clarity & Structure', rating: 'Good', feedback: 'Clear order of points.' },
      { criterion: 'Relevance & Examples', rating: 'Needs Improvement', feedback: 'Add a concrete example.' },
    ],
    ...overrides,
  } satisfies EvaluationResult);
}

function item(overrides: Partial<BreakdownItem> = {}): BreakdownItem {
  return {
    answer_id: 'ans-1',
    question_text: 'Tell me about a system you designed.',
    answer_text: 'I designed a queue-based billing pipeline.',
    thread_score: 8.5,
    evaluation_result: evaluation(),
    follow_ups: [],
    ...overrides,
  };
}

function summary(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return {
    session: {
      id: SESSION_ID,
      title: 'Staff Engineer at Acme',
      score: 7.3,
      resume_id: 'res-1',
      job_id: 'job-1',
      interview_type: 'Technical',
      status: 'completed',
      created_at: '2025-09-05T10:00:00Z',
      ended_at: '2025-09-05T10:30:00Z',
    },
    endedWithoutAnswers: false,
    skillScores: [
      { skill: 'Technical Skills', score: 8 },
      { skill: 'Communication', score: 6 },
      { skill: 'Problem Solving', score: 5.9 },
    ],
    improvementRoadmap: '## Next steps\n\n1. **Quantify** your impact.\n2. Practise the STAR format.',
    breakdown: [
      item({
        follow_ups: [
          {
            question_text: 'How did you handle retries?',
            answer_text: 'With idempotency keys.',
            answer_id: 'ans-1b',
            evaluation_result: evaluation(),
          },
        ],
      }),
      item({
        answer_id: 'ans-2',
        question_text: 'How do you mentor engineers?',
        answer_text: 'Weekly pairing sessions.',
        thread_score: 5.5,
        delivery: { wordsPerMinute: 132.4, fillerWords: [{ word: 'um', count: 3 }] },
      }),
    ],
    ...overrides,
  };
}

async function openReport(
  answer: SessionSummary | (() => SessionSummary) = summary(),
  state: unknown = null,
) {
  setToken(makeToken());
  let loads = 0;
  server.use(
    getGetSessionSummaryMockHandler(({ params }) => {
      expect(params.id).toBe(SESSION_ID);
      loads += 1;
      return typeof answer === 'function' ? answer() : answer;
    }),
  );
  const view = renderApp(
    { pathname: sessionSummary(SESSION_ID), state },
    stubPages(paths.dashboard, paths.interviewSetup),
  );
  return { ...view, loads: () => loads };
}

function entryButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Report format helpers', () => {
  it('uses good at 8 or above, warning from 6 up to below 8, bad below 6', () => {
    expect(scoreTone(10)).toBe('good');
    expect(scoreTone(8)).toBe('good');
    expect(scoreTone(7.9)).toBe('warning');
    expect(scoreTone(6)).toBe('warning');
    expect(scoreTone(5.9)).toBe('bad');
    expect(scoreTone(null)).toBe('none');
  });

  it('writes a score as the server gives it, with one decimal, never rounding it again', () => {
    expect(formatScore(7)).toBe('7.0');
    expect(formatScore(0.4)).toBe('0.4');
    expect(formatScore(2.4)).toBe('2.4');
    // a number the server did not round is shown as it came, not rounded another way
    expect(formatScore(2.35)).toBe('2.35');
    expect(formatScore(null)).toBe('N/A');
  });

  it('treats unreadable evaluation JSON as a failed evaluation', () => {
    expect(parseEvaluation('{not json').status).toBe('error');
    expect(parseEvaluation('null').status).toBe('error');
    expect(parseEvaluation('').status).toBe('error');
    const parsed = parseEvaluation(
      JSON.stringify({ status: 'ok', evaluation_criteria: [{ criterion: 'Nope' }, 'x'], feedback: 7 }),
    );
    expect(parsed).toEqual({ status: 'ok', score: null, criteria: [], feedback: null });
  });
});

describe('Performance Report', () => {
  it('shows the title, the overall score with one decimal and the score colours at the 8 and 6 thresholds', async () => {
    await openReport();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Staff Engineer at Acme' }),
    ).toBeInTheDocument();

    const overall = screen.getByTestId('overall-score');
    expect(overall).toHaveTextContent('7.3');
    expect(overall).toHaveClass('text-warning');

    const technical = screen.getByTestId('skill-bar-Technical Skills');
    expect(technical).toHaveClass('bg-success');
    expect(technical).toHaveStyle({ width: '80%' });
    expect(screen.getByTestId('skill-bar-Communication')).toHaveClass('bg-warning');
    expect(screen.getByTestId('skill-bar-Problem Solving')).toHaveClass('bg-danger');
    const skills = screen.getByRole('heading', { name: 'Skill Scores' }).parentElement as HTMLElement;
    expect(within(skills).getByText('8.0', { exact: false })).toHaveClass('text-success');
    expect(within(skills).getByText('6.0', { exact: false })).toHaveClass('text-warning');
    expect(within(skills).getByText('5.9', { exact: false })).toHaveClass('text-danger');

    // The roadmap is rendered as markdown.
    const roadmap = screen.getByRole('region', { name: 'Improvement Roadmap' });
    expect(within(roadmap).getByText('Quantify').tagName).toBe('STRONG');
    expect(within(roadmap).getAllByRole('listitem')).toHaveLength(2);

    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', paths.dashboard);
  });

  it("shows the API's numbers as they are: overall, skills, a thread and each of its answers", async () => {
    await openReport(
      summary({
        session: { ...summary().session, score: 0.4 },
        skillScores: [{ skill: 'Communication', score: 2.4 }],
        breakdown: [
          item({
            thread_score: 0.5,
            evaluation_result: evaluation({ score: 0.4 }),
            follow_ups: [
              {
                question_text: 'How did you handle retries?',
                answer_text: 'With idempotency keys.',
                answer_id: 'ans-1b',
                evaluation_result: evaluation({ score: 0.6 }),
              },
            ],
          }),
          item({ answer_id: 'ans-2', question_text: 'How do you mentor engineers?', thread_score: 2 }),
        ],
      }),
    );
    expect(await screen.findByTestId('overall-score')).toHaveTextContent(/^0\.4$/);
    expect(screen.getByText('2.4', { exact: false })).toBeInTheDocument();
    // the thread's score is the mean of its answers: it says so, and each answer shows its own
    const threaded = entryButton(/Tell me about a system you designed\./);
    expect(threaded).toHaveTextContent('0.5 / 10');
    expect(threaded).toHaveTextContent('with follow-ups');
    expect(screen.getByTestId('answer-score-ans-1')).toHaveTextContent(/^0\.4$/);
    expect(screen.getByTestId('answer-score-ans-1b')).toHaveTextContent(/^0\.6$/);
    // a thread of one answer: its score is that answer's, written once
    const single = entryButton(/How do you mentor engineers\?/);
    expect(single).toHaveTextContent('2.0 / 10');
    expect(single).not.toHaveTextContent('with follow-ups');
    expect(screen.queryByTestId('answer-score-ans-2')).not.toBeInTheDocument();
  });

  it('explains an interview ended before any answer, offers a new one, and shows no scores', async () => {
    const user = userEvent.setup();
    const base = summary();
    const { router } = await openReport(
      summary({
        session: { ...base.session, score: null },
        endedWithoutAnswers: true,
        skillScores: [],
        improvementRoadmap: '',
        breakdown: [],
      }),
    );
    expect(
      await screen.findByText(
        'This interview ended before any answer was recorded, so there is nothing to score.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Engineer at Acme' })).toBeInTheDocument();
    expect(screen.queryByTestId('overall-score')).not.toBeInTheDocument();
    expect(screen.queryByText('Skill Scores')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Improvement Roadmap' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Question Breakdown' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export PDF/ })).not.toBeInTheDocument();
    // with the same resume and job, set up afresh
    await user.click(screen.getByRole('link', { name: 'Start a new interview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.interviewSetup));
    expect(router.state.location.state).toEqual({ resumeId: 'res-1', jobId: 'job-1' });
  });

  it('starts a new interview from the dashboard when the resume or job is gone', async () => {
    const user = userEvent.setup();
    const base = summary();
    const { router } = await openReport(
      summary({
        session: { ...base.session, score: null, resume_id: null },
        endedWithoutAnswers: true,
        skillScores: [],
        improvementRoadmap: '',
        breakdown: [],
      }),
    );
    await user.click(await screen.findByRole('link', { name: 'Start a new interview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
  });

  it('colours a score of exactly 8 as good and below 6 as bad', async () => {
    const data = summary();
    data.session.score = 8;
    await openReport(data);
    expect(await screen.findByTestId('overall-score')).toHaveClass('text-success');
    expect(screen.getByTestId('overall-score')).toHaveTextContent('8.0');
    const second = entryButton(/How do you mentor engineers\?/);
    expect(within(second).getByText('5.5')).toHaveClass('text-danger');
  });

  it('opens the first entry by default with its criteria and follow-ups, and toggles entries from the keyboard', async () => {
    const user = userEvent.setup();
    await openReport();
    const first = await screen.findByRole('button', { name: /Tell me about a system you designed\./ });
    const second = entryButton(/How do you mentor engineers\?/);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');

    const firstPanel = screen.getByRole('region', { name: /Tell me about a system you designed\./ });
    expect(within(firstPanel).getByText('I designed a queue-based billing pipeline.')).toBeVisible();
    expect(within(firstPanel).getAllByText('Technical Depth')[0]).toBeVisible();
    expect(within(firstPanel).getAllByText('Excellent')[0]).toBeVisible();
    expect(within(firstPanel).getAllByText('Needs Improvement')[0]).toBeVisible();
    expect(within(firstPanel).getAllByText('Add a concrete example.')[0]).toBeVisible();
    // The follow-up is nested under its main question.
    expect(within(firstPanel).getByText('How did you handle retries?')).toBeVisible();
    expect(within(firstPanel).getByText('With idempotency keys.')).toBeVisible();
    expect(screen.getByText('Weekly pairing sessions.')).not.toBeVisible();

    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Weekly pairing sessions.')).toBeVisible();
    expect(screen.getByText('132')).toBeVisible();
    expect(screen.getByText('um (3)')).toBeVisible();

    first.focus();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('I designed a queue-based billing pipeline.')).not.toBeVisible();
  });

  it("shows 'Evaluation Failed' with 'Try Again', which re-evaluates the answer and reloads the report", async () => {
    const user = userEvent.setup();
    let failed = true;
    const reevaluated: string[] = [];
    server.use(
      getReevaluateAnswerMockHandler(({ params }) => {
        reevaluated.push(String(params.id));
        failed = false;
        return {
          answer_id: String(params.id),
          evaluation: JSON.parse(evaluation()) as EvaluationResult,
          thread_score: 8.5,
        };
      }),
    );
    const { loads } = await openReport(() =>
      summary({
        breakdown: [
          item({
            evaluation_result: failed
              ? JSON.stringify({ status: 'error', score: null, evaluation_criteria: [] })
              : evaluation(),
          }),
        ],
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Evaluation Failed')).toBeInTheDocument();
    expect(within(alert).getByText('The AI evaluation could not be completed.')).toBeInTheDocument();
    const loadsBefore = loads();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.queryByText('Evaluation Failed')).not.toBeInTheDocument());
    expect(reevaluated).toEqual(['ans-1']);
    expect(loads()).toBeGreaterThan(loadsBefore);
    expect(screen.getAllByText('Explained the trade-offs well.')[0]).toBeVisible();
  });

  it("shows the failure's own feedback, and 'Failed to re-evaluate. Please try again.' when Try Again fails", async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/interview/answer/:id/reevaluate', () =>
        HttpResponse.json({ error: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    );
    await openReport(
      summary({
        breakdown: [
          item({
            evaluation_result: JSON.stringify({
              status: 'error',
              score: null,
              evaluation_criteria: [],
              feedback: 'The coach timed out.',
            }),
          }),
        ],
      }),
    );
    expect(await screen.findByText('The coach timed out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Failed to re-evaluate. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Evaluation Failed')).toBeInTheDocument();
  });

  it('shows a pending evaluation calmly and fetches the report again until it is ready', async () => {
    let pendingLoads = 1;
    const { loads } = await openReport(() => {
      const pending = pendingLoads > 0;
      pendingLoads -= 1;
      return summary({
        breakdown: [
          item({
            evaluation_result: pending
              ? JSON.stringify({ status: 'pending', score: null, evaluation_criteria: [] })
              : evaluation(),
          }),
        ],
      });
    });
    expect(await screen.findByText(/Evaluating…/)).toBeInTheDocument();
    expect(screen.queryByText('Evaluation Failed')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Explained the trade-offs well.')[0]).toBeVisible(), {
      timeout: 10_000,
    });
    expect(screen.queryByText(/Evaluating…/)).not.toBeInTheDocument();
    expect(loads()).toBe(2);
  }, 15_000);

  it('fetches the report again while the ended session is still being scored', async () => {
    let scoringLoads = 1;
    const { loads } = await openReport(() => {
      const scoring = scoringLoads > 0;
      scoringLoads -= 1;
      const base = summary();
      return summary({ session: { ...base.session, score: scoring ? null : 7.3 } });
    });
    await waitFor(() => expect(loads()).toBe(2), { timeout: 10_000 });
    expect(await screen.findAllByText('7.3')).not.toHaveLength(0);
  }, 15_000);

  it('downloads Report-{id}.pdf with Export PDF', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    server.use(
      http.get('/api/report/:id/download', ({ params }) => {
        expect(params.id).toBe(SESSION_ID);
        return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    await openReport();
    await user.click(await screen.findByRole('button', { name: 'Export PDF' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ download: `Report-${SESSION_ID}.pdf`, href: 'blob:report' }]),
    );
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob?.text()).toBe('%PDF-1.7');
    expect(screen.queryByText('Failed to export PDF.')).not.toBeInTheDocument();
  });

  it("shows 'Failed to export PDF.' when the download fails", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/report/:id/download', () =>
        HttpResponse.json({ error: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    );
    await openReport();
    await user.click(await screen.findByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByText('Failed to export PDF.')).toBeInTheDocument();
  });

  it("shows 'Session not found or data is incomplete.' for an unknown session", async () => {
    setToken(makeToken());
    server.use(
      http.get('/api/interview/:id/summary', () =>
        HttpResponse.json(
          { error: 'NOT_FOUND', message: 'Session not found.', requestId: 'r' },
          { status: 404 },
        ),
      ),
    );
    renderApp(sessionSummary('missing'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Session details could not be loaded.')).toBeInTheDocument();
    expect(within(alert).getByText('Session not found or data is incomplete.')).toBeInTheDocument();
  });

  it("shows 'Session not found or data is incomplete.' when the report has no session", async () => {
    setToken(makeToken());
    server.use(http.get('/api/interview/:id/summary', () => HttpResponse.json({ breakdown: [] })));
    renderApp(sessionSummary(SESSION_ID));
    expect(await screen.findByText('Session not found or data is incomplete.')).toBeInTheDocument();
  });

  it("shows 'Failed to load session details.' when the report cannot be loaded", async () => {
    setToken(makeToken());
    server.use(
      http.get('/api/interview/:id/summary', () =>
        HttpResponse.json({ error: 'NOT_IMPLEMENTED', requestId: 'r' }, { status: 501 }),
      ),
    );
    renderApp(sessionSummary(SESSION_ID));
    expect(await screen.findByText('Failed to load session details.')).toBeInTheDocument();
  });
});

/** The report of a session whose end /interview could not confirm: still open, answers so far. */
function inProgress(): SessionSummary {
  const data = summary({ skillScores: [], improvementRoadmap: '', breakdown: [item()] });
  data.session = { ...data.session, status: 'in_progress', score: null, ended_at: null };
  return data;
}

const STILL_FINISHING = 'This session is still finishing.';

describe('Performance Report: a session whose end was not confirmed', () => {
  it('ends the session once more and shows the finished report', async () => {
    const ended: string[] = [];
    server.use(
      getEndInterviewMockHandler(({ params }) => {
        ended.push(String(params.id));
        return { sessionId: SESSION_ID, status: 'completed' };
      }),
    );
    const { loads } = await openReport(() => (ended.length > 0 ? summary() : inProgress()), {
      endPending: true,
    });
    await waitFor(() => expect(screen.getByTestId('overall-score')).toHaveTextContent('7.3'));
    expect(ended).toEqual([SESSION_ID]);
    expect(loads()).toBe(2);
    expect(screen.getByRole('button', { name: /How do you mentor engineers\?/ })).toBeInTheDocument();
    expect(screen.queryByText(STILL_FINISHING)).not.toBeInTheDocument();
  });

  it('shows what was answered so far, with a calm note, when the second end fails too', async () => {
    let ends = 0;
    server.use(
      http.post('/api/interview/:id/end', () => {
        ends += 1;
        return HttpResponse.error();
      }),
    );
    await openReport(inProgress, { endPending: true });
    expect(await screen.findByText(STILL_FINISHING)).toBeInTheDocument();
    expect(
      screen.getByText('It will finish on its own when its time is up. Here is what you answered so far.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff Engineer at Acme' })).toBeInTheDocument();
    expect(screen.getByText('I designed a queue-based billing pipeline.')).toBeVisible();
    expect(screen.queryByText('Session details could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ends).toBe(1);
  });

  it('leaves an open session alone when the report is read from elsewhere (history, dashboard)', async () => {
    let ends = 0;
    server.use(
      getEndInterviewMockHandler(() => {
        ends += 1;
        return { sessionId: SESSION_ID, status: 'completed' };
      }),
    );
    await openReport(inProgress);
    expect(await screen.findByText(STILL_FINISHING)).toBeInTheDocument();
    expect(ends).toBe(0);
  });
});

describe('Performance Report: code answers', () => {
  const CODE = 'def total(orders):\n    # the sum of every order\n    return sum(o.amount for o in orders)';

  it('shows a code answer as highlighted code in a monospace block, without the fence', async () => {
    const data = summary({
      breakdown: [
        item({
          question_text: 'Write a function in Python that totals the orders.',
          answer_text: `\`\`\`python\n${CODE}\n\`\`\``,
          follow_ups: [
            {
              question_text: 'And in one line of JavaScript?',
              answer_text:
                '```javascript\nconst total = (orders) => orders.reduce((a, o) => a + o.amount, 0);\n```',
              answer_id: 'ans-1b',
              evaluation_result: evaluation(),
            },
          ],
        }),
      ],
    });
    data.session.interview_type = 'Coding';
    await openReport(data);
    const panel = await screen.findByRole('region', { name: /totals the orders/ });
    expect(within(panel).queryByText(/```/)).not.toBeInTheDocument();

    const block = within(panel).getByRole('figure', { name: 'Python code' });
    const pre = block.querySelector('pre');
    expect(pre).toHaveClass('font-mono');
    expect(pre?.textContent).toBe(CODE);
    // the language's parser colours it once loaded
    await waitFor(() => expect(pre).toHaveAttribute('data-highlighted', 'true'));
    expect(within(block).getByText('def')).toHaveClass('text-primary');
    expect(within(block).getByText('# the sum of every order')).toHaveClass('text-muted');
    expect(pre?.textContent).toBe(CODE);

    const followUp = within(panel).getByRole('figure', { name: 'JavaScript code' });
    await waitFor(() => expect(within(followUp).getByText('const')).toHaveClass('text-primary'));
  });

  it('keeps a written answer as text, even one that quotes code', async () => {
    const data = summary({
      breakdown: [
        item({ answer_text: 'I would use `sum()` with a generator.\n\n```python\nsum(x)\n```\nIt is lazy.' }),
      ],
    });
    await openReport(data);
    const panel = await screen.findByRole('region', { name: /Tell me about a system you designed\./ });
    expect(within(panel).queryByRole('figure')).not.toBeInTheDocument();
    expect(within(panel).getByText(/I would use `sum\(\)` with a generator\./)).toBeInTheDocument();
  });
});
