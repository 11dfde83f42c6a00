import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetResumeReadingMockHandler,
  getListDocumentsMockHandler,
} from '../../api/generated/documents/documents.msw';
import { getGetProfileMockHandler } from '../../api/generated/identity/identity.msw';
import type {
  DocumentLists,
  ExportPolishedRequest,
  PolishExperienceRequest,
  SavePolishedRequest,
} from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';
import {
  experienceSuggestion,
  fullStream,
  gate,
  JOB,
  RESUME,
  SUMMARY,
  serveStream,
  sse,
  streamAnswer,
} from './polish-stream-fixtures';

const LISTS: DocumentLists = {
  resumes: [
    {
      id: 'res-1',
      file_name: 'Jordan Rivers Resume.docx',
      file_type: 'docx',
      uploaded_at: '2025-08-05T12:00:00Z',
      is_default: true,
    },
  ],
  jobDescriptions: [
    { id: 'job-1', file_name: 'Globex Backend.txt', file_type: 'txt', uploaded_at: '2025-09-01T12:00:00Z' },
  ],
};

const SECOND_SUGGESTED = '- Designed PostgreSQL schemas and Python ETL jobs for billing data';

beforeEach(() => {
  setToken(makeToken());
  server.use(
    getGetProfileMockHandler(makeProfile({ completedTours: TOURS_TAKEN })),
    getListDocumentsMockHandler(LISTS),
    getGetResumeReadingMockHandler({ structure: RESUME, corrected: false, doubts: [] }),
  );
});

