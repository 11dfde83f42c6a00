import { escapeHtml } from '../../../shared/kernel/escape-html.ts';
import type { Mail } from '../ports/mailer.ts';

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px;color:#1a1d29">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:28px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="line-height:1.5;color:#5b6070;font-size:14px">${escapeHtml(outro)}</p>
<p style="color:#8a8fa0;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, name: string, link: string): Mail {
  const intro = `Hi ${name}, confirm your e-mail address to unlock match analysis, mock interviews and resume polish.`;
  const outro =
    'The link works for 24 hours. If you did not create an Interview Coach account, ignore this mail.';
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `${intro}\n\nConfirm your e-mail: ${link}\n\n${outro}\n`,
    html: layout('Confirm your e-mail address', intro, 'Confirm e-mail', link, outro),
  };
}

export function passwordResetMail(to: string, name: string, link: string): Mail {
  const intro = `Hi ${name}, someone asked to reset the password of your Interview Coach account.`;
  const outro =
    'The link works once, for 15 minutes. If it was not you, ignore this mail: your password stays as it is.';
  return {
    to,
    subject: 'Reset your password',
    text: `${intro}\n\nChoose a new password: ${link}\n\n${outro}\n`,
    html: layout('Reset your password', intro, 'Choose a new password', link, outro),
  };
}

/** The reset link staff send on the person's behalf (the admin area): says who asked. */
export function staffPasswordResetMail(to: string, name: string, link: string): Mail {
  const intro = `Hi ${name}, our support team has sent you a link to choose a new password for your Interview Coach account. You have been signed out of your other devices.`;
  const outro = 'The link works once, for 15 minutes. If you did not expect this mail, contact support.';
  return {
    to,
    subject: 'Choose a new password',
    text: `${intro}\n\nChoose a new password: ${link}\n\n${outro}\n`,
    html: layout('Choose a new password', intro, 'Choose a new password', link, outro),
  };
}
