import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getCorrectResumeReadingMockHandler,
  getGetResumeReadingMockHandler,
  getListDocumentsMockHandler,
  getResetResumeReadingMockHandler,
} from '../../api/generated/documents/documents.msw';
import { getGetProfileMockHandler } from '../../api/generated/identity/identity.msw';
import type {
  ReadingDoubt,
  ResumeReading,
  ResumeReadingCorrection,
  StructuredResume,
} from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { paths, resumeReview } from '../../lib/paths';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const RESUME_ID = '6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const FILE_NAME = 'Ada Lovelace CV.pdf';

// The guided tours have their own tests (features/tours); here they stay away.
beforeEach(() => {
  server.use(getGetProfileMockHandler(makeProfile({ completedTours: TOURS_TAKEN })));
});

function structure(): StructuredResume {
  return {
    contactInfo: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      linkedin: 'linkedin.com/in/ada',
      website: null,
      location: 'London',
    },
    summary: 'Engineer who turns analytical engines into products.',
    skills: { categorized: { Languages: ['TypeScript', 'Go'] }, softSkills: ['Mentoring'] },
    workExperience: [
      {
        standardizedJobTitle: 'Staff Engineer',
        company: 'Analytical Engines Ltd',
        location: 'London',
        startDate: 'Jan 2020',
        endDate: 'Present',
        description: 'Led the compiler team\nCut build times by 40%',
      },
      {
        standardizedJobTitle: 'Software Engineer',
        company: 'Jan 2016 – Dec 2019',
        location: null,
        startDate: null,
        endDate: 'Dec 2019',
        description: 'Built the billing service',
      },
    ],
    education: [
      {
        degree: 'BSc',
        major: 'Mathematics',
        university: 'University of London',
        graduationDate: '2015',
      },
    ],
    certifications: ['AWS Solutions Architect', 'CKA'],
  };
}

/** The reading the server answers for a correction: what it kept, a role's missing optional fields as null. */
function kept(body: ResumeReadingCorrection): ResumeReading {
  const workExperience = body.structure.workExperience.map((r) => ({
    ...r,
    location: r.location ?? null,
    startDate: r.startDate ?? null,
    endDate: r.endDate ?? null,
  }));
  return { structure: { ...body.structure, workExperience }, corrected: true, doubts: [] };
}

function reading(overrides: Partial<ResumeReading> = {}): ResumeReading {
  return { structure: structure(), corrected: false, doubts: [], ...overrides };
}

const companyDoubt: ReadingDoubt = {
  field: 'workExperience.1.company',
  message: 'This looks like a date, not an employer.',
};
const startDoubt: ReadingDoubt = {
  field: 'workExperience.1.startDate',
  message: 'We could not read when this role started.',
};

function serveReading(answer: ResumeReading) {
  server.use(
    getListDocumentsMockHandler({
      resumes: [
        {
          id: RESUME_ID,
          file_name: FILE_NAME,
          file_type: 'pdf',
          uploaded_at: '2025-08-05T12:00:00Z',
          is_default: true,
        },
      ],
      jobDescriptions: [],
    }),
    getGetResumeReadingMockHandler(answer),
  );
}

async function openReview(answer: ResumeReading = reading()) {
  setToken(makeToken());
  serveReading(answer);
  const view = renderApp(resumeReview(RESUME_ID));
  await screen.findByRole('form', { name: 'Review what we read' });
  return view;
}

function role(number: number) {
  return within(screen.getByRole('group', { name: `Role ${number}` }));
}

