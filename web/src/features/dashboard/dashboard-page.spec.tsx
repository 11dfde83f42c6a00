import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAnalyzeMatchMockHandler,
  getCreateApplicationMockHandler,
  getListApplicationsMockHandler,
  getListDocumentsMockHandler,
} from '../../api/generated/documents/documents.msw';
import {
  getCompleteTourMockHandler,
  getGetProfileMockHandler,
} from '../../api/generated/identity/identity.msw';
import {
  getGetDashboardStatsMockHandler,
  getGetSessionSummaryMockHandler,
  getListSessionHistoryMockHandler,
} from '../../api/generated/interviewing/interviewing.msw';
import type {
  AnalyzeMatchRequest,
  Application,
  CreateApplicationRequest,
  DashboardStats,
  DocumentLists,
  MatchAnalysis,
  SessionHistoryItem,
  SessionSummary,
} from '../../api/generated/model';
import {
  getListApplicationsQueryKey,
  getListDocumentsQueryKey,
} from '../../api/generated/documents/documents';
import { getQueryClient } from '../../app/query-client';
import { setToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';

function lists(): DocumentLists {
  return {
    resumes: [
      {
        id: 'res-1',
        file_name: 'Old Resume.pdf',
        file_type: 'pdf',
        uploaded_at: '2025-08-01T10:00:00Z',
        is_default: false,
      },
      {
        id: 'res-2',
        file_name: 'Main Resume.pdf',
        file_type: 'pdf',
        uploaded_at: '2025-08-02T10:00:00Z',
        is_default: true,
      },
    ],
    jobDescriptions: [
      { id: 'job-1', file_name: 'Staff Engineer.txt', file_type: 'txt', uploaded_at: '2025-09-01T10:00:00Z' },
      { id: 'job-2', file_name: 'Tech Lead.txt', file_type: 'txt', uploaded_at: '2025-09-02T10:00:00Z' },
    ],
  };
}

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 'app-1',
    application_name: 'Staff Engineer at Acme',
    resume_id: 'res-2',
    job_description_id: 'job-1',
    resume_name: 'Main Resume.pdf',
    job_name: 'Staff Engineer.txt',
    avg_score: 7.3,
    created_at: '2025-09-03T10:00:00Z',
    ...overrides,
  };
}

function session(id: string, title: string, score: number | null): SessionHistoryItem {
  return { id, title, created_at: '2025-09-05T10:00:00Z', score, interview_type: 'Behavioral' };
}

const analysis: MatchAnalysis = {
  analysis: 'A strong match overall.',
  score: 82,
  matchedSkills: [{ skill: 'TypeScript', evidence: 'Built services in TypeScript' }],
  missingSkills: [],
  cached: false,
};

const ROADMAP = [
  'Based on 2 evaluated answers for Staff Engineer, work on these in order:',
  '',
  '1. **Give fuller answers** (Q1 and Q2). Aim for one to two minutes.',
  '2. **Quantify your impact** (Q2). Add one number per answer.',
].join('\n');

/** The report of a session, as far as the dashboard reads it (its roadmap). */
function report(id: string, improvementRoadmap: string): SessionSummary {
  return {
    session: {
      id,
      title: 'Behavioral practice',
      score: 6.4,
      resume_id: 'res-1',
      job_id: 'job-1',
      interview_type: 'Behavioral',
      status: 'completed',
      created_at: '2025-09-05T10:00:00Z',
      ended_at: '2025-09-05T10:30:00Z',
    },
    endedWithoutAnswers: false,
    skillScores: [],
    improvementRoadmap,
    breakdown: [],
  };
}

type Setup = {
  documents?: DocumentLists;
  stats?: DashboardStats | (() => Promise<DashboardStats>);
  applications?: Application[];
  sessions?: SessionHistoryItem[];
  analyses?: AnalyzeMatchRequest[];
  /** The roadmap of every report the dashboard reads (the last scored session's). */
  roadmap?: string;
  /** The reports read, by session id. */
  reports?: string[];
};

