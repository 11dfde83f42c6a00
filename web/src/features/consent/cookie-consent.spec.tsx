import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '../../lib/consent';
import { CookieConsent } from './cookie-consent';

const tree = (
  <MemoryRouter>
    <CookieConsent />
  </MemoryRouter>
);

/** A prerendered page (rendered as the build does, nothing stored), then hydrated in this browser. */
async function hydratePrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.appendChild(container);
  await act(async () => {
    render(tree, { container, hydrate: true });
  });
}

afterEach(() => {
  localStorage.clear();
});

describe('cookie notice on a prerendered page', () => {
  it('stays away after hydration when a choice is stored', async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ essential: true, analytics: false, decidedAt: new Date().toISOString() }),
    );
    // the banner's module loaded already, so a banner opened by mistake would show at once
    await import('./cookie-banner');
    await hydratePrerendered();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  });

  it('asks once hydrated when nothing is stored, and is never part of the prerendered HTML', async () => {
    expect(renderToString(tree)).toBe('');
    await hydratePrerendered();
    expect(await screen.findByRole('region', { name: 'Cookies' })).toBeInTheDocument();
  });
});
