import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAnalyzeMatchMockHandler } from '../../api/generated/documents/documents.msw';
import type { AnalyzeMatchRequest, MatchAnalysis } from '../../api/generated/model';
import { getQueryClient } from '../../app/query-client';
import { setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { analysisHeadingOffset, MatchAnalysisView } from './match-analysis';

function analysis(overrides: Partial<MatchAnalysis> = {}): MatchAnalysis {
  return {
    score: 72,
    matchedSkills: [
      { skill: 'TypeScript', evidence: 'Migrated a 200k-line codebase from JavaScript to TypeScript.' },
      { skill: 'PostgreSQL', evidence: 'Tuned PostgreSQL queries, cutting p95 latency by 40%.' },
    ],
    missingSkills: [{ skill: 'Kubernetes', evidence: 'Experience running services on Kubernetes.' }],
    analysis: '### Verdict\nA **strong** match. Close the gap on *Kubernetes*.\n\n<script>alert(1)</script>',
    cached: false,
    ...overrides,
  };
}

function renderView() {
  return render(
    <QueryClientProvider client={getQueryClient()}>
      <MatchAnalysisView resumeId="res-1" jobId="job-1" />
    </QueryClientProvider>,
  );
}

describe('MatchAnalysisView', () => {
  it('shows the score, the matched skills with their evidence, the missing skills and the analysis', async () => {
    setToken(makeToken());
    const bodies: AnalyzeMatchRequest[] = [];
    server.use(
      getAnalyzeMatchMockHandler(async ({ request }) => {
        bodies.push((await request.json()) as AnalyzeMatchRequest);
        await delay(50);
        return analysis();
      }),
    );
    renderView();

    expect(await screen.findByText('Analyzing how your resume matches this job...')).toBeInTheDocument();
    expect(await screen.findByText('72%')).toBeInTheDocument();
    expect(bodies).toEqual([{ resumeId: 'res-1', jobId: 'job-1', reanalyze: false }]);

    const matched = screen.getByRole('region', { name: 'Matched Skills (2)' });
    const typescript = within(matched).getByText('TypeScript').closest('li') as HTMLElement;
    expect(typescript).toHaveTextContent('Migrated a 200k-line codebase from JavaScript to TypeScript.');
    expect(
      within(matched).getByText('Tuned PostgreSQL queries, cutting p95 latency by 40%.'),
    ).toBeInTheDocument();

    const missing = screen.getByRole('region', { name: 'Missing Skills (1)' });
    expect(within(missing).getByText('Kubernetes').closest('li')).toHaveTextContent(
      'The job asks: Experience running services on Kubernetes.',
    );

    const text = screen.getByRole('region', { name: 'Analysis' });
    // Under the view's h3, beside the h4 skill lists.
    expect(screen.getByRole('region', { name: 'Quick Analysis' })).toBeInTheDocument();
    expect(within(text).getByRole('heading', { level: 4, name: 'Verdict' })).toBeInTheDocument();
    expect(within(text).getByText('strong').tagName).toBe('STRONG');
    expect(text.querySelector('script')).toBeNull();
    expect(text).toHaveTextContent('<script>alert(1)</script>');
  });

  it("runs again with reanalyze true on 'Re-Analyze' and shows the new result", async () => {
    setToken(makeToken());
    const bodies: AnalyzeMatchRequest[] = [];
    server.use(
      getAnalyzeMatchMockHandler(async ({ request }) => {
        const body = (await request.json()) as AnalyzeMatchRequest;
        bodies.push(body);
        return body.reanalyze ? analysis({ score: 81, missingSkills: [] }) : analysis();
      }),
    );
    const user = userEvent.setup();
    renderView();
    await screen.findByText('72%');

    await user.click(screen.getByRole('button', { name: 'Re-Analyze' }));
    expect(await screen.findByText('81%')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Missing Skills (0)' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { resumeId: 'res-1', jobId: 'job-1', reanalyze: false },
      { resumeId: 'res-1', jobId: 'job-1', reanalyze: true },
    ]);
  });

  it("says 'Failed to run match analysis.' when the analysis fails, and recovers on 'Re-Analyze'", async () => {
    setToken(makeToken());
    let calls = 0;
    server.use(
      http.post('/api/user/analyze-match', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'PROVIDER_UNAVAILABLE', message: 'The AI service is busy.', requestId: 'r' },
              { status: 503 },
            )
          : HttpResponse.json(analysis());
      }),
    );
    const user = userEvent.setup();
    renderView();
    expect(await screen.findByText('Failed to run match analysis.')).toBeInTheDocument();
    expect(calls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Re-Analyze' }));
    expect(await screen.findByText('72%')).toBeInTheDocument();
    expect(screen.queryByText('Failed to run match analysis.')).not.toBeInTheDocument();
  });
});

describe('analysisHeadingOffset', () => {
  it("puts the text's top headings one level below the view's heading, whatever depth they start at", () => {
    expect(analysisHeadingOffset('### Where you match\n- a\n#### Detail', 3)).toBe(1);
    expect(analysisHeadingOffset('# Verdict\n## More', 2)).toBe(2);
    expect(analysisHeadingOffset('### Gaps', 2)).toBe(0);
    // No headings at all: nothing to place.
    expect(analysisHeadingOffset('Just a paragraph with a #hashtag.', 3)).toBe(-2);
  });
});
