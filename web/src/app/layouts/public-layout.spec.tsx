import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('public header and footer', () => {
  it('offers the section anchors, Log In, Sign Up and Get Started Free', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Own Your Interview' });
    const header = screen.getByRole('banner');
    const main = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(main).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(main).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'href',
      '/#testimonials',
    );
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
    expect(within(header).getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('opens and closes the small-screen menu', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { name: 'Own Your Interview' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).getAllByRole('link')).toHaveLength(5);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has the Product, Resources and Company columns and the 2025 copyright', async () => {
    renderApp('/tips');
    await screen.findByRole('heading', { name: 'Interview Tips', level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Product' })).toBeInTheDocument();
    const resources = within(footer).getByRole('navigation', { name: 'Resources' });
    expect(within(resources).getByRole('link', { name: 'Interview Tips' })).toHaveAttribute('href', '/tips');
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(company).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(footer).getByText(/© 2025/)).toBeInTheDocument();
  });

  it('lists only what opens a page: no Blog, nothing marked coming soon', async () => {
    renderApp('/tips');
    await screen.findByRole('heading', { name: 'Interview Tips', level: 1 });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByText('Blog')).not.toBeInTheDocument();
    expect(within(footer).queryByText(/coming soon/i)).not.toBeInTheDocument();
    for (const column of within(footer).getAllByRole('navigation')) {
      for (const entry of within(column).getAllByRole('listitem')) {
        expect(within(entry).getByRole('link')).toHaveAttribute('href');
      }
    }
  });

  it('shows the six interview tips', async () => {
    renderApp('/tips');
    await screen.findByRole('heading', { name: 'Interview Tips', level: 1 });
    const tips = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(tips).toEqual(
      expect.arrayContaining([
        'Answer with the STAR method',
        'Research the company',
        'Prepare your own questions',
        'Mind your non-verbal cues',
        'Follow up within 24 hours',
        'Nail “Tell me about yourself”',
      ]),
    );
    expect(screen.getByText(/about 90 seconds/)).toBeInTheDocument();
  });
});
