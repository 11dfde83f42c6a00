import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getAnalyzeMatchMockHandler,
  getDeleteDocumentMockHandler,
  getGetDocumentDownloadUrlMockHandler,
  getListDocumentsMockHandler,
  getRenameDocumentMockHandler,
  getSetDefaultResumeMockHandler,
} from '../../api/generated/documents/documents.msw';
import { getGetProfileMockHandler } from '../../api/generated/identity/identity.msw';
import type {
  AnalyzeMatchRequest,
  DeleteDocumentRequest,
  DocumentLists,
  JobDescriptionDocument,
  MatchAnalysis,
  RenameDocumentRequest,
  ResumeDocument,
} from '../../api/generated/model';
import { getQueryClient } from '../../app/query-client';
import { setToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';

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

function resume(id: string, fileName: string, isDefault = false): ResumeDocument {
  return {
    id,
    file_name: fileName,
    file_type: fileName.endsWith('.docx') ? 'docx' : 'pdf',
    uploaded_at: '2025-08-05T12:00:00Z',
    is_default: isDefault,
  };
}

function jobDescription(id: string, fileName: string): JobDescriptionDocument {
  return { id, file_name: fileName, file_type: 'txt', uploaded_at: '2025-09-01T12:00:00Z' };
}

/** A small server-side store so the list reloads show what the calls changed. */
function serveDocuments(initial: DocumentLists) {
  const state: DocumentLists = structuredClone(initial);
  server.use(getListDocumentsMockHandler(() => structuredClone(state)));
  return state;
}

function defaultLists(): DocumentLists {
  return {
    resumes: [resume('res-1', 'Ada Resume.pdf', true), resume('res-2', 'Ada Resume 2025.docx')],
    jobDescriptions: [jobDescription('job-1', 'Staff Engineer.txt')],
  };
}

function section(name: 'My Resumes' | 'My Job Descriptions') {
  return within(screen.getByRole('region', { name }));
}

/** The card's select toggle: its name starts with the file name (the action buttons' names do not). */
function cardToggle(fileName: string) {
  return screen.getByRole('button', {
    name: new RegExp(`^${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
}

async function openDocuments(lists: DocumentLists = defaultLists()) {
  setToken(makeToken());
  const state = serveDocuments(lists);
  const view = renderApp(paths.documents, stubPages(paths.polishResume));
  await screen.findByRole('region', { name: 'My Resumes' });
  return { state, ...view };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('My Documents: lists', () => {
  it('shows resumes and job descriptions as cards with type, upload date and the Default badge', async () => {
    await openDocuments();
    const resumes = section('My Resumes');
    const first = cardToggle('Ada Resume.pdf');
    expect(first).toHaveTextContent('PDF · Uploaded Aug 5, 2025');
    expect(within(first).getByText('Default')).toBeInTheDocument();
    const second = cardToggle('Ada Resume 2025.docx');
    expect(second).toHaveTextContent('DOCX · Uploaded Aug 5, 2025');
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();
    expect(resumes.getByRole('button', { name: /Upload a resume/ })).toBeInTheDocument();

    const jobs = section('My Job Descriptions');
    expect(cardToggle('Staff Engineer.txt')).toHaveTextContent('TXT · Uploaded Sep 1, 2025');
    expect(jobs.queryByRole('button', { name: /as default/ })).not.toBeInTheDocument();
    expect(jobs.getByRole('button', { name: /Upload a job description/ })).toBeInTheDocument();
  });

  it('says so when a list is empty and still offers the upload tile', async () => {
    await openDocuments({ resumes: [resume('res-1', 'Ada Resume.pdf', true)], jobDescriptions: [] });
    const jobs = section('My Job Descriptions');
    expect(jobs.getByText('You have not uploaded a job description yet.')).toBeInTheDocument();
    expect(jobs.getByRole('button', { name: /Upload a job description/ })).toBeInTheDocument();
  });

  it("says 'Failed to load documents.' and loads again on 'Try Again'", async () => {
    setToken(makeToken());
    // Retrying failed reads is the query client's business; here the first answer should count.
    getQueryClient().setDefaultOptions({ queries: { retry: false } });
    let calls = 0;
    server.use(
      http.get('/api/user/documents', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(defaultLists());
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.documents);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('Failed to load documents.')).toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'My Resumes' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load documents.')).not.toBeInTheDocument();
  });

  it('shows an error carried in navigation state (e.g. from /polish-resume)', async () => {
    setToken(makeToken());
    serveDocuments(defaultLists());
    const { router } = renderApp({
      pathname: paths.documents,
      state: { error: 'Please select a resume and a job description to polish.' },
    });
    expect(
      await screen.findByText('Please select a resume and a job description to polish.'),
    ).toBeInTheDocument();
    // Dropped from history so a reload does not repeat it.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('shows a success message carried in navigation state', async () => {
    setToken(makeToken());
    serveDocuments(defaultLists());
    renderApp({ pathname: paths.documents, state: { success: 'Polished resume saved successfully!' } });
    expect(await screen.findByText('Polished resume saved successfully!')).toBeInTheDocument();
  });
});

describe('My Documents: actions', () => {
  it('selects a card on click and deselects it on a second click', async () => {
    await openDocuments();
    const user = userEvent.setup();
    const card = cardToggle('Ada Resume 2025.docx');
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    // Selecting another resume moves the selection.
    await user.click(cardToggle('Ada Resume.pdf'));
    expect(cardToggle('Ada Resume.pdf')).toHaveAttribute('aria-pressed', 'true');
    expect(card).toHaveAttribute('aria-pressed', 'false');
    await user.click(cardToggle('Ada Resume.pdf'));
    expect(cardToggle('Ada Resume.pdf')).toHaveAttribute('aria-pressed', 'false');
  });

  it('renames a document when Enter confirms the new name', async () => {
    const { state } = await openDocuments();
    const bodies: { id: string; body: RenameDocumentRequest }[] = [];
    server.use(
      getRenameDocumentMockHandler(async ({ request, params }) => {
        const body = (await request.json()) as RenameDocumentRequest;
        bodies.push({ id: String(params.id), body });
        const job = state.jobDescriptions.find((doc) => doc.id === params.id) as JobDescriptionDocument;
        job.file_name = body.name;
        return { id: job.id, file_name: body.name, type: 'job' };
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Staff Engineer.txt' }));
    const input = screen.getByRole('textbox', { name: 'New name for Staff Engineer.txt' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Staff Engineer.txt');
    await user.clear(input);
    await user.type(input, '  Staff Engineer at Acme.txt  {Enter}');

    expect(await screen.findByRole('button', { name: /^Staff Engineer at Acme\.txt/ })).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 'job-1', body: { name: 'Staff Engineer at Acme.txt', type: 'job' } }]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('ignores a blank name and cancels on Escape', async () => {
    await openDocuments();
    let renames = 0;
    server.use(
      getRenameDocumentMockHandler(() => {
        renames += 1;
        return { id: 'res-1', file_name: 'x', type: 'resume' };
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Ada Resume.pdf' }));
    const input = screen.getByRole('textbox', { name: 'New name for Ada Resume.pdf' });
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(cardToggle('Ada Resume.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Ada Resume.pdf' }));
    await user.type(screen.getByRole('textbox', { name: 'New name for Ada Resume.pdf' }), 'Other{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(cardToggle('Ada Resume.pdf')).toBeInTheDocument();
    expect(renames).toBe(0);
  });

  it('shows a failed rename in an alert and keeps the old name', async () => {
    await openDocuments();
    server.use(
      http.put('/api/documents/:id/rename', () =>
        HttpResponse.json(
          { error: 'NOT_FOUND', message: 'Document not found.', requestId: 'r' },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Ada Resume.pdf' }));
    const input = screen.getByRole('textbox', { name: 'New name for Ada Resume.pdf' });
    await user.clear(input);
    await user.type(input, 'New.pdf{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found.');
    expect(cardToggle('Ada Resume.pdf')).toBeInTheDocument();
  });

  it('deletes a document only after the confirmation', async () => {
    const { state } = await openDocuments();
    const deleted: { id: string; body: DeleteDocumentRequest }[] = [];
    server.use(
      getDeleteDocumentMockHandler(async ({ request, params }) => {
        deleted.push({ id: String(params.id), body: (await request.json()) as DeleteDocumentRequest });
        state.jobDescriptions = state.jobDescriptions.filter((doc) => doc.id !== params.id);
      }),
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete Staff Engineer.txt' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this job description?' });
    expect(dialog).toHaveTextContent('“Staff Engineer.txt” will be permanently deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Staff Engineer.txt' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this job description?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([{ id: 'job-1', body: { type: 'job' } }]);
    expect(screen.queryByRole('button', { name: /^Staff Engineer\.txt/ })).not.toBeInTheDocument();
    expect(
      await section('My Job Descriptions').findByText('You have not uploaded a job description yet.'),
    ).toBeInTheDocument();
  });

  it('makes another resume the default', async () => {
    const { state } = await openDocuments();
    const calls: string[] = [];
    server.use(
      getSetDefaultResumeMockHandler(({ params }) => {
        calls.push(String(params.id));
        for (const doc of state.resumes) doc.is_default = doc.id === params.id;
        return state.resumes.find((doc) => doc.id === params.id) as ResumeDocument;
      }),
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Set Ada Resume.pdf as default' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Ada Resume 2025.docx as default' }));

    await waitFor(() =>
      expect(within(cardToggle('Ada Resume 2025.docx')).getByText('Default')).toBeInTheDocument(),
    );
    expect(within(cardToggle('Ada Resume.pdf')).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Ada Resume.pdf as default' })).toBeInTheDocument();
    expect(calls).toEqual(['res-2']);
  });

  it('downloads by fetching the signed URL and going there', async () => {
    await openDocuments();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const asked: { id: string; type: string | null }[] = [];
    server.use(
      getGetDocumentDownloadUrlMockHandler(({ request, params }) => {
        asked.push({ id: String(params.id), type: new URL(request.url).searchParams.get('type') });
        return { url: '/api/files/abc?expires=1&signature=s' };
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download Staff Engineer.txt' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/files/abc?expires=1&signature=s'));
    expect(asked).toEqual([{ id: 'job-1', type: 'job' }]);
  });

  it("says 'Could not download the file. Please try again.' when the URL cannot be had", async () => {
    await openDocuments();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    server.use(http.get('/api/documents/:id/download', () => HttpResponse.error()));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download Ada Resume.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not download the file. Please try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('My Documents: uploads', () => {
  it('adds an uploaded resume to the list', async () => {
    const { state } = await openDocuments({ resumes: [], jobDescriptions: [] });
    server.use(
      http.post('/api/upload/resume', () => {
        state.resumes.push(resume('res-9', 'Fresh.pdf', true));
        return HttpResponse.json({ dbId: 'res-9', name: 'Fresh.pdf', url: '/f', type: 'resume' });
      }),
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Upload a resume file'),
      new File(['%PDF-1.7'], 'Fresh.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Resume Uploaded!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Fresh\.pdf/ })).toBeInTheDocument();
  });

  it("shows 'Invalid file type. Please use PDF, DOCX, or TXT.' for 5 seconds", async () => {
    await openDocuments();
    vi.useFakeTimers();
    const zone = section('My Job Descriptions').getByRole('button', { name: /Upload a job description/ });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid file type. Please use PDF, DOCX, or TXT.');
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function matchAnalysis(overrides: Partial<MatchAnalysis> = {}): MatchAnalysis {
  return {
    score: 68,
    matchedSkills: [
      { skill: 'PostgreSQL', evidence: 'Tuned PostgreSQL queries, cutting p95 latency by 40%.' },
    ],
    missingSkills: [{ skill: 'Kubernetes', evidence: 'Experience running services on Kubernetes.' }],
    analysis: '### Where you match\n- **PostgreSQL**: "Tuned PostgreSQL queries"',
    cached: false,
    ...overrides,
  };
}

/** Records every analyze-match body; a re-analysis answers a higher score. */
function serveAnalysis() {
  const bodies: AnalyzeMatchRequest[] = [];
  server.use(
    getAnalyzeMatchMockHandler(async ({ request }) => {
      const body = (await request.json()) as AnalyzeMatchRequest;
      bodies.push(body);
      return body.reanalyze ? matchAnalysis({ score: 74, cached: false }) : matchAnalysis();
    }),
  );
  return bodies;
}

describe('My Documents: Quick Analysis', () => {
  it('shows the analysis only while one resume and one job description are selected', async () => {
    await openDocuments();
    const bodies = serveAnalysis();
    const user = userEvent.setup();

    await user.click(cardToggle('Ada Resume 2025.docx'));
    expect(screen.queryByRole('region', { name: 'Quick Analysis' })).not.toBeInTheDocument();
    expect(screen.getByText(/Select a job description as well/)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(cardToggle('Staff Engineer.txt'));
    const panel = await screen.findByRole('region', { name: 'Quick Analysis' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Quick Analysis' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('How Ada Resume 2025.docx matches Staff Engineer.txt');
    expect(await within(panel).findByText('68%')).toBeInTheDocument();
    const matched = within(panel).getByRole('region', { name: 'Matched Skills (1)' });
    expect(within(matched).getByText('PostgreSQL').closest('li')).toHaveTextContent(
      'Tuned PostgreSQL queries, cutting p95 latency by 40%.',
    );
    const missing = within(panel).getByRole('region', { name: 'Missing Skills (1)' });
    expect(within(missing).getByText('Kubernetes')).toBeInTheDocument();
    // The analysis text's headings sit right below the panel's own, like the skill lists' headings.
    expect(within(panel).getByRole('heading', { level: 3, name: 'Where you match' })).toBeInTheDocument();
    expect(screen.queryByText(/as well to see a Quick Analysis/)).not.toBeInTheDocument();
    expect(bodies).toEqual([{ resumeId: 'res-2', jobId: 'job-1', reanalyze: false }]);

    // Deselecting the job description hides the panel again.
    await user.click(cardToggle('Staff Engineer.txt'));
    expect(screen.queryByRole('region', { name: 'Quick Analysis' })).not.toBeInTheDocument();
  });

  it("sends reanalyze: true on 'Re-Analyze' and shows the new result", async () => {
    await openDocuments();
    const bodies = serveAnalysis();
    const user = userEvent.setup();
    await user.click(cardToggle('Ada Resume.pdf'));
    await user.click(cardToggle('Staff Engineer.txt'));
    const panel = await screen.findByRole('region', { name: 'Quick Analysis' });
    await within(panel).findByText('68%');

    await user.click(within(panel).getByRole('button', { name: 'Re-Analyze' }));
    expect(await within(panel).findByText('74%')).toBeInTheDocument();
    expect(bodies).toEqual([
      { resumeId: 'res-1', jobId: 'job-1', reanalyze: false },
      { resumeId: 'res-1', jobId: 'job-1', reanalyze: true },
    ]);
  });

  it('asks to upload the other kind when there is none to select', async () => {
    await openDocuments({ resumes: [resume('res-1', 'Ada Resume.pdf', true)], jobDescriptions: [] });
    const user = userEvent.setup();
    await user.click(cardToggle('Ada Resume.pdf'));
    expect(screen.getByText(/Upload a job description as well/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick Analysis' })).not.toBeInTheDocument();
  });
});

describe('My Documents: polish wizard', () => {
  it('walks through selecting a resume, then a job description, and opens /polish-resume', async () => {
    const { router } = await openDocuments();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Polish a Resume' }));

    const dialog = await screen.findByRole('dialog', { name: 'Polish a Resume' });
    expect(dialog).toHaveTextContent('Step 1 of 2: Select a resume');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Ada Resume 2025\.docx/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(dialog).toHaveTextContent('Step 2 of 2: Select a job description');
    expect(within(dialog).getByRole('button', { name: 'Polish Resume' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Staff Engineer\.txt/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Polish Resume' }));

    expect(await screen.findByRole('heading', { name: 'Stub page /polish-resume' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ resumeId: 'res-2', jobDescriptionId: 'job-1' });
  });

  it('starts at step 2 when a resume is selected, and Back returns to it', async () => {
    await openDocuments();
    const user = userEvent.setup();
    await user.click(cardToggle('Ada Resume.pdf'));
    await user.click(screen.getByRole('button', { name: 'Polish a Resume' }));

    const dialog = await screen.findByRole('dialog', { name: 'Polish a Resume' });
    expect(dialog).toHaveTextContent('Step 2 of 2: Select a job description');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(dialog).toHaveTextContent('Step 1 of 2: Select a resume');
    expect(within(dialog).getByRole('radio', { name: /Ada Resume\.pdf/ })).toBeChecked();
  });

  it('carries a selected job description into step 2 and polishes with both', async () => {
    const { router } = await openDocuments();
    serveAnalysis();
    const user = userEvent.setup();
    await user.click(cardToggle('Ada Resume.pdf'));
    await user.click(cardToggle('Staff Engineer.txt'));
    await user.click(screen.getByRole('button', { name: 'Polish a Resume' }));

    const dialog = await screen.findByRole('dialog', { name: 'Polish a Resume' });
    expect(dialog).toHaveTextContent('Resume: Ada Resume.pdf');
    expect(within(dialog).getByRole('radio', { name: /Staff Engineer\.txt/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Polish Resume' }));
    await screen.findByRole('heading', { name: 'Stub page /polish-resume' });
    expect(router.state.location.state).toEqual({ resumeId: 'res-1', jobDescriptionId: 'job-1' });
  });

  it('says what to upload first when a list is empty, and Cancel closes it', async () => {
    await openDocuments({ resumes: [], jobDescriptions: [jobDescription('job-1', 'Staff Engineer.txt')] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Polish a Resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Polish a Resume' });
    expect(dialog).toHaveTextContent('Upload a resume first.');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers the upgrade instead once the Free plan's one-time polish is used", async () => {
    server.use(
      getGetProfileMockHandler(makeProfile({ completedTours: TOURS_TAKEN, used_polish_feature: true })),
    );
    await openDocuments();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Polish a Resume' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(upgrade).toHaveTextContent(
      'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.',
    );
    expect(screen.queryByRole('dialog', { name: 'Polish a Resume' })).not.toBeInTheDocument();
  });

  it('opens the wizard for a paid plan even after a polish', async () => {
    server.use(
      getGetProfileMockHandler(
        makeProfile(
          { completedTours: TOURS_TAKEN, used_polish_feature: true },
          { planName: 'Pro', status: 'active' },
        ),
      ),
    );
    await openDocuments();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Polish a Resume' }));
    expect(await screen.findByRole('dialog', { name: 'Polish a Resume' })).toBeInTheDocument();
  });
});
