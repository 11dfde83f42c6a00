import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uiStore } from '../../lib/ui-store';
import { renderApp } from '../../test/render-app';

describe('app-wide modals', () => {
  it("opens 'Upgrade to Pro' with its default text and sends 'Upgrade Now' to /pricing", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /Great interview preparation/ });

    act(() => uiStore.openUpgradeModal());
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    expect(dialog).toHaveTextContent('Please upgrade to a Pro plan to access this feature.');

    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('heading', { name: 'Find the perfect plan' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(uiStore.getState().upgradeModal.open).toBe(false);
  });

  it("closes the upgrade modal with 'Maybe Later' and shows a server message when given", async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /Great interview preparation/ });

    act(() => uiStore.openUpgradeModal('Your trial has expired.'));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Pro' })).toHaveTextContent(
      'Your trial has expired.',
    );
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens 'Something Went Wrong' with its default text and closes it", async () => {
    const user = userEvent.setup();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /Great interview preparation/ });

    act(() => uiStore.openErrorModal());
    const dialog = await screen.findByRole('dialog', { name: 'Something Went Wrong' });
    expect(dialog).toHaveTextContent('An unexpected error occurred. Please try again.');
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