describe('Review what we read: the reading', () => {
  it('shows every part of the reading as editable fields, with the file it came from', async () => {
    await openReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Review what we read' })).toBeInTheDocument();
    expect(await screen.findByText(FILE_NAME)).toBeInTheDocument();
    expect(screen.getByText(/Check it and correct anything we got wrong/)).toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue('linkedin.com/in/ada');
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Summary' })).toHaveValue(
      'Engineer who turns analytical engines into products.',
    );

    expect(role(1).getByRole('textbox', { name: 'Job title' })).toHaveValue('Staff Engineer');
    expect(role(1).getByRole('textbox', { name: 'Employer' })).toHaveValue('Analytical Engines Ltd');
    expect(role(1).getByRole('textbox', { name: 'Start' })).toHaveValue('Jan 2020');
    expect(role(1).getByRole('textbox', { name: 'End' })).toHaveValue('Present');
    expect(role(1).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Led the compiler team\nCut build times by 40%',
    );
    expect(role(2).getByRole('textbox', { name: 'Job title' })).toHaveValue('Software Engineer');

    const school = within(screen.getByRole('group', { name: 'School 1' }));
    expect(school.getByRole('textbox', { name: 'Degree' })).toHaveValue('BSc');
    expect(school.getByRole('textbox', { name: 'Field of study' })).toHaveValue('Mathematics');
    expect(school.getByRole('textbox', { name: 'School' })).toHaveValue('University of London');
    expect(school.getByRole('textbox', { name: 'Graduation date' })).toHaveValue('2015');

    expect(screen.getByRole('textbox', { name: 'Languages' })).toHaveValue('TypeScript, Go');
    expect(screen.getByRole('textbox', { name: 'Soft skills' })).toHaveValue('Mentoring');
    expect(screen.getByRole('textbox', { name: 'Certifications' })).toHaveValue(
      'AWS Solutions Architect\nCKA',
    );

    // read with confidence and never corrected: nothing to warn about, nothing to undo
    expect(screen.queryByText(/We are unsure/)).not.toBeInTheDocument();
    expect(screen.queryByText('Corrected by you')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use what we read instead' })).not.toBeInTheDocument();
  });

  it('highlights each doubted field with its doubt and counts them at the top', async () => {
    await openReview(reading({ doubts: [companyDoubt, startDoubt] }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We are unsure of 2 fields. They are highlighted below.',
    );
    const employer = role(2).getByRole('textbox', { name: 'Employer' });
    expect(employer).toHaveAccessibleDescription('This looks like a date, not an employer.');
    expect(employer).toHaveClass('border-warning!');
    expect(role(2).getByRole('textbox', { name: 'Start' })).toHaveAccessibleDescription(
      'We could not read when this role started.',
    );
    // a field read with confidence stays plain
    const confident = role(1).getByRole('textbox', { name: 'Employer' });
    expect(confident).not.toHaveAccessibleDescription();
    expect(confident).not.toHaveClass('border-warning!');
  });

  it('speaks of one field in the singular, and keeps a doubt with its role when an earlier role goes', async () => {
    await openReview(reading({ doubts: [companyDoubt] }));
    expect(screen.getByRole('alert')).toHaveTextContent('We are unsure of 1 field. It is highlighted below.');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove role 1' }));
    expect(role(1).getByRole('textbox', { name: 'Employer' })).toHaveValue('Jan 2016 – Dec 2019');
    expect(role(1).getByRole('textbox', { name: 'Employer' })).toHaveAccessibleDescription(
      'This looks like a date, not an employer.',
    );
    expect(screen.queryByRole('group', { name: 'Role 2' })).not.toBeInTheDocument();

    // and when the doubted role goes, so does the warning
    await user.click(screen.getByRole('button', { name: 'Remove role 1' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the resume is not there, with the way back', async () => {
    setToken(makeToken());
    server.use(
      getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }),
      http.get('/api/documents/resumes/:id/reading', () =>
        HttpResponse.json(
          { error: 'NOT_FOUND', message: 'Resume not found.', requestId: 'req-1' },
          { status: 404 },
        ),
      ),
    );
    renderApp(resumeReview(RESUME_ID));
    expect(await screen.findByText('We could not find this resume.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Documents' })).toHaveAttribute(
      'href',
      paths.documents,
    );
  });

  it("shows the server's message when reading fails, and reads again on 'Try again'", async () => {
    setToken(makeToken());
    let calls = 0;
    server.use(
      getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }),
      http.get('/api/documents/resumes/:id/reading', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'PROVIDER_UNAVAILABLE', message: 'Reading is paused for a moment.', requestId: 'r' },
              { status: 503 },
            )
          : HttpResponse.json(reading());
      }),
    );
    const user = userEvent.setup();
    renderApp(resumeReview(RESUME_ID));
    expect(await screen.findByText('Reading is paused for a moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  });
});

