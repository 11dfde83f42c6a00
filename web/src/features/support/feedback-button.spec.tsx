import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function recordFeedback(fail = false) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/support/feedback', async ({ request }) => {
      bodies.push(await request.json());
      return fail
        ? HttpResponse.json({ error: 'INTERNAL', message: 'Boom', requestId: 'req-1' }, { status: 500 })
        : HttpResponse.json({ message: 'Thanks' }, { status: 201 });
    }),
  );
  return bodies;
}

async function openFeedback() {
  setToken(makeToken());
  const user = userEvent.setup();
  renderApp('/settings/password');
  await screen.findByRole('heading', { name: 'Password' });
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
  return { user, dialog };
}

describe('feedback button', () => {
  it('sits in the shell header, where it covers nothing on the page', async () => {
    setToken(makeToken());
    renderApp('/settings/password');
    await screen.findByRole('heading', { name: 'Password' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('opens a labelled dialog with Bug Report as the default type', async () => {
    const { dialog } = await openFeedback();
    const type = within(dialog).getByLabelText('Type');
    expect(type).toHaveValue('Bug Report');
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bug Report', 'Feature Request', 'General Feedback']);
  });

  it("asks for a message that is not blank: 'Please enter a message.'", async () => {
    const bodies = recordFeedback();
    const { user, dialog } = await openFeedback();
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));
    expect(within(dialog).getByText('Please enter a message.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Message')).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it("sends type and message, says 'Thank you!' and closes after a moment", async () => {
    const bodies = recordFeedback();
    const { user, dialog } = await openFeedback();
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Feature Request');
    await user.type(within(dialog).getByLabelText('Message'), '  Dark mode for reports, please.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you!');
    expect(bodies).toEqual([{ feedback_type: 'Feature Request', message: 'Dark mode for reports, please.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send feedback' })).toHaveFocus();

    // the next piece of feedback starts from a clean form
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const again = await screen.findByRole('dialog', { name: 'Send feedback' });
    expect(within(again).getByLabelText('Type')).toHaveValue('Bug Report');
    expect(within(again).getByLabelText('Message')).toHaveValue('');
  });

  it('keeps what was typed when sending fails, without the app-wide error modal', async () => {
    recordFeedback(true);
    const { user, dialog } = await openFeedback();
    await user.type(within(dialog).getByLabelText('Message'), 'The upload hangs at 99%.');
    await user.click(within(dialog).getByRole('button', { name: 'Send Feedback' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to send feedback. Please try again.',
    );
    expect(within(dialog).getByLabelText('Message')).toHaveValue('The upload hangs at 99%.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
