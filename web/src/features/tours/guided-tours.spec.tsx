import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getAnalyzeMatchMockHandler,
  getListApplicationsMockHandler,
  getListDocumentsMockHandler,
} from '../../api/generated/documents/documents.msw';
import {
  getCompleteAllToursMockHandler,
  getCompleteTourMockHandler,
  getGetProfileMockHandler,
} from '../../api/generated/identity/identity.msw';
import {
  getGetDashboardStatsMockHandler,
  getGetSessionSummaryMockHandler,
  getListSessionHistoryMockHandler,
} from '../../api/generated/interviewing/interviewing.msw';
import type { CompleteTourRequest, DocumentLists, SessionSummary, TourKey } from '../../api/generated/model';
import { getGetDashboardStatsQueryKey } from '../../api/generated/interviewing/interviewing';
import { getQueryClient } from '../../app/query-client';
import { setToken } from '../../lib/auth-token';
import { paths, sessionSummary } from '../../lib/paths';
import { uiStore } from '../../lib/ui-store';
import { makeProfile } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';
import { tours } from './tour-definitions';
import { dimPath, highlightBox, layoutTour, roundedRectPath, scrollDelta } from './tour-geometry';

const lists: DocumentLists = {
  resumes: [
    {
      id: 'res-1',
      file_name: 'Ada Resume.pdf',
      file_type: 'pdf',
      uploaded_at: '2025-08-01T10:00:00Z',
      is_default: true,
    },
  ],
  jobDescriptions: [
    { id: 'job-1', file_name: 'Staff Engineer.txt', file_type: 'txt', uploaded_at: '2025-09-01T10:00:00Z' },
  ],
};

function summary(): SessionSummary {
  return {
    session: {
      id: 'sess-1',
      title: 'Staff Engineer at Acme',
      score: 7.5,
      created_at: '2025-09-05T10:00:00Z',
      interview_type: 'Behavioral',
    },
    skillScores: [{ skill: 'Communication', score: 7 }],
    improvementRoadmap: '1. Quantify your impact.',
    breakdown: [],
  } as unknown as SessionSummary;
}

/** Records what the tour endpoints were asked, answering like the server does. */
function serveTours(completed: TourKey[] = []) {
  const calls = { complete: [] as TourKey[], completeAll: 0 };
  server.use(
    getGetProfileMockHandler(makeProfile({ completedTours: completed })),
    getCompleteTourMockHandler(async ({ request }) => {
      const body = (await request.json()) as CompleteTourRequest;
      calls.complete.push(body.tour_key);
      return { completedTours: [...completed, body.tour_key] };
    }),
    getCompleteAllToursMockHandler(() => {
      calls.completeAll += 1;
      return {
        completedTours: [
          'initial_onboarding_tour',
          'post_interview_tour',
          'save_application_tour',
          'polish_resume_tour',
        ],
      };
    }),
  );
  return calls;
}

function serveDashboard(totalSessions = 2) {
  server.use(
    getListDocumentsMockHandler(lists),
    getListApplicationsMockHandler([]),
    getGetDashboardStatsMockHandler({ totalSessions, averageScore: '7.0' }),
    getListSessionHistoryMockHandler({ sessions: [], currentPage: 1, totalPages: 1, totalSessions: 0 }),
    getAnalyzeMatchMockHandler({
      analysis: 'A strong match.',
      score: 80,
      matchedSkills: [],
      missingSkills: [],
      cached: true,
    }),
  );
}

async function openDashboard(completed: TourKey[] = []) {
  setToken(makeToken());
  const calls = serveTours(completed);
  serveDashboard();
  renderApp(paths.dashboard, stubPages(paths.interviewSetup));
  // The welcome dialog hides the page from assistive technology while it is open.
  await screen.findByRole('heading', { name: 'Start a New Session', hidden: true });
  return calls;
}