describe('what was read from the resume', () => {
  const doubt = { field: 'workExperience.0.company', message: 'This looks like a date, not an employer.' };

  it('asks the person to check the fields the reading doubts, with a link to Review what we read', async () => {
    server.use(
      getGetResumeReadingMockHandler({ structure: RESUME, corrected: false, doubts: [doubt, doubt] }),
    );
    await polished();
    const notice = await screen.findByText(/We are unsure of 2 fields we read from this resume/);
    expect(notice).toHaveTextContent(
      'The polish keeps employers, job titles and dates as they were read, so check them before you save.',
    );
    expect(screen.getByRole('link', { name: 'Review what we read' })).toHaveAttribute(
      'href',
      '/documents/resumes/res-1/review',
    );
  });

  it('says nothing once the person corrected the reading, or when nothing is doubtful', async () => {
    let answered = 0;
    server.use(
      getGetResumeReadingMockHandler(() => {
        answered += 1;
        return { structure: RESUME, corrected: true, doubts: [doubt] };
      }),
    );
    await polished();
    await waitFor(() => expect(answered).toBe(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/We are unsure of/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review what we read' })).toBeNull();
  });
});

function openPolish(state: unknown = { resumeId: 'res-1', jobDescriptionId: 'job-1' }) {
  return renderApp({ pathname: paths.polishResume, state }, stubPages(paths.documents));
}

/** Polishes with the whole stream and waits for the page to be ready. */
async function polished() {
  const stream = serveStream(() => streamAnswer(fullStream()));
  server.use(stream.handler);
  const view = openPolish();
  await screen.findByRole('heading', { level: 1, name: 'AI Resume Polish' });
  await waitFor(() => expect(screen.getByRole('button', { name: /Finalize & Save/ })).toBeEnabled());
  return { ...view, requests: stream.requests };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

function experience(name: string) {
  return within(screen.getByRole('article', { name }));
}

function scoreOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('AI Resume Polish: getting there', () => {
  it("goes to /documents with 'Please select a resume and a job description to polish.' without both ids", async () => {
    const { router } = openPolish({ resumeId: 'res-1' });
    await screen.findByRole('heading', { name: `Stub page ${paths.documents}` });
    expect(router.state.location.state).toEqual({
      error: 'Please select a resume and a job description to polish.',
    });
  });
});

describe('AI Resume Polish: while polishing', () => {
  it("shows 'Polishing Your Resume...' with the latest status, then the resume as suggestions arrive", async () => {
    const parsed = gate();
    const scored = gate();
    server.use(
      serveStream(() =>
        streamAnswer([
          sse('status_update', { message: 'Reading your resume...', processingIndex: null }, 1),
          sse('status_update', { message: 'Matching it to the job...', processingIndex: null }, 2),
          parsed,
          sse('parsing_complete', { structuredResume: RESUME, structuredJd: JOB }, 3),
          sse('summary_suggestion', SUMMARY, 4),
          sse('status_update', { message: 'Polishing experience 1 of 2...', processingIndex: 0 }, 5),
          scored,
          sse('scores_complete', { scores: { originalMatchScore: 62, improvedMatchScore: 80 } }, 6),
          sse('done', {}, 7),
        ]),
      ).handler,
    );
    openPolish();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polishing Your Resume...' }),
    ).toBeInTheDocument();
    await screen.findByText('Matching it to the job...');
    expect(screen.getByText(/Tailoring/)).toHaveTextContent(
      'Tailoring Jordan Rivers Resume.docx to Globex Backend.txt',
    );

    act(() => parsed.open());
    await screen.findByRole('heading', { level: 1, name: 'AI Resume Polish' });
    expect(screen.getByText('Accept or reject suggestions to perfect your resume.')).toBeInTheDocument();
    expect(screen.getByText('Jordan Rivers Resume.docx')).toBeInTheDocument();
    expect(screen.getByText('Globex Backend.txt')).toBeInTheDocument();
    await screen.findByText('Polishing experience 1 of 2...');
    expect(
      experience('Senior Backend Engineer at Northwind Labs').getByText('Polishing...'),
    ).toBeInTheDocument();
    expect(experience('Backend Engineer at Contoso').getByText('To be Polished')).toBeInTheDocument();
    for (const name of ['Discard', 'Preview', 'Finalize & Save']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    // no scores yet, no panel
    expect(screen.queryByRole('region', { name: 'Match scores' })).not.toBeInTheDocument();

    act(() => scored.open());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalize & Save' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Discard' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });

  it('shows the score panel and the resume sections in the order of the spec', async () => {
    await polished();
    expect(scoreOf('Original Match Score')).toBe('62%');
    expect(scoreOf('AI-Improved Match Score')).toContain('80%');
    // 1 summary + 2 experiences
    expect(scoreOf('Total Suggestions')).toBe('3');

    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Professional Summary',
      'Skills',
      'Professional Experience',
      'Education',
      'Certifications',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Jordan Rivers' })).toBeInTheDocument();
    expect(
      screen.getByText('jordan.rivers@example.com | 555-0100 | linkedin.com/in/jordanrivers | Berlin'),
    ).toBeInTheDocument();
    const skills = section('Skills');
    expect(skills.getByText('Programming Languages')).toBeInTheDocument();
    expect(skills.getByText('Python, SQL')).toBeInTheDocument();
    expect(skills.getByText('Soft Skills')).toBeInTheDocument();
    expect(skills.getByText('Mentoring, Communication')).toBeInTheDocument();
    expect(
      section('Education').getByText('B.S. in Computer Science, State University, 2017'),
    ).toBeInTheDocument();
    expect(section('Certifications').getByText('AWS Certified Developer')).toBeInTheDocument();
  });

  it('shows each suggestion as a word diff with Accept and Reject', async () => {
    await polished();
    const summary = section('Professional Summary');
    const diff = summary.getByTestId('word-diff');
    expect(diff.querySelector('ins')).toHaveTextContent(/Senior/);
    expect([...diff.querySelectorAll('ins')].map((ins) => ins.textContent).join(' ')).toContain('Python');
    expect(summary.getByText('Leads with the Python and PostgreSQL the job asks for.')).toBeInTheDocument();
    expect(
      summary.getByRole('button', { name: 'Accept suggestion for Professional Summary' }),
    ).toBeInTheDocument();
    expect(
      summary.getByRole('button', { name: 'Reject suggestion for Professional Summary' }),
    ).toBeInTheDocument();

    const first = experience('Senior Backend Engineer at Northwind Labs');
    expect(first.getByTestId('word-diff')).toHaveTextContent(/REST/);
    expect(first.getByText('Berlin · Jan 2020 - Present')).toBeInTheDocument();
  });
});

describe('AI Resume Polish: a role read with doubts', () => {
  it("shows it 'Kept as written' with the resume's own heading lines and no Accept or Reject", async () => {
    const misread = {
      ...RESUME.workExperience[1]!,
      company: '2017',
      heading: 'Backend Engineer\nContoso GmbH, Hamburg\nJun 2017 – Dec 2019',
    };
    const resume = { ...RESUME, workExperience: [RESUME.workExperience[0]!, misread] };
    const kept = {
      ...experienceSuggestion(1, misread.description),
      company: '2017',
      reasoning: 'Kept as written: we could not read this role with confidence.',
      keptAsWritten: true,
    };
    const stream = fullStream().map((chunk) =>
      chunk.includes('parsing_complete')
        ? sse('parsing_complete', { structuredResume: resume, structuredJd: JOB }, 2)
        : chunk.includes('work_experience_error')
          ? sse('work_experience_suggestion', kept, 7)
          : chunk,
    );
    server.use(serveStream(() => streamAnswer(stream)).handler);
    openPolish();
    const role = within(await screen.findByRole('article', { name: 'Backend Engineer at 2017' }));
    expect(await role.findByText('Kept as written')).toBeInTheDocument();
    expect(role.getByText(kept.reasoning)).toBeInTheDocument();
    expect(role.getByText(/Contoso GmbH, Hamburg/)).toBeInTheDocument();
    expect(role.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(role.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(role.queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    // the role read with confidence is a suggestion as before
    const first = experience('Senior Backend Engineer at Northwind Labs');
    expect(first.getByRole('button', { name: /^Accept/ })).toBeInTheDocument();
  });
});

describe('AI Resume Polish: deciding', () => {
  it('hides Accept and Reject once decided, offers Undo, and moves the live score', async () => {
    const user = userEvent.setup();
    await polished();
    const summary = section('Professional Summary');
    await user.click(summary.getByRole('button', { name: /^Accept/ }));
    expect(summary.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(summary.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(summary.getByText('Accepted')).toBeInTheDocument();
    expect(summary.getByText(SUMMARY.suggested)).toBeInTheDocument();
    // the keyboard stays on the suggestion
    expect(summary.getByRole('button', { name: /^Undo/ })).toHaveFocus();
    expect(scoreOf('AI-Improved Match Score')).toContain('80%');

    const first = experience('Senior Backend Engineer at Northwind Labs');
    await user.click(first.getByRole('button', { name: /^Reject/ }));
    expect(first.getByText('Rejected')).toBeInTheDocument();
    expect(first.getByText(/Built Python APIs on PostgreSQL/)).toBeInTheDocument();
    // 62 + (80 - 62) × 1 of 2 suggestions kept
    expect(scoreOf('AI-Improved Match Score')).toContain('71%');
    expect(
      screen.getByText(
        'AI-Improved Match Score estimated with 1 of 2 suggestions kept (80% with all of them).',
      ),
    ).toBeInTheDocument();

    await user.click(first.getByRole('button', { name: /^Undo/ }));
    expect(first.getByRole('button', { name: /^Accept/ })).toHaveFocus();
    expect(scoreOf('AI-Improved Match Score')).toContain('80%');
  });

  it("shows 'Could not polish this section.' with a Retry that re-polishes only that experience", async () => {
    const user = userEvent.setup();
    const bodies: PolishExperienceRequest[] = [];
    const answer = gate();
    server.use(
      http.post('/api/resume/polish-experience', async ({ request }) => {
        bodies.push((await request.json()) as PolishExperienceRequest);
        await answer.wait;
        return HttpResponse.json(experienceSuggestion(1, SECOND_SUGGESTED));
      }),
    );
    await polished();
    const second = experience('Backend Engineer at Contoso');
    expect(second.getByText('Could not polish this section.')).toBeInTheDocument();
    await user.click(second.getByRole('button', { name: 'Retry polishing Backend Engineer at Contoso' }));
    expect(await second.findByText('Polishing...')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Backend Engineer at Contoso' })).toHaveFocus();
    expect(bodies).toEqual([
      {
        experienceIndex: 1,
        experienceToPolish: {
          standardizedJobTitle: 'Backend Engineer',
          company: 'Contoso',
          location: 'Hamburg',
          startDate: 'Jun 2017',
          endDate: 'Dec 2019',
          description: '- Designed PostgreSQL schemas for billing data',
        },
        jobDescriptionContext: expect.stringContaining('Required skills: Python, PostgreSQL, Kubernetes'),
      },
    ]);
    answer.open();
    expect(await second.findByRole('button', { name: /^Accept/ })).toBeInTheDocument();
    expect(second.getByTestId('word-diff')).toHaveTextContent(/Python ETL jobs/);
    expect(second.queryByText('Could not polish this section.')).not.toBeInTheDocument();
  });

  it('keeps the section failed with Retry when the retry fails too', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/resume/polish-experience', () =>
        HttpResponse.json(
          { error: 'PROVIDER_UNAVAILABLE', message: 'The AI provider is unavailable.' },
          { status: 503 },
        ),
      ),
    );
    await polished();
    const second = experience('Backend Engineer at Contoso');
    await user.click(second.getByRole('button', { name: /^Retry/ }));
    await waitFor(() => expect(second.getByRole('button', { name: /^Retry/ })).toBeInTheDocument());
    expect(second.getByText('Could not polish this section.')).toBeInTheDocument();
  });
});

describe('AI Resume Polish: errors', () => {
  it("shows 'An Error Occurred' when the stream cannot start, and Try Again polishes again", async () => {
    const user = userEvent.setup();
    const { handler, requests } = serveStream((connection) =>
      connection === 0 ? HttpResponse.error() : streamAnswer(fullStream()),
    );
    server.use(handler);
    openPolish();
    expect(await screen.findByRole('heading', { level: 1, name: 'An Error Occurred' })).toBeInTheDocument();
    expect(
      screen.getByText('Could not start analysis. Please check your connection or try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { level: 1, name: 'AI Resume Polish' });
    expect(requests).toHaveLength(2);
  });

  it("shows the error event's message, or 'An unknown error occurred.' without one", async () => {
    const user = userEvent.setup();
    server.use(
      serveStream((connection) =>
        streamAnswer([
          sse('parsing_complete', { structuredResume: RESUME, structuredJd: JOB }, 1),
          sse('error', connection === 0 ? { message: 'The resume could not be read.' } : {}, 2),
        ]),
      ).handler,
    );
    openPolish();
    expect(await screen.findByText('The resume could not be read.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'An Error Occurred' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('An unknown error occurred.')).toBeInTheDocument();
  });

  it("says 'A network error occurred during analysis.' when the connection cannot be restored", async () => {
    server.use(
      serveStream((connection) =>
        connection === 0
          ? streamAnswer([
              'retry: 1\n\n',
              sse('parsing_complete', { structuredResume: RESUME, structuredJd: JOB }, 1),
              { fail: true },
            ])
          : HttpResponse.error(),
      ).handler,
    );
    openPolish();
    expect(
      await screen.findByText('A network error occurred during analysis.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it("opens the upgrade modal with the server's message when the Free polish is used up", async () => {
    const message = 'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.';
    server.use(
      http.get('/api/resume/polish-stream', () =>
        HttpResponse.json({ error: 'UPGRADE_REQUIRED', message, requestId: 'r1' }, { status: 402 }),
      ),
    );
    openPolish();
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(dialog).toHaveTextContent(message);
  });
});

describe('AI Resume Polish: preview and save', () => {
  async function decideAndPreview() {
    const user = userEvent.setup();
    const view = await polished();
    await user.click(section('Professional Summary').getByRole('button', { name: /^Accept/ }));
    await user.click(
      experience('Senior Backend Engineer at Northwind Labs').getByRole('button', { name: /^Reject/ }),
    );
    return { user, ...view };
  }

  it('previews the resume as it will be saved and goes back to editing', async () => {
    const { user } = await decideAndPreview();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = within(screen.getByRole('region', { name: 'Preview' }));
    expect(screen.getByRole('heading', { name: 'Preview' })).toHaveFocus();
    expect(preview.getByText(SUMMARY.suggested)).toBeInTheDocument();
    // rejected: the original bullets
    expect(preview.getByText('Built Python APIs on PostgreSQL')).toBeInTheDocument();
    expect(preview.queryByText('Built Python REST APIs on PostgreSQL')).not.toBeInTheDocument();
    expect(preview.getByRole('heading', { name: 'Professional Experience' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalize & Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Editing' }));
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(experience('Senior Backend Engineer at Northwind Labs').getByText('Rejected')).toBeInTheDocument();
  });

  it('saves under the default name with the chosen texts, offers the download formats, and returns to /documents', async () => {
    const saves: SavePolishedRequest[] = [];
    const exports: ExportPolishedRequest[] = [];
    server.use(
      http.post('/api/resume/save-polished', async ({ request }) => {
        saves.push((await request.json()) as SavePolishedRequest);
        return HttpResponse.json(
          { dbId: 'res-9', name: saves[0]?.newName ?? '', url: '/files/res-9', type: 'resume' },
          { status: 201 },
        );
      }),
      http.post('/api/resume/export-polished', async ({ request }) => {
        exports.push((await request.json()) as ExportPolishedRequest);
        return HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b]).buffer, {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            'content-disposition': 'attachment; filename="x.docx"',
          },
        });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:polished');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    const { user, router } = await decideAndPreview();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Looks Good, Save It' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Polished Resume' }));
    expect(dialog.getByRole('textbox', { name: 'Resume name' })).toHaveValue(
      'Jordan Rivers Resume - Polished.pdf',
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    const saved = within(await screen.findByRole('dialog', { name: 'Polished Resume Saved' }));
    expect(saves).toHaveLength(1);
    expect(saves[0]?.newName).toBe('Jordan Rivers Resume - Polished.pdf');
    const content = saves[0]?.content ?? '';
    expect(content).toContain(SUMMARY.suggested);
    expect(content).toContain('- Built Python APIs on PostgreSQL');
    expect(content).not.toContain('REST');
    expect(content.indexOf('## Professional Summary')).toBeLessThan(content.indexOf('## Skills'));

    await user.click(saved.getByRole('radio', { name: /DOCX/ }));
    await user.click(saved.getByRole('button', { name: 'Download Now' }));
    await waitFor(() => expect(clicked).toEqual(['Jordan Rivers Resume - Polished.docx']));
    expect(exports).toEqual([{ fileName: 'Jordan Rivers Resume - Polished.pdf', content, format: 'docx' }]);

    await user.click(saved.getByRole('button', { name: 'Return to Documents' }));
    await screen.findByRole('heading', { name: `Stub page ${paths.documents}` });
    expect(router.state.location.state).toEqual({ success: 'Polished resume saved successfully!' });
  });

  it('shows the saving step, then goes to /documents with the success message when the saved dialog is closed', async () => {
    const answer = gate();
    server.use(
      http.post('/api/resume/save-polished', async () => {
        await answer.wait;
        return HttpResponse.json(
          { dbId: 'res-9', name: 'Mine.pdf', url: '/f', type: 'resume' },
          { status: 201 },
        );
      }),
    );
    const { user, router } = await decideAndPreview();
    await user.click(screen.getByRole('button', { name: 'Finalize & Save' }));
    const name = await screen.findByRole('textbox', { name: 'Resume name' });
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saving your polished resume…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not close it while the answer is awaited
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Save Polished Resume' })).toBeInTheDocument();
    answer.open();
    const saved = await screen.findByRole('dialog', { name: 'Polished Resume Saved' });
    expect(saved).toHaveTextContent('“Mine.pdf” is now in My Resumes.');
    await user.keyboard('{Escape}');
    await screen.findByRole('heading', { name: `Stub page ${paths.documents}` });
    expect(router.state.location.state).toEqual({ success: 'Polished resume saved successfully!' });
  });

  it('stays on naming with the reason when saving fails, and Cancel keeps the page', async () => {
    server.use(
      http.post('/api/resume/save-polished', () =>
        HttpResponse.json({ error: 'VALIDATION_FAILED', message: 'The name is too long.' }, { status: 400 }),
      ),
    );
    const { user } = await decideAndPreview();
    await user.click(screen.getByRole('button', { name: 'Finalize & Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name is too long.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'AI Resume Polish' })).toBeInTheDocument();
  });

  it('Discard goes back to /documents without saving', async () => {
    const { user, router } = await decideAndPreview();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await screen.findByRole('heading', { name: `Stub page ${paths.documents}` });
    expect(router.state.location.state).toBeNull();
  });
});
