import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LandingPage } from './landing-page';

function renderLanding() {
  const router = createMemoryRouter([{ path: '/', Component: LandingPage }]);
  render(<RouterProvider router={router} />);
}

describe('LandingPage', () => {
  it('shows the hero with its description', async () => {
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Own Your Interview' })).toBeInTheDocument();
    expect(screen.getByText(/upload your resume and the job description/i)).toBeInTheDocument();
  });

  it('presents the three feature cards', async () => {
    renderLanding();
    const features = (
      await screen.findByRole('heading', { name: 'Everything you need to walk in prepared' })
    ).closest('section');
    const cards = within(features as HTMLElement).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Polish Your Resume with AI',
      'Realistic Interview Practice',
      'Dynamic, Actionable Feedback',
    ]);
    expect(within(features as HTMLElement).getByText(/adapts its persona/i)).toBeInTheDocument();
    expect(within(features as HTMLElement).getByText(/Improvement Roadmap/)).toBeInTheDocument();
  });

  it('shows three testimonials rated 5, 5 and 4.5 stars', async () => {
    renderLanding();
    const section = (
      await screen.findByRole('heading', { name: 'Trusted by Ambitious Professionals' })
    ).closest('section');
    const ratings = within(section as HTMLElement).getAllByRole('img', { name: /^Rated / });
    expect(ratings.map((rating) => rating.getAttribute('aria-label'))).toEqual([
      'Rated 5 out of 5',
      'Rated 5 out of 5',
      'Rated 4.5 out of 5',
    ]);
    expect(within(section as HTMLElement).getAllByRole('blockquote')).toHaveLength(3);
  });

  it('leads to /signup from the Start Your Free Trial button', async () => {
    renderLanding();
    const cta = await screen.findByRole('link', { name: /Start Your Free Trial/ });
    expect(cta).toHaveAttribute('href', '/signup');
  });
});
