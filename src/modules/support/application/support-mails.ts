import { escapeHtml } from '../../../shared/kernel/escape-html.ts';
import type { Mail } from '../../identity/index.ts';
import type { FeedbackType } from '../domain/ticket.ts';

function inboxMail(
  to: string,
  subject: string,
  lines: [string, string][],
  message: string,
  link?: string,
): Mail {
  const text = `${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message}\n${link ? `\n${link}\n` : ''}`;
  const rows = lines
    .map(
      ([k, v]) =>
        `<tr><td style="color:#5b6070;padding-right:12px">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1d29">
<h1 style="font-size:18px">${escapeHtml(subject)}</h1><table>${rows}</table>
<p style="white-space:pre-wrap;line-height:1.5;border-left:3px solid #c7c9d3;padding-left:12px">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : ''}</body></html>`;
  return { to, subject, text, html };
}

/** The contact form's message for the support inbox; a reply goes to the person who wrote. */
export function contactMail(
  supportAddress: string,
  from: { name: string; email: string },
  message: string,
): Mail {
  return {
    ...inboxMail(
      supportAddress,
      `Contact form: ${from.name}`,
      [
        ['Name', from.name],
        ['E-mail', from.email],
      ],
      message,
    ),
    replyTo: from.email,
  };
}

/** Tells the support inbox a ticket was opened, with the link to answer it in the admin area. */
export function newTicketMail(
  supportAddress: string,
  ticket: { id: string; feedbackType: FeedbackType; message: string },
  owner: { name: string; email: string },
  adminLink: string,
): Mail {
  return inboxMail(
    supportAddress,
    `New support ticket (${ticket.feedbackType}) from ${owner.name}`,
    [
      ['From', `${owner.name} <${owner.email}>`],
      ['Type', ticket.feedbackType],
    ],
    ticket.message,
    adminLink,
  );
}
