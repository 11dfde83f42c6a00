import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListSessionHistoryMockHandler } from '../../api/generated/interviewing/interviewing.msw';
import type { SessionHistoryItem } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { paths, sessionSummary } from '../../lib/paths';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';

function session(index: number, overrides: Partial<SessionHistoryItem> = {}): SessionHistoryItem {
  return {
    id: `sess-${index}`,
    title: `Session ${index}`,
    created_at: '2025-09-05T10:00:00Z',
    score: 7.3,
    interview_type: 'Behavioral',
    ...overrides,
  };
}

/** A server of `total` sessions titled 'Session 1'..; records every query it was asked. */
function serveHistory(all: SessionHistoryItem[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    getListSessionHistoryMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const page = Number(query.get('page') ?? '1');
      const limit = Number(query.get('limit') ?? '10');
      const search = query.get('search')?.toLowerCase();
      const type = query.get('type');
      const matching = all.filter(
        (item) =>
          (!search || item.title.toLowerCase().includes(search)) && (!type || item.interview_type === type),
      );
      return {
        sessions: matching.slice((page - 1) * limit, page * limit),
        currentPage: page,
        totalPages: Math.ceil(matching.length / limit),
        totalSessions: matching.length,
      };
    }),
  );
  return requests;
}

function openHistory() {
  setToken(makeToken());
  return renderApp(paths.history, stubPages(paths.dashboard));
}

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('Interview History', () => {
  it('lists sessions with title, date, score and a View Report link, 10 per page', async () => {
    const requests = serveHistory([
      session(1, { title: 'Staff Engineer at Acme', score: 8.3 }),
      session(2, { score: 6.9 }),
      session(3, { score: null }),
    ]);
    openHistory();
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview History' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(rows()).toHaveLength(3);

    const first = within(rows()[0] as HTMLElement);
    expect(first.getByRole('rowheader')).toHaveTextContent('Staff Engineer at Acme');
    expect(first.getByText('Sep 5, 2025')).toBeInTheDocument();
    expect(first.getByText('8.3')).toHaveAttribute('data-tone', 'success');
    expect(first.getByRole('link', { name: 'View Report: Staff Engineer at Acme' })).toHaveAttribute(
      'href',
      sessionSummary('sess-1'),
    );
    // the score as the server gives it, coloured as given: 6.9 is below 7
    expect(within(rows()[1] as HTMLElement).getByText('6.9')).toHaveAttribute('data-tone', 'warning');
    expect(within(rows()[2] as HTMLElement).getByText('N/A')).toBeInTheDocument();

    expect(requests[0]?.get('page')).toBe('1');
    expect(requests[0]?.get('limit')).toBe('10');
    expect(requests[0]?.has('search')).toBe(false);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("links 'Start New Session' to /dashboard", async () => {
    serveHistory([session(1)]);
    const user = userEvent.setup();
    const { router } = openHistory();
    await user.click(await screen.findByRole('link', { name: 'Start New Session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
  });

  it('pages with Previous and Next', async () => {
    const requests = serveHistory(Array.from({ length: 23 }, (_, index) => session(index + 1)));
    const user = userEvent.setup();
    openHistory();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Session 11')).toBeInTheDocument();
    expect(requests.at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it("says 'No sessions found.' when there are none", async () => {
    serveHistory([]);
    openHistory();
    expect(await screen.findByText('No sessions found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('searches by title on the server, back from the first page', async () => {
    const requests = serveHistory([
      ...Array.from({ length: 12 }, (_, index) => session(index + 1)),
      session(99, { title: 'Staff Engineer at Acme' }),
    ]);
    const user = userEvent.setup();
    openHistory();
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'staff');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('Staff Engineer at Acme')).toBeInTheDocument();
    const searched = requests.filter((query) => query.has('search'));
    // Debounced: one request for the whole word, not one per letter.
    expect(searched.map((query) => query.get('search'))).toEqual(['staff']);
    expect(searched[0]?.get('page')).toBe('1');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'nothing like it');
    expect(await screen.findByText('No sessions found.')).toBeInTheDocument();
  });

  it('filters by interview type', async () => {
    const requests = serveHistory([
      session(1),
      session(2, { title: 'Tech round', interview_type: 'Technical' }),
    ]);
    const user = userEvent.setup();
    openHistory();
    await screen.findByText('Session 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Interview type' }), 'Technical');
    await waitFor(() => expect(screen.queryByText('Session 1')).not.toBeInTheDocument());
    expect(screen.getByText('Tech round')).toBeInTheDocument();
    expect(requests.at(-1)?.get('type')).toBe('Technical');
  });

  it("shows 'Failed to load session history.' when the history cannot be loaded", async () => {
    server.use(
      http.get('/api/user/history', () =>
        HttpResponse.json({ error: 'NOT_IMPLEMENTED', requestId: 'r' }, { status: 501 }),
      ),
    );
    openHistory();
    expect(await screen.findByText('Failed to load session history.')).toBeInTheDocument();
    expect(screen.queryByText('No sessions found.')).not.toBeInTheDocument();
  });
});
