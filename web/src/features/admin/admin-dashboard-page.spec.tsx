import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AdminMetrics, AdminMetricsSessionsPerDayItem } from '../../api/generated/model';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { makeMetrics, signInAs } from './admin-fixtures';

// jsdom has no canvas: the chart module is replaced by a stand-in that shows what it was given
vi.mock('./sessions-chart', () => ({
  default: ({ days }: { days: AdminMetricsSessionsPerDayItem[] }) => (
    <div data-testid="sessions-chart">{days.map((day) => `${day.date}=${day.count}`).join(',')}</div>
  ),
}));

function serveMetrics(metrics: AdminMetrics) {
  server.use(http.get('/api/admin/metrics', () => HttpResponse.json(metrics)));
}

function metric(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
}

describe('/admin/dashboard', () => {
  it('shows every metric, formatted', async () => {
    signInAs('support');
    serveMetrics(makeMetrics());
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByText('Monthly recurring revenue');
    expect(metric('Users')).toHaveTextContent('1,250');
    expect(metric('Users')).toHaveTextContent('87% verified e-mail');
    expect(metric('New in 7 days')).toHaveTextContent('42');
    expect(metric('New in 30 days')).toHaveTextContent('180');
    expect(metric('Active in 30 days')).toHaveTextContent('640');
    expect(metric('Monthly recurring revenue')).toHaveTextContent('$3,456.00');
    expect(metric('Monthly recurring revenue')).toHaveTextContent(
      'After discounts; annual plans at a twelfth',
    );
    expect(metric('Monthly recurring revenue')).toHaveTextContent(
      'Of which cancelling: $70.40 (4 subscriptions)',
    );
    expect(metric('Paying Pro')).toHaveTextContent('120');
    expect(metric('Paying Premium')).toHaveTextContent('30');
    expect(metric('In a trial')).toHaveTextContent('18');
    expect(metric('Average score')).toHaveTextContent('7.3 / 10');
    expect(metric('Resume polish runs')).toHaveTextContent('64');
    expect(metric('Open tickets')).toHaveTextContent('5');
    expect(metric('Open tickets')).toHaveTextContent('Oldest waiting 3 days');
    expect(metric('Failed evaluations')).toHaveTextContent('2');
    expect(metric('Queue depth')).toHaveTextContent('3');
    expect(metric('Dead letters')).toHaveTextContent('1');
  });

  const discounted = {
    payingByPlan: { Pro: 1, Premium: 0 },
    monthlyRecurringRevenueCents: 1520,
    cancelling: 1,
    cancellingMonthlyRevenueCents: 1520,
    trialing: 0,
  };

  it('shows what a cancelling subscription bills apart: it still counts this month', async () => {
    signInAs('admin');
    serveMetrics(makeMetrics({ revenue: discounted }));
    renderApp('/admin/dashboard');
    await screen.findByText('Monthly recurring revenue');
    expect(metric('Monthly recurring revenue')).toHaveTextContent('$15.20');
    expect(screen.getByTestId('cancelling-revenue')).toHaveTextContent(
      'Of which cancelling: $15.20 (1 subscription)',
    );
  });

  it('says when nothing is cancelling', async () => {
    signInAs('admin');
    serveMetrics(
      makeMetrics({ revenue: { ...discounted, cancelling: 0, cancellingMonthlyRevenueCents: 0 } }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('cancelling-revenue')).toHaveTextContent('None cancelling');
  });

  it('draws sessions per day with a text alternative', async () => {
    signInAs('admin');
    serveMetrics(makeMetrics());
    renderApp('/admin/dashboard');
    expect(await screen.findByTestId('sessions-chart')).toHaveTextContent(
      '2025-08-01=12,2025-08-02=30,2025-08-03=7',
    );
    expect(screen.getByTestId('sessions-summary')).toHaveTextContent(
      '49 interview sessions started in the last 3 days; the busiest day was Aug 2, 2025 with 30.',
    );
    const table = screen.getByRole('table', { name: 'Interview sessions started per day (UTC)' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: 'Aug 2, 2025' }).nextSibling).toHaveTextContent('30');
  });

  it('says so when there were no sessions, without a chart', async () => {
    signInAs('admin');
    serveMetrics(
      makeMetrics({
        sessions: { total: 0, averageScore: null, perDay: [{ date: '2025-08-01', count: 0 }] },
        tickets: { open: 0, oldestOpenAgeSeconds: null },
      }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No interview sessions in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByTestId('sessions-chart')).not.toBeInTheDocument();
    expect(metric('Average score')).toHaveTextContent('—');
    expect(metric('Open tickets')).toHaveTextContent('None waiting');
  });

  it('shows a failed load with Try Again', async () => {
    signInAs('admin');
    let calls = 0;
    server.use(
      http.get('/api/admin/metrics', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'FORBIDDEN', message: 'Only staff can do this.', requestId: 'r' },
              { status: 403 },
            )
          : HttpResponse.json(makeMetrics());
      }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff can do this.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Monthly recurring revenue')).toBeInTheDocument();
  });
});