function serveDashboard({
  documents = lists(),
  stats = { totalSessions: 4, averageScore: '6.8' },
  applications = [],
  sessions = [],
  analyses = [],
  roadmap = ROADMAP,
  reports = [],
}: Setup = {}) {
  const state = { documents: structuredClone(documents), applications: [...applications] };
  let applicationLoads = 0;
  server.use(
    getListDocumentsMockHandler(() => structuredClone(state.documents)),
    getListApplicationsMockHandler(() => {
      applicationLoads += 1;
      return state.applications;
    }),
    getGetDashboardStatsMockHandler(stats),
    getListSessionHistoryMockHandler(({ request }) => {
      const url = new URL(request.url);
      expect(url.searchParams.get('page')).toBe('1');
      expect(url.searchParams.get('limit')).toBe('3');
      return { sessions, currentPage: 1, totalPages: 1, totalSessions: sessions.length };
    }),
    getAnalyzeMatchMockHandler(async ({ request }) => {
      analyses.push((await request.json()) as AnalyzeMatchRequest);
      return analysis;
    }),
    getGetSessionSummaryMockHandler(({ params }) => {
      reports.push(String(params.id));
      return report(String(params.id), roadmap);
    }),
  );
  return { state, applicationLoads: () => applicationLoads };
}

// The guided tours have their own tests (features/tours); here the welcome dialog stays away.

beforeEach(() => {
  server.use(getGetProfileMockHandler(makeProfile({ completedTours: TOURS_TAKEN })));
});

async function openDashboard(setup: Setup = {}, token = makeToken({ name: 'Ada Lovelace' })) {
  setToken(token);
  const served = serveDashboard(setup);
  const view = renderApp(paths.dashboard, stubPages(paths.interviewSetup, paths.history));
  await screen.findByRole('heading', { name: 'Start a New Session' });
  return { ...served, ...view };
}

function pickerSelect(name: string) {
  return screen.getByRole('combobox', { name }) as HTMLSelectElement;
}

/** The line beside Start Interview that names the resume and job it will use. */
function selection() {
  const start = screen.getByRole('button', { name: /Start Interview/ });
  const id = start.getAttribute('aria-describedby');
  const described = id ? document.getElementById(id) : null;
  if (!described) throw new Error('Start Interview does not name its resume and job');
  return described;
}

