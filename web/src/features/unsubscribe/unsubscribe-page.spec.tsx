import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { uiStore } from '../../lib/ui-store';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const TOKEN = 'Xk3vQe9s0PqL2mZt7Rb4.u';

function serveUnsubscribe(answer: () => Response) {
  const calls: { token: string | null; method: string }[] = [];
  server.use(
    http.post('/api/notifications/unsubscribe', ({ request }) => {
      calls.push({ token: new URL(request.url).searchParams.get('token'), method: request.method });
      return answer();
    }),
  );
  return calls;
}

describe('/unsubscribe', () => {
  it('changes nothing on load, names the mail, and unsubscribes after one click', async () => {
    const calls = serveUnsubscribe(() =>
      HttpResponse.json({
        message: 'You will no longer receive product updates by e-mail.',
        preference: 'wants_product_updates',
      }),
    );
    const user = userEvent.setup();
    renderApp(`/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from e-mail' })).toBeInTheDocument();
    expect(
      screen.getByText('Stop receiving product update e-mails from Interview Coach?'),
    ).toBeInTheDocument();
    // link scanners open the page: loading it must not unsubscribe anyone
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You will no longer receive product updates by e-mail.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ token: TOKEN, method: 'POST' }]);
    expect(screen.getByRole('link', { name: 'Manage your e-mail preferences' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('names the mail generically when the link does not say which', async () => {
    renderApp('/unsubscribe?token=opaque-token');
    expect(
      await screen.findByText('Stop receiving this kind of e-mail from Interview Coach?'),
    ).toBeInTheDocument();
  });

  it("says 'This unsubscribe link is not valid.' when the server does not know the link", async () => {
    serveUnsubscribe(() =>
      HttpResponse.json(
        { error: 'NOT_FOUND', message: 'This unsubscribe link is not valid.', requestId: 'r-1' },
        { status: 404 },
      ),
    );
    const user = userEvent.setup();
    renderApp(`/unsubscribe?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage your e-mail preferences' })).toBeInTheDocument();
  });

  it('says the same for a link without a token, and offers no button', async () => {
    renderApp('/unsubscribe');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('shows a failure next to the button, which can be pressed again', async () => {
    let failing = true;
    const calls = serveUnsubscribe(() =>
      failing
        ? HttpResponse.json(
            { error: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
            { status: 429 },
          )
        : HttpResponse.json({
            message: 'You will no longer receive weekly progress reports by e-mail.',
            preference: 'wants_progress_reports',
          }),
    );
    const user = userEvent.setup();
    renderApp('/unsubscribe?token=abc.p');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    expect(uiStore.getState().errorModal.open).toBe(false);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText('You will no longer receive weekly progress reports by e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
