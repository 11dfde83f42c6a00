import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getStartInterviewMockHandler } from '../../api/generated/interviewing/interviewing.msw';
import type { StartInterviewRequest } from '../../api/generated/model';
import { resetQueryClient } from '../../app/query-client';
import { setToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';
import { settingsKey } from './interview-settings';

const pair = { resumeId: 'res-1', jobId: 'job-1' };

async function openSetup(userId = 'user-1') {
  setToken(makeToken({ sub: userId }));
  const view = renderApp(
    { pathname: paths.interviewSetup, state: pair },
    stubPages(paths.interview, paths.dashboard),
  );
  await screen.findByRole('group', { name: /Interview Type/ });
  return view;
}

function group(name: RegExp) {
  return within(screen.getByRole('group', { name }));
}

describe('Interview setup', () => {
  it('starts with the defaults: Behavioral, Friendly & Encouraging, Voice & Text, 30 minutes, 5 questions', async () => {
    await openSetup();
    expect(screen.getByRole('heading', { level: 1, name: 'Setup Your Interview' })).toBeInTheDocument();
    expect(group(/Interview Type/).getByRole('radio', { name: /Behavioral/ })).toBeChecked();
    expect(group(/Interview Type/).getAllByRole('radio')).toHaveLength(3);
    expect(group(/Persona/).getByRole('radio', { name: /Friendly & Encouraging/ })).toBeChecked();
    expect(group(/Persona/).getByRole('radio', { name: /Strict & Professional/ })).not.toBeChecked();
    expect(group(/Answer Mode/).getByRole('radio', { name: /Voice & Text/ })).toBeChecked();
    const duration = screen.getByRole('slider', { name: 'Duration' });
    expect(duration).toHaveValue('30');
    expect(duration).toHaveAttribute('min', '10');
    expect(duration).toHaveAttribute('max', '45');
    expect(duration).toHaveAttribute('step', '5');
    const count = screen.getByRole('slider', { name: 'Number of questions' });
    expect(count).toHaveValue('5');
    expect(count).toHaveAttribute('min', '2');
    expect(count).toHaveAttribute('max', '10');
    expect(count).toHaveAttribute('step', '1');
  });

  it('remembers the settings per user in browser storage', async () => {
    const user = userEvent.setup();
    const first = await openSetup('user-1');
    await user.click(group(/Interview Type/).getByRole('radio', { name: /Coding/ }));
    await user.click(group(/Persona/).getByRole('radio', { name: /Strict & Professional/ }));
    await user.click(group(/Answer Mode/).getByRole('radio', { name: /Text Only/ }));
    fireEvent.change(screen.getByRole('slider', { name: 'Duration' }), { target: { value: '45' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Number of questions' }), { target: { value: '8' } });
    expect(JSON.parse(localStorage.getItem(settingsKey('user-1')) ?? 'null')).toEqual({
      interviewType: 'Coding',
      persona: 'Strict & Professional',
      interviewMode: 'text',
      duration: 45,
      numQuestions: 8,
    });
    expect(settingsKey('user-1')).toContain('user-1');
    first.unmount();
    resetQueryClient();

    // Another user on the same browser starts from the defaults.
    const second = await openSetup('user-2');
    expect(group(/Interview Type/).getByRole('radio', { name: /Behavioral/ })).toBeChecked();
    second.unmount();
    resetQueryClient();

    // The first user gets their own choices back.
    await openSetup('user-1');
    expect(group(/Interview Type/).getByRole('radio', { name: /Coding/ })).toBeChecked();
    expect(group(/Persona/).getByRole('radio', { name: /Strict & Professional/ })).toBeChecked();
    expect(group(/Answer Mode/).getByRole('radio', { name: /Text Only/ })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Duration' })).toHaveValue('45');
    expect(screen.getByRole('slider', { name: 'Number of questions' })).toHaveValue('8');
  });

  it("returns to /dashboard with 'Missing resume or job description for setup.' without navigation state", async () => {
    setToken(makeToken());
    const { router } = renderApp(paths.interviewSetup, stubPages(paths.dashboard));
    await screen.findByRole('heading', { name: `Stub page ${paths.dashboard}` });
    expect(router.state.location.state).toEqual({ error: 'Missing resume or job description for setup.' });
  });

  it('starts the session with the settings and goes to /interview with the first question', async () => {
    const sent: StartInterviewRequest[] = [];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      getStartInterviewMockHandler(async ({ request }) => {
        sent.push((await request.json()) as StartInterviewRequest);
        await answered;
        return {
          sessionId: 'sess-1',
          nextQuestion: {
            questionId: 'q-1',
            text: 'Tell me about yourself.',
            audioUrl: null,
            questionType: 'main',
          },
        };
      }),
    );
    const user = userEvent.setup();
    const { router } = await openSetup();
    await user.click(group(/Answer Mode/).getByRole('radio', { name: /Voice Only/ }));
    await user.click(screen.getByRole('button', { name: 'Start My Interview' }));
    expect(await screen.findByRole('button', { name: /Starting\.\.\./ })).toBeDisabled();
    release();

    await screen.findByRole('heading', { name: `Stub page ${paths.interview}` });
    expect(sent).toEqual([
      {
        resumeId: 'res-1',
        jobId: 'job-1',
        interviewType: 'Behavioral',
        persona: 'Friendly & Encouraging',
        duration: 30,
        numQuestions: 5,
        format: 'voice',
      },
    ]);
    expect(router.state.location.state).toEqual({
      sessionId: 'sess-1',
      initialQuestion: {
        questionId: 'q-1',
        text: 'Tell me about yourself.',
        audioUrl: null,
        questionType: 'main',
      },
      interviewType: 'Behavioral',
      duration: 30,
      numQuestions: 5,
      interviewMode: 'voice',
    });
  });

  it("says 'Failed to start the interview session. Please try again.' when starting fails", async () => {
    server.use(
      http.post('/api/interview/start', () =>
        HttpResponse.json({ error: 'NOT_FOUND', requestId: 'r' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = await openSetup();
    await user.click(screen.getByRole('button', { name: 'Start My Interview' }));
    expect(
      await screen.findByText('Failed to start the interview session. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.interviewSetup);
    expect(screen.getByRole('button', { name: 'Start My Interview' })).toBeEnabled();
  });

  it('prefers the server message when starting fails', async () => {
    server.use(
      http.post('/api/interview/start', () =>
        HttpResponse.json(
          { error: 'VALIDATION_FAILED', message: 'That resume no longer exists.', requestId: 'r' },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    await openSetup();
    await user.click(screen.getByRole('button', { name: 'Start My Interview' }));
    expect(await screen.findByText('That resume no longer exists.')).toBeInTheDocument();
  });

  it("'Back to Dashboard' returns to /dashboard", async () => {
    const user = userEvent.setup();
    const { router } = await openSetup();
    await user.click(screen.getByRole('button', { name: /Back to Dashboard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.dashboard));
  });
});