describe('Dashboard: greeting and start a new session', () => {
  it("greets the user by first name and falls back to 'there'", async () => {
    await openDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it("says 'there' when the profile has no name", async () => {
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json(makeProfile({ name: '  ', completedTours: TOURS_TAKEN })),
      ),
    );
    await openDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, there!' })).toBeInTheDocument();
  });

  it('preselects the default resume and the newest job, and runs the Quick Analysis for them', async () => {
    const analyses: AnalyzeMatchRequest[] = [];
    await openDashboard({ analyses });
    expect(pickerSelect('1. Choose Your Resume').value).toBe('res-2');
    expect(pickerSelect('2. Choose Your Target Job').value).toBe('job-2');
    const quick = within(screen.getByRole('region', { name: 'Quick Analysis' }));
    expect(await quick.findByText('82%')).toBeInTheDocument();
    expect(analyses).toEqual([{ resumeId: 'res-2', jobId: 'job-2', reanalyze: false }]);
  });

  it('preselects the newest resume when none is the default, and analyses again when the choice changes', async () => {
    const documents = lists();
    for (const resume of documents.resumes) resume.is_default = false;
    const analyses: AnalyzeMatchRequest[] = [];
    const user = userEvent.setup();
    await openDashboard({ documents, analyses });
    expect(pickerSelect('1. Choose Your Resume').value).toBe('res-2');
    expect(selection()).toHaveTextContent('Your newest resume and job');
    await screen.findByText('82%');

    await user.selectOptions(pickerSelect('2. Choose Your Target Job'), 'job-1');
    await waitFor(() => expect(analyses).toHaveLength(2));
    expect(analyses[1]).toEqual({ resumeId: 'res-2', jobId: 'job-1', reanalyze: false });

    await screen.findByText('82%');
    await user.click(screen.getByRole('button', { name: 'Re-Analyze' }));
    await waitFor(() => expect(analyses).toHaveLength(3));
    expect(analyses[2]).toEqual({ resumeId: 'res-2', jobId: 'job-1', reanalyze: true });
  });

  it("shows 'Failed to run match analysis.' when the analysis fails", async () => {
    setToken(makeToken());
    serveDashboard();
    server.use(
      http.post('/api/user/analyze-match', () =>
        HttpResponse.json({ error: 'PROVIDER_UNAVAILABLE', requestId: 'r' }, { status: 422 }),
      ),
    );
    renderApp(paths.dashboard);
    expect(await screen.findByText('Failed to run match analysis.')).toBeInTheDocument();
  });

  it('shows upload drop areas instead of pickers when no document exists, and no Save for Later', async () => {
    await openDashboard({ documents: { resumes: [], jobDescriptions: [] } });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload a resume/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload a job description/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Start Interview/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save for Later/ })).not.toBeInTheDocument();
  });

  it("keeps the 'Resume Uploaded!' tile after an upload and chooses the new resume", async () => {
    const { state } = await openDashboard({
      documents: { resumes: [], jobDescriptions: lists().jobDescriptions },
    });
    server.use(
      http.post('/api/upload/resume', () => {
        state.documents.resumes.push({
          id: 'res-9',
          file_name: 'Fresh.pdf',
          file_type: 'pdf',
          uploaded_at: '2025-09-09T10:00:00Z',
          is_default: true,
        });
        return HttpResponse.json({ dbId: 'res-9', name: 'Fresh.pdf', url: '/f', type: 'resume' });
      }),
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Upload a resume file'),
      new File(['%PDF-1.7'], 'Fresh.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(pickerSelect('1. Choose Your Resume').value).toBe('res-9'));
    expect(screen.getByText('Resume Uploaded!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save for Later/ })).toBeEnabled();
  });

  it('offers an upload of a new resume beside the picker', async () => {
    const user = userEvent.setup();
    await openDashboard();
    expect(screen.queryByRole('button', { name: /Upload a resume/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload new resume' }));
    expect(screen.getByRole('button', { name: /Upload a resume/ })).toBeInTheDocument();
  });

  it("'Start Interview' goes to /interview-setup with the chosen pair", async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard();
    await user.click(screen.getByRole('button', { name: /Start Interview/ }));
    await screen.findByRole('heading', { name: `Stub page ${paths.interviewSetup}` });
    expect(router.state.location.state).toEqual({ resumeId: 'res-2', jobId: 'job-2' });
  });
});

describe('Dashboard: which resume and job Start Interview uses', () => {
  const lastInterview = {
    totalSessions: 3,
    averageScore: '7.0',
    lastPairing: { resumeId: 'res-1', jobId: 'job-1' },
  };
  const savedForTechLead = application({
    id: 'app-2',
    application_name: 'Tech Lead at Initech',
    resume_id: 'res-1',
    job_description_id: 'job-2',
    created_at: '2025-09-04T10:00:00Z',
  });

  async function start(
    user: ReturnType<typeof userEvent.setup>,
    router: { state: { location: { state: unknown } } },
  ) {
    await user.click(screen.getByRole('button', { name: /Start Interview/ }));
    await screen.findByRole('heading', { name: `Stub page ${paths.interviewSetup}` });
    return router.state.location.state;
  }

  it("preselects the last interview's resume and job over saved applications and defaults, and says so", async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard({
      stats: lastInterview,
      applications: [savedForTechLead, application()],
    });
    expect(pickerSelect('1. Choose Your Resume').value).toBe('res-1');
    expect(pickerSelect('2. Choose Your Target Job').value).toBe('job-1');
    expect(selection()).toHaveTextContent('Interview with Old Resume.pdf for Staff Engineer.txt');
    expect(selection()).toHaveTextContent('From your last interview');
    expect(screen.getByRole('button', { name: /Start Interview/ })).toHaveAccessibleDescription(
      /Interview with Old Resume\.pdf for Staff Engineer\.txt/,
    );
    expect(await start(user, router)).toEqual({ resumeId: 'res-1', jobId: 'job-1' });
  });

  it('falls back to the most recent saved application when there is no last interview', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard({ applications: [application(), savedForTechLead] });
    expect(pickerSelect('1. Choose Your Resume').value).toBe('res-1');
    expect(pickerSelect('2. Choose Your Target Job').value).toBe('job-2');
    expect(selection()).toHaveTextContent('Interview with Old Resume.pdf for Tech Lead.txt');
    expect(selection()).toHaveTextContent('From your saved application “Tech Lead at Initech”');
    expect(await start(user, router)).toEqual({ resumeId: 'res-1', jobId: 'job-2' });
  });

  it('falls back to the saved application when a document of the last interview is no longer listed', async () => {
    await openDashboard({
      stats: { ...lastInterview, lastPairing: { resumeId: 'res-1', jobId: 'job-deleted' } },
      applications: [application()],
    });
    expect(pickerSelect('1. Choose Your Resume').value).toBe('res-2');
    expect(pickerSelect('2. Choose Your Target Job').value).toBe('job-1');
    expect(selection()).toHaveTextContent('From your saved application “Staff Engineer at Acme”');
  });

  it('uses the default resume and the newest job when there is neither, whatever order they are listed in', async () => {
    const documents = lists();
    documents.jobDescriptions.reverse();
    await openDashboard({ documents });
    expect(pickerSelect('1. Choose Your Resume').value).toBe('res-2');
    expect(pickerSelect('2. Choose Your Target Job').value).toBe('job-2');
    expect(selection()).toHaveTextContent('Interview with Main Resume.pdf for Tech Lead.txt');
    expect(selection()).toHaveTextContent('Your default resume and newest job');
  });

  it('shows and starts with what the person changes, and Change takes them to the resume picker', async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard({ stats: lastInterview });
    await user.click(screen.getByRole('button', { name: 'Change the resume or job' }));
    expect(pickerSelect('1. Choose Your Resume')).toHaveFocus();

    await user.selectOptions(pickerSelect('2. Choose Your Target Job'), 'job-2');
    expect(selection()).toHaveTextContent('Interview with Old Resume.pdf for Tech Lead.txt');
    expect(selection()).toHaveTextContent('Your choice');
    expect(await start(user, router)).toEqual({ resumeId: 'res-1', jobId: 'job-2' });
  });

  it('waits for the last interview before showing a selection, so it never changes under the person', async () => {
    const waiting: ((stats: DashboardStats) => void)[] = [];
    setToken(makeToken());
    serveDashboard({ stats: () => new Promise<DashboardStats>((resolve) => waiting.push(resolve)) });
    renderApp(paths.dashboard);
    await waitFor(() => expect(waiting).toHaveLength(1));
    // the documents and the saved applications are in; only the last interview is awaited
    await waitFor(() => expect(getQueryClient().getQueryData(getListApplicationsQueryKey())).toBeDefined());
    await waitFor(() => expect(getQueryClient().getQueryData(getListDocumentsQueryKey())).toBeDefined());
    expect(screen.getByText('Loading your dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // nothing is placed around the start card yet, so nothing moves when it arrives
    expect(screen.queryByText(/No saved applications yet/)).not.toBeInTheDocument();

    for (const answer of waiting) answer(lastInterview);
    await screen.findByRole('heading', { name: 'Start a New Session' });
    expect(pickerSelect('2. Choose Your Target Job').value).toBe('job-1');
    expect(screen.getByText(/No saved applications yet/)).toBeInTheDocument();
  });

  it('falls back to the defaults when the last interview cannot be read', async () => {
    setToken(makeToken());
    serveDashboard();
    server.use(
      http.get('/api/user/dashboard-stats', () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: 'gone', requestId: 'r' }, { status: 404 }),
      ),
    );
    renderApp(paths.dashboard);
    await screen.findByRole('heading', { name: 'Start a New Session' });
    expect(pickerSelect('2. Choose Your Target Job').value).toBe('job-2');
    expect(selection()).toHaveTextContent('Your default resume and newest job');
  });
});

describe('Dashboard: Save Application', () => {
  it('saves the pair under a name, closes, clears the name and reloads the applications', async () => {
    const created: CreateApplicationRequest[] = [];
    let tours = 0;
    const user = userEvent.setup();
    const { state, applicationLoads } = await openDashboard();
    server.use(
      getCreateApplicationMockHandler(async ({ request }) => {
        const body = (await request.json()) as CreateApplicationRequest;
        created.push(body);
        const saved = application({ id: 'app-9', application_name: body.application_name, avg_score: null });
        state.applications.push(saved);
        return saved;
      }),
      getCompleteTourMockHandler(() => {
        tours += 1;
        return { completedTours: ['save_application_tour'] };
      }),
    );
    await waitFor(() => expect(applicationLoads()).toBe(1));

    await user.click(screen.getByRole('button', { name: /Save for Later/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Application' }));
    const name = dialog.getByRole('textbox', { name: 'Application name' });
    expect(name).toHaveAttribute('placeholder', expect.stringContaining('Software Engineer at Acme'));
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, '  Staff Engineer at Acme ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toEqual([
      { resume_id: 'res-2', job_description_id: 'job-2', application_name: 'Staff Engineer at Acme' },
    ]);
    const saved = within(screen.getByRole('region', { name: 'My Saved Applications' }));
    expect(await saved.findByText('Staff Engineer at Acme')).toBeInTheDocument();
    expect(applicationLoads()).toBeGreaterThan(1);
    await waitFor(() => expect(tours).toBe(1));

    await user.click(screen.getByRole('button', { name: /Save for Later/ }));
    const again = within(await screen.findByRole('dialog', { name: 'Save Application' }));
    expect(again.getByRole('textbox', { name: 'Application name' })).toHaveValue('');
  });

  it("says 'Failed to save application.' and keeps the dialog open when saving fails", async () => {
    const user = userEvent.setup();
    await openDashboard();
    server.use(
      http.post('/api/applications', () =>
        HttpResponse.json({ error: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /Save for Later/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Application' }));
    await user.type(dialog.getByRole('textbox', { name: 'Application name' }), 'Tech Lead at Initech');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Failed to save application.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Application name' })).toHaveValue('Tech Lead at Initech');

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Dashboard: progress panels', () => {
  it("lists saved applications with resume name, one-decimal 'Avg Score' or N/A, and 'Practice'", async () => {
    const user = userEvent.setup();
    const { router } = await openDashboard({
      applications: [
        application(),
        application({
          id: 'app-2',
          application_name: 'Tech Lead at Initech',
          resume_name: 'Old Resume.pdf',
          resume_id: 'res-1',
          job_description_id: 'job-2',
          avg_score: null,
        }),
      ],
    });
    const panel = within(screen.getByRole('region', { name: 'My Saved Applications' }));
    const items = await panel.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Staff Engineer at Acme');
    expect(items[0]).toHaveTextContent('Main Resume.pdf');
    expect(items[0]).toHaveTextContent('Avg Score: 7.3');
    expect(items[1]).toHaveTextContent('Old Resume.pdf');
    expect(items[1]).toHaveTextContent('Avg Score: N/A');
    expect(panel.getByRole('link', { name: 'View All' })).toHaveAttribute('href', paths.history);

    await user.click(panel.getByRole('button', { name: 'Practice Tech Lead at Initech' }));
    await screen.findByRole('heading', { name: `Stub page ${paths.interviewSetup}` });
    expect(router.state.location.state).toEqual({ resumeId: 'res-1', jobId: 'job-2' });
  });

  it('shows the performance overview and up to 3 recent sessions with score styles and report links', async () => {
    await openDashboard({
      sessions: [
        session('s-1', 'Behavioral practice', 7),
        session('s-2', 'Technical practice', 6.9),
        session('s-3', 'Coding practice', null),
      ],
    });
    const overview = within(screen.getByRole('region', { name: 'Performance Overview' }));
    expect(await overview.findByText('4')).toBeInTheDocument();
    expect(overview.getByText('6.8')).toBeInTheDocument();

    const recent = within(screen.getByRole('region', { name: 'Recent Sessions' }));
    const good = await recent.findByRole('link', { name: /Behavioral practice/ });
    expect(good).toHaveAttribute('href', '/session/s-1/summary');
    expect(good).toHaveTextContent('Sep 5, 2025');
    expect(within(good).getByText('7.0')).toHaveClass('text-success');
    expect(within(recent.getByRole('link', { name: /Technical practice/ })).getByText('6.9')).toHaveClass(
      'text-warning',
    );
    expect(recent.getByRole('link', { name: /Coding practice/ })).toHaveTextContent('N/A');
  });

  it("says 'No recent sessions.' when there are none", async () => {
    await openDashboard({ sessions: [] });
    const recent = within(screen.getByRole('region', { name: 'Recent Sessions' }));
    expect(await recent.findByText('No recent sessions.')).toBeInTheDocument();
  });
});

describe('Dashboard: loading and errors', () => {
  it("shows the load-error banner when a read fails and loads again on 'Try Again'", async () => {
    setToken(makeToken());
    serveDashboard();
    let calls = 0;
    server.use(
      http.get('/api/user/dashboard-stats', () => {
        calls += 1;
        return calls === 1
          ? // a 4xx: a 5xx would also open the app-wide error modal over the page (spec section 8)
            HttpResponse.json({ error: 'NOT_FOUND', message: 'gone', requestId: 'r' }, { status: 404 })
          : HttpResponse.json({ totalSessions: 2, averageScore: '8.5' });
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.dashboard);
    const banner = await screen.findByText('Could not load your dashboard data. Please try refreshing.');
    // The rest of the dashboard still works.
    expect(await screen.findByRole('heading', { name: 'Start a New Session' })).toBeInTheDocument();

    await user.click(
      within(banner.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }),
    );
    expect(await screen.findByText('8.5')).toBeInTheDocument();
    expect(
      screen.queryByText('Could not load your dashboard data. Please try refreshing.'),
    ).not.toBeInTheDocument();
  });

  it('shows skeletons while loading', async () => {
    setToken(makeToken());
    serveDashboard();
    server.use(http.get('/api/user/documents', () => new Promise<never>(() => undefined)));
    renderApp(paths.dashboard);
    expect(await screen.findByText('Loading your dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start a New Session' })).not.toBeInTheDocument();
  });

  it('goes to /login when a read answers 401 and the session cannot be refreshed', async () => {
    setToken(makeToken());
    serveDashboard();
    server.use(
      http.get('/api/applications', () => HttpResponse.json({ error: 'UNAUTHENTICATED' }, { status: 401 })),
      http.post('/api/auth/refresh_token', () =>
        HttpResponse.json({ error: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    const { router } = renderApp(paths.dashboard);
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('shows an error carried here in navigation state', async () => {
    setToken(makeToken());
    serveDashboard();
    const { router } = renderApp({
      pathname: paths.dashboard,
      state: { error: 'Missing resume or job description for setup.' },
    });
    expect(await screen.findByText('Missing resume or job description for setup.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });
});

/** The page as laid out at a width: two columns from 1024 px (Tailwind's lg), one below. */
function screenWidth(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide && query === '(min-width: 64rem)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

const PARTS = [
  'Your Last Session',
  'Start a New Session',
  'Quick Analysis',
  'Performance Overview',
  'Recent Sessions',
  'My Saved Applications',
];

/** The dashboard's parts, in the order they are read (keyboard and screen reader order). */
function partOrder(): string[] {
  return screen
    .getAllByRole('region')
    .map((region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
    .filter((name) => PARTS.includes(name));
}

describe('Dashboard: the first screen', () => {
  const returning = {
    sessions: [
      // still running: no score yet, so the last score is the one before
      session('s-0', 'Coding practice', null),
      session('s-1', 'Behavioral practice', 6.4),
      session('s-2', 'Technical practice', 8.1),
    ],
  };

  it('puts the Quick Analysis text behind a closed Details button on a phone, opened by click or keyboard', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    await openDashboard();
    const quick = within(screen.getByRole('region', { name: 'Quick Analysis' }));
    const details = await quick.findByRole('button', { name: 'Details' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    const text = quick.getByText('A strong match overall.');
    expect(text).not.toBeVisible();
    // the skill lists stay in view
    expect(quick.getByText('TypeScript')).toBeVisible();
    expect(document.getElementById(details.getAttribute('aria-controls') ?? '')).toContainElement(text);

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(text).toBeVisible();

    details.focus();
    await user.keyboard('{Enter}');
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(text).not.toBeVisible();
    await user.keyboard(' ');
    expect(details).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the text closed on a wide screen too, where it repeats the score and the skill lists', async () => {
    screenWidth(true);
    await openDashboard();
    const quick = within(screen.getByRole('region', { name: 'Quick Analysis' }));
    expect(await quick.findByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'false');
    expect(quick.getByText('A strong match overall.')).not.toBeVisible();
  });

  it("shows a returning person's last score and next step first on a phone, then Start, progress and the analysis", async () => {
    screenWidth(false);
    const reports: string[] = [];
    await openDashboard({ ...returning, reports });
    const last = within(screen.getByRole('region', { name: 'Your Last Session' }));
    expect(last.getByText('6.4')).toHaveClass('text-warning');
    expect(last.getByText('Behavioral practice')).toBeInTheDocument();
    expect(await last.findByText('Give fuller answers')).toBeInTheDocument();
    expect(last.getByText(/Next step/).closest('p')).toHaveTextContent('Next step: Give fuller answers');
    expect(last.getByRole('link', { name: 'View Report: Behavioral practice' })).toHaveAttribute(
      'href',
      '/session/s-1/summary',
    );
    expect(reports).toEqual(['s-1']);

    await screen.findByRole('region', { name: 'Quick Analysis' });
    expect(partOrder()).toEqual([
      'Your Last Session',
      'Start a New Session',
      'Performance Overview',
      'Recent Sessions',
      'My Saved Applications',
      'Quick Analysis',
    ]);
  });

  it('reads the left column first on a wide screen: Start and the analysis, then the last session and progress', async () => {
    screenWidth(true);
    await openDashboard(returning);
    await screen.findByRole('region', { name: 'Quick Analysis' });
    expect(partOrder()).toEqual([
      'Start a New Session',
      'Quick Analysis',
      'Your Last Session',
      'Performance Overview',
      'Recent Sessions',
      'My Saved Applications',
    ]);
  });

  it('shows someone with no score yet the start card first, then the analysis of what they chose', async () => {
    screenWidth(false);
    const reports: string[] = [];
    await openDashboard({ sessions: [session('s-0', 'Coding practice', null)], reports });
    await screen.findByRole('region', { name: 'Quick Analysis' });
    expect(screen.queryByRole('region', { name: 'Your Last Session' })).not.toBeInTheDocument();
    expect(partOrder()).toEqual([
      'Start a New Session',
      'Quick Analysis',
      'Performance Overview',
      'Recent Sessions',
      'My Saved Applications',
    ]);
    expect(reports).toEqual([]);
  });

  it('sends the person to the report for the next step when its roadmap cannot be read', async () => {
    setToken(makeToken());
    serveDashboard(returning);
    server.use(
      http.get('/api/interview/:id/summary', () =>
        HttpResponse.json({ error: 'INTERNAL', message: 'boom', requestId: 'r' }, { status: 500 }),
      ),
    );
    renderApp(paths.dashboard);
    const last = within(await screen.findByRole('region', { name: 'Your Last Session' }));
    expect(await last.findByText('Open the report to see what to work on.')).toBeInTheDocument();
    expect(last.getByText('6.4')).toBeInTheDocument();
    // a side read: its failure opens no error dialog over the dashboard
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