describe('Review what we read: corrections', () => {
  it('sends the edited structure on Save and shows the saved reading', async () => {
    await openReview(reading({ doubts: [companyDoubt] }));
    const bodies: { id: string; body: ResumeReadingCorrection }[] = [];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      getCorrectResumeReadingMockHandler(async ({ request, params }) => {
        const body = (await request.json()) as ResumeReadingCorrection;
        bodies.push({ id: String(params.id), body });
        await answered;
        return kept(body);
      }),
    );
    const user = userEvent.setup();
    const employer = role(2).getByRole('textbox', { name: 'Employer' });
    await user.clear(employer);
    await user.type(employer, 'Difference Engines plc');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));

    // nothing can be sent twice while the first save is on its way
    expect(await screen.findByRole('button', { name: /Saving/ })).toBeDisabled();
    release();

    expect(
      await screen.findByText('Saved. Match analysis, interviews and polish now use this.'),
    ).toBeInTheDocument();
    const expected = structure();
    expected.workExperience[1]!.company = 'Difference Engines plc';
    expect(bodies).toEqual([{ id: RESUME_ID, body: { structure: expected } }]);

    expect(screen.getByText('Corrected by you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use what we read instead' })).toBeInTheDocument();
    expect(role(2).getByRole('textbox', { name: 'Employer' })).toHaveValue('Difference Engines plc');
    expect(role(2).getByRole('textbox', { name: 'Employer' })).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/We are unsure/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save corrections' })).toBeEnabled();
  });

  it('leaves out a role added and left blank, and sends a role added and filled in', async () => {
    await openReview();
    const bodies: ResumeReadingCorrection[] = [];
    server.use(
      getCorrectResumeReadingMockHandler(async ({ request }) => {
        const body = (await request.json()) as ResumeReadingCorrection;
        bodies.push(body);
        return kept(body);
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a role' }));
    expect(role(3).getByRole('textbox', { name: 'Job title' })).toHaveFocus();
    await user.keyboard('Intern');
    await user.type(role(3).getByRole('textbox', { name: 'Employer' }), 'Babbage & Co');
    await user.type(
      role(3).getByRole('textbox', { name: 'Description' }),
      '  Wrote tables  {Enter}{Enter}Checked sums',
    );
    await user.click(screen.getByRole('button', { name: 'Add a role' }));
    await user.type(screen.getByRole('textbox', { name: 'Other skills' }), 'Rust,  , Zig');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));

    await screen.findByText('Saved. Match analysis, interviews and polish now use this.');
    expect(bodies).toHaveLength(1);
    const sent = bodies[0]!.structure;
    expect(sent.workExperience).toHaveLength(3);
    expect(sent.workExperience[2]).toEqual({
      standardizedJobTitle: 'Intern',
      company: 'Babbage & Co',
      location: null,
      startDate: null,
      endDate: null,
      description: 'Wrote tables\nChecked sums',
    });
    expect(sent.skills.categorized).toEqual({ Languages: ['TypeScript', 'Go'], Other: ['Rust', 'Zig'] });
  });

  it("shows the server's message when a save fails and keeps what was typed", async () => {
    await openReview();
    server.use(
      http.put('/api/documents/resumes/:id/reading', () =>
        HttpResponse.json(
          {
            error: 'VALIDATION_FAILED',
            message:
              'This reading is too large: at most 50 roles, 20 schools, 100 certifications and 200 skills.',
            requestId: 'req-2',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const employer = role(1).getByRole('textbox', { name: 'Employer' });
    await user.clear(employer);
    await user.type(employer, 'Engines Unlimited');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reading is too large: at most 50 roles, 20 schools, 100 certifications and 200 skills.',
    );
    expect(role(1).getByRole('textbox', { name: 'Employer' })).toHaveValue('Engines Unlimited');
    expect(screen.getByRole('button', { name: 'Save corrections' })).toBeEnabled();
    expect(screen.queryByText('Corrected by you')).not.toBeInTheDocument();
  });

  it("forgets the corrections on 'Use what we read instead' once confirmed", async () => {
    const corrected = structure();
    corrected.workExperience[1]!.company = 'Difference Engines plc';
    await openReview(reading({ structure: corrected, corrected: true }));
    let deletes = 0;
    server.use(
      getResetResumeReadingMockHandler(() => {
        deletes += 1;
        return reading({ doubts: [companyDoubt] });
      }),
    );
    expect(screen.getByText('Corrected by you')).toBeInTheDocument();
    const user = userEvent.setup();

    // asked first; cancelling changes nothing
    await user.click(screen.getByRole('button', { name: 'Use what we read instead' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Use what we read instead?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Use what we read instead' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Use what we read' }),
    );
    await waitFor(() => expect(screen.queryByText('Corrected by you')).not.toBeInTheDocument());
    expect(deletes).toBe(1);
    expect(role(2).getByRole('textbox', { name: 'Employer' })).toHaveValue('Jan 2016 – Dec 2019');
    expect(role(2).getByRole('textbox', { name: 'Employer' })).toHaveAccessibleDescription(
      'This looks like a date, not an employer.',
    );
    expect(screen.getByText(/Your corrections are gone/)).toBeInTheDocument();
  });
});

describe('My Documents: the way in', () => {
  it("offers 'Review what we read' on each resume, not on job descriptions, and opens the page", async () => {
    setToken(makeToken());
    serveReading(reading());
    server.use(
      getListDocumentsMockHandler({
        resumes: [
          {
            id: RESUME_ID,
            file_name: FILE_NAME,
            file_type: 'pdf',
            uploaded_at: '2025-08-05T12:00:00Z',
            is_default: true,
          },
        ],
        jobDescriptions: [
          {
            id: 'job-1',
            file_name: 'Staff Engineer.txt',
            file_type: 'txt',
            uploaded_at: '2025-09-01T12:00:00Z',
          },
        ],
      }),
    );
    const { router } = renderApp(paths.documents);
    const link = await screen.findByRole('link', { name: `Review what we read in ${FILE_NAME}` });
    expect(link).toHaveAttribute('href', resumeReview(RESUME_ID));
    expect(
      screen.queryByRole('link', { name: /Review what we read in Staff Engineer/ }),
    ).not.toBeInTheDocument();

    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Review what we read' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/documents/resumes/${RESUME_ID}/review`);
  });
});