function tourDialog(name = 'Dashboard tour') {
  return screen.findByRole('dialog', { name });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Tour geometry', () => {
  const viewport = { width: 1280, height: 900 };
  const tooltip = { width: 352, height: 200 };

  it('pads the highlight by 8 px on every side', () => {
    expect(highlightBox({ top: 100, left: 50, width: 200, height: 40 })).toEqual({
      top: 92,
      left: 42,
      width: 216,
      height: 56,
    });
  });

  it('puts the tooltip 15 px below the highlight, centred and kept 10 px inside the viewport', () => {
    const below = layoutTour({ top: 100, left: 500, width: 200, height: 40 }, tooltip, viewport);
    expect(below.placement).toBe('bottom');
    expect(below.tooltip.top).toBe(100 + 40 + 8 + 15);
    expect(below.tooltip.left).toBe(600 - 176);

    const nearLeftEdge = layoutTour({ top: 100, left: 0, width: 40, height: 40 }, tooltip, viewport);
    expect(nearLeftEdge.tooltip.left).toBe(10);
    const nearRightEdge = layoutTour({ top: 100, left: 1260, width: 20, height: 20 }, tooltip, viewport);
    expect(nearRightEdge.tooltip.left).toBe(1280 - 10 - 352);
  });

  it('goes above, then beside, then over the target when there is no room below', () => {
    const above = layoutTour({ top: 700, left: 500, width: 200, height: 150 }, tooltip, viewport);
    expect(above.placement).toBe('top');
    expect(above.tooltip.top).toBe(700 - 8 - 15 - 200);

    const beside = layoutTour({ top: 150, left: 100, width: 400, height: 600 }, tooltip, viewport);
    expect(beside.placement).toBe('right');
    expect(beside.tooltip.left).toBe(100 + 400 + 8 + 15);

    const phone = { width: 390, height: 844 };
    const over = layoutTour(
      { top: 20, left: 16, width: 358, height: 800 },
      { width: 370, height: 220 },
      phone,
    );
    expect(over.placement).toBe('over');
    expect(over.tooltip.top).toBe(844 - 10 - 220);
    expect(over.tooltip.left).toBe(10);
  });

  it('dims everything but the rounded highlight', () => {
    const path = dimPath({ top: 92, left: 42, width: 216, height: 56 }, viewport);
    expect(path.startsWith('M0 0 H1280 V900 H0 Z')).toBe(true);
    expect(path).toContain('M54 92 H246 A12 12 0 0 1 258 104 V136');
    // The radius never exceeds half the box.
    expect(roundedRectPath({ top: 0, left: 0, width: 10, height: 40 })).toContain('A5 5');
  });

  it('scrolls only when the highlight is hidden or has no room for the tooltip', () => {
    expect(scrollDelta({ top: 200, left: 100, width: 300, height: 100 }, tooltip, viewport, 64)).toBe(0);
    // Under a 64 px sticky header: brought down into the free area.
    expect(scrollDelta({ top: 30, left: 100, width: 300, height: 100 }, tooltip, viewport, 64)).toBeLessThan(
      0,
    );
    // Far below the fold: scrolled up so highlight and tooltip are centred.
    const delta = scrollDelta({ top: 2000, left: 100, width: 300, height: 100 }, tooltip, viewport, 64);
    const highlightTop = 2000 - 8 - delta;
    const block = 116 + 15 + 200;
    expect(Math.abs(highlightTop - (74 + (890 - 74 - block) / 2))).toBeLessThanOrEqual(0.5);
  });
});

