import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { BUSINESS_EMAIL } from './contact-page';

async function fill(name: string, email: string, message: string) {
  const user = userEvent.setup();
  if (name) await user.type(await screen.findByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (message) await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('/contact', () => {
  it('links the business e-mail address', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('link', { name: BUSINESS_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${BUSINESS_EMAIL}`,
    );
  });

  it("asks for every field: 'Please fill out all fields.'", async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await fill('Ada', 'ada@example.com', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill out all fields.');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the message and confirms it', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/contact/support', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Thanks.' });
      }),
    );
    renderApp('/contact');
    await fill('Ada', 'ada@example.com', 'The upload button does nothing.');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your message has been sent! We will get back to you shortly.',
    );
    expect(bodies).toEqual([
      { name: 'Ada', email: 'ada@example.com', message: 'The upload button does nothing.' },
    ]);
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the server’s message, else the default failure text', async () => {
    let calls = 0;
    server.use(
      http.post('/api/contact/support', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'RATE_LIMITED', message: 'Too many messages. Try later.' },
              { status: 429 },
            )
          : HttpResponse.json({}, { status: 400 });
      }),
    );
    renderApp('/contact');
    await fill('Ada', 'ada@example.com', 'Hello');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try later.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });
});
