import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { signInAs } from './admin-fixtures';

const supportSections = ['Dashboard', 'Users', 'Support Tickets'];
const adminOnlySections = ['Announcements', 'Audit Log', 'Activity Log', 'Settings'];

describe('admin layout', () => {
  it('shows support staff their name, the Support badge and only their sections', async () => {
    signInAs('support');
    renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(supportSections);
    expect((await screen.findAllByText('Sam Support')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Support', { selector: 'span' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Role:/)[0]?.parentElement).toHaveTextContent('Role: Support');
  });

  it('shows admins every section and the Admin badge', async () => {
    signInAs('admin');
    renderApp('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...supportSections, ...adminOnlySections]);
    expect(screen.getAllByText(/Role:/)[0]?.parentElement).toHaveTextContent('Role: Admin');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/admin/announcements', 'Announcements'],
    ['/admin/audit-log', 'Audit Log'],
    ['/admin/activity-log', 'Activity Log'],
    ['/admin/settings', 'Admin Settings'],
  ])('tells support staff who open %s that only an admin can see it', async (path, title) => {
    signInAs('support');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Only an admin can see this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('folds the sections into a menu button that opens and closes with the keyboard', async () => {
    signInAs('admin');
    renderApp('/admin/support-tickets');
    const toggle = await screen.findByRole('button', {
      name: /Admin menu, current section: Support Tickets/,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