describe('Welcome dialog', () => {
  it('appears on the dashboard while the initial tour is not completed', async () => {
    await openDashboard();
    const dialog = await screen.findByRole('dialog', { name: /Welcome to Interview Coach, Ada!/ });
    expect(within(dialog).getByRole('button', { name: 'Start Quick Tour' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Explore on My Own' })).toBeInTheDocument();
  });

  it('does not appear once the initial tour is completed', async () => {
    await openDashboard(['initial_onboarding_tour']);
    await screen.findByRole('heading', { name: 'Start a New Session' });
    await screen.findByRole('region', { name: 'Performance Overview' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Explore on My Own' marks every tour complete and closes the dialog", async () => {
    const user = userEvent.setup();
    const calls = await openDashboard();
    const dialog = await screen.findByRole('dialog', { name: /Welcome/ });
    await user.click(within(dialog).getByRole('button', { name: 'Explore on My Own' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.completeAll).toBe(1));
    expect(calls.complete).toEqual([]);
    expect(uiStore.getState().activeTourKey).toBeNull();
  });
});

describe('Initial tour', () => {
  it("walks the dashboard with Next and Back, and Finish marks 'initial_onboarding_tour' complete", async () => {
    const user = userEvent.setup();
    const calls = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Start Quick Tour' }));

    const tooltip = await tourDialog();
    const steps = tours.initial_onboarding_tour.steps;
    expect(within(tooltip).getByText(`Step 1 of ${steps.length}`)).toBeInTheDocument();
    expect(within(tooltip).getByRole('heading', { name: steps[0]?.title })).toBeInTheDocument();
    expect(within(tooltip).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // Focus moves into the tooltip.
    expect(within(tooltip).getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.getByTestId('tour-highlight')).toBeInTheDocument();

    await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
    expect(within(tooltip).getByRole('heading', { name: steps[1]?.title })).toBeInTheDocument();
    await user.click(within(tooltip).getByRole('button', { name: 'Back' }));
    expect(within(tooltip).getByRole('heading', { name: steps[0]?.title })).toBeInTheDocument();

    for (let step = 1; step < steps.length; step++) {
      await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
      expect(within(tooltip).getByText(`Step ${step + 1} of ${steps.length}`)).toBeInTheDocument();
    }
    expect(within(tooltip).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(calls.complete).toEqual([]);

    await user.click(within(tooltip).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls.complete).toEqual(['initial_onboarding_tour']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uiStore.getState().activeTourKey).toBeNull();
  });

  it('passes over steps whose target is not on the page', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Start Quick Tour' }));
    await tourDialog();
    document.querySelector('[data-tour="quick-analysis"]')?.removeAttribute('data-tour');
    const tooltip = await tourDialog();
    await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
    expect(
      within(tooltip).getByRole('heading', { name: tours.initial_onboarding_tour.steps[2]?.title }),
    ).toBeInTheDocument();
  });

  it('Skip marks the tour complete', async () => {
    const user = userEvent.setup();
    const calls = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Start Quick Tour' }));
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(calls.complete).toEqual(['initial_onboarding_tour']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Escape skips the tour and marks it complete', async () => {
    const user = userEvent.setup();
    const calls = await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Start Quick Tour' }));
    const tooltip = await tourDialog();
    await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calls.complete).toEqual(['initial_onboarding_tour']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The welcome does not come back on this visit.
    expect(screen.queryByRole('button', { name: 'Start Quick Tour' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the tooltip', async () => {
    const user = userEvent.setup();
    await openDashboard();
    await user.click(await screen.findByRole('button', { name: 'Start Quick Tour' }));
    const tooltip = await tourDialog();
    await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
    const buttons = within(tooltip).getAllByRole('button');
    for (let press = 0; press < buttons.length + 1; press++) {
      await user.tab();
      expect(tooltip).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('only logs when the server cannot record the tour', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openDashboard();
    server.use(
      http.post('/api/user/tours/complete', () =>
        HttpResponse.json({ error: 'VALIDATION_FAILED', message: 'Nope.', requestId: 'r' }, { status: 400 }),
      ),
      http.post('/api/user/tours/complete-all', () => HttpResponse.error()),
    );
    await user.click(await screen.findByRole('button', { name: 'Start Quick Tour' }));
    await user.click(within(await tourDialog()).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(uiStore.getState().errorModal.open).toBe(false);
    expect(screen.getByRole('heading', { name: 'Start a New Session' })).toBeInTheDocument();
  });

  it("only logs when 'Explore on My Own' cannot be recorded", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await openDashboard();
    server.use(http.post('/api/user/tours/complete-all', () => HttpResponse.error()));
    await user.click(await screen.findByRole('button', { name: 'Explore on My Own' }));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Post-interview tour', () => {
  async function openReport(completed: TourKey[], totalSessions: number) {
    setToken(makeToken());
    const calls = serveTours(completed);
    let statsLoads = 0;
    server.use(
      getGetSessionSummaryMockHandler(summary()),
      getGetDashboardStatsMockHandler(() => {
        statsLoads += 1;
        return { totalSessions, averageScore: '7.5' };
      }),
    );
    const { router } = renderApp(sessionSummary('sess-1'), stubPages(paths.dashboard));
    await screen.findByRole('heading', { level: 1, name: 'Staff Engineer at Acme' });
    return { calls, router, statsLoads: () => statsLoads };
  }

  it('starts on the report once there is a session, and Finish marks it complete', async () => {
    const user = userEvent.setup();
    const { calls } = await openReport(['initial_onboarding_tour'], 1);
    const tooltip = await tourDialog('Performance Report tour');
    const steps = tours.post_interview_tour.steps;
    expect(within(tooltip).getByRole('heading', { name: steps[0]?.title })).toBeInTheDocument();
    for (let step = 1; step < steps.length; step++) {
      await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
    }
    expect(within(tooltip).getByRole('heading', { name: 'Take the report with you' })).toBeInTheDocument();
    await user.click(within(tooltip).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls.complete).toEqual(['post_interview_tour']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the session count afresh rather than trusting one cached before the interview', async () => {
    getQueryClient().setQueryData(getGetDashboardStatsQueryKey(), { totalSessions: 0, averageScore: '0.0' });
    const { statsLoads } = await openReport([], 1);
    await tourDialog('Performance Report tour');
    expect(statsLoads()).toBe(1);
  });

  it('waits while the session count is 0', async () => {
    const { statsLoads } = await openReport([], 0);
    await waitFor(() => expect(statsLoads()).toBe(1));
    await screen.findByRole('button', { name: 'Export PDF' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not start again once completed, nor ask for the session count', async () => {
    const { statsLoads } = await openReport(['post_interview_tour'], 3);
    await screen.findByRole('button', { name: 'Export PDF' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(statsLoads()).toBe(0);
  });

  it('ends without completing when the person leaves the report', async () => {
    const { calls, router } = await openReport([], 2);
    await tourDialog('Performance Report tour');
    await act(() => router.navigate(paths.dashboard));
    await screen.findByRole('heading', { name: `Stub page ${paths.dashboard}` });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uiStore.getState().activeTourKey).toBeNull();
    expect(calls.complete).toEqual([]);
  });
});

describe('Polish tour', () => {
  async function openDocuments(completed: TourKey[]) {
    setToken(makeToken());
    const calls = serveTours(completed);
    server.use(getListDocumentsMockHandler(lists));
    renderApp(paths.documents, stubPages(paths.polishResume));
    await screen.findByRole('heading', { level: 1, name: 'My Documents' });
    return calls;
  }

  it('walks the resumes, the job descriptions and the polish action on /documents, and Finish marks it complete', async () => {
    const user = userEvent.setup();
    const calls = await openDocuments([]);
    const tooltip = await tourDialog('Resume polish tour');
    expect(within(tooltip).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(tooltip).getByRole('heading', { name: 'Your resumes' })).toBeInTheDocument();
    expect(document.querySelector('[data-tour="my-resumes"]')).toHaveAccessibleName('My Resumes');
    await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
    expect(within(tooltip).getByRole('heading', { name: 'The job you are aiming for' })).toBeInTheDocument();
    expect(document.querySelector('[data-tour="my-job-descriptions"]')).toHaveAccessibleName(
      'My Job Descriptions',
    );
    await user.click(within(tooltip).getByRole('button', { name: 'Next' }));
    expect(within(tooltip).getByText('Step 3 of 3')).toBeInTheDocument();
    expect(document.querySelector('[data-tour="polish-resume"]')).toHaveAccessibleName(/Polish a Resume/);
    await user.click(within(tooltip).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(calls.complete).toEqual(['polish_resume_tour']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Skip tour also marks it complete', async () => {
    const user = userEvent.setup();
    const calls = await openDocuments([]);
    const tooltip = await tourDialog('Resume polish tour');
    await user.click(within(tooltip).getByRole('button', { name: 'Skip tour' }));
    await waitFor(() => expect(calls.complete).toEqual(['polish_resume_tour']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not start once completed', async () => {
    await openDocuments(['polish_resume_tour']);
    await screen.findByRole('region', { name: 'My Resumes' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
