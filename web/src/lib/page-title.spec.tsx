import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getListDocumentsMockHandler } from '../api/generated/documents/documents.msw';
import { getGetProfileMockHandler } from '../api/generated/identity/identity.msw';
import { makeProfile, TOURS_TAKEN } from '../test/fixtures';
import { makeToken } from '../test/make-token';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { setToken } from './auth-token';
import { DEFAULT_TITLE } from './page-title';

// a page sets its title in an effect, after the render that shows its heading: each check waits for it
describe('page titles', () => {
  beforeEach(() => {
    // what the tab showed before: each page must replace it with its own
    document.title = 'A page visited earlier';
  });

  it('gives the landing page the product title', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Own Your Interview' });
    await waitFor(() => expect(document.title).toBe(DEFAULT_TITLE));
  });

  it('names a marketing page after its heading, and the next page after its own', async () => {
    const user = userEvent.setup();
    renderApp('/tips');
    await screen.findByRole('heading', { level: 1, name: 'Interview Tips' });
    await waitFor(() => expect(document.title).toBe('Interview Tips · Interview Coach'));

    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'About Us' }));
    await screen.findByRole('heading', { level: 1, name: /Great interview preparation/ });
    await waitFor(() => expect(document.title).toBe('About Us · Interview Coach'));
  });

  it('names the signed-in pages, My Documents included', async () => {
    setToken(makeToken({ role: 'user' }));
    server.use(getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }));
    const { router } = renderApp('/settings/password');
    await screen.findByRole('heading', { level: 1, name: 'Password' });
    await waitFor(() => expect(document.title).toBe('Password Settings · Interview Coach'));

    await router.navigate('/documents');
    await screen.findByRole('heading', { level: 1, name: 'My Documents' });
    await waitFor(() => expect(document.title).toBe('My Documents · Interview Coach'));
  });

  it("names a report after its session once the session's name has loaded", async () => {
    setToken(makeToken({ role: 'user' }));
    server.use(
      // the post-interview tour has its own tests
      getGetProfileMockHandler(makeProfile({ completedTours: TOURS_TAKEN })),
      http.get('*/api/interview/:id/summary', () =>
        HttpResponse.json({
          session: {
            id: 'sess-7',
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
          skillScores: [],
          improvementRoadmap: '',
          breakdown: [],
        }),
      ),
    );
    renderApp('/session/sess-7/summary');
    await screen.findByRole('heading', { level: 1, name: 'Staff Engineer at Acme' });
    await waitFor(() => expect(document.title).toBe('Staff Engineer at Acme · Interview Coach'));
  });

  it('names an admin page as the admin area', async () => {
    setToken(makeToken({ role: 'admin' }));
    renderApp('/admin/support-tickets');
    await screen.findByRole('heading', { level: 1, name: 'Support Tickets' });
    await waitFor(() => expect(document.title).toBe('Support Tickets · Admin · Interview Coach'));
  });
});
