import { escapeHtml } from '../../../shared/kernel/escape-html.ts';
import type { Mail } from '../../identity/index.ts';
import type { Notification } from '../domain/notification.ts';
import type { PreferenceKey } from '../domain/notification-preferences.ts';
import { formatScore, type WeeklyPractice } from '../domain/progress-report.ts';
import { unsubscribeLinks } from '../domain/unsubscribe-token.ts';

/** How a preference-governed mail can be switched off: its headers and the line at its foot. */
export interface Unsubscribe {
  personToken: string;
  preference: PreferenceKey;
}

const REASONS: Readonly<Record<PreferenceKey, string>> = {
  wantsProgressReports: 'you asked for a weekly progress report',
  wantsProductUpdates: 'you asked for news about new features',
  wantsSessionCompleteNotify: 'you asked to hear when an interview report is ready',
};

interface Parts {
  to: string;
  subject: string;
  title: string;
  paragraphs: string[];
  action: { label: string; link: string };
}

function compose(publicUrl: string, parts: Parts, unsubscribe: Unsubscribe | null): Mail {
  const links = unsubscribe
    ? unsubscribeLinks(publicUrl, unsubscribe.personToken, unsubscribe.preference)
    : null;
  const reason = unsubscribe ? REASONS[unsubscribe.preference] : null;
  const footText = links
    ? `\n\nYou get this mail because ${reason}. Unsubscribe: ${links.page}\nOr change your notification settings: ${publicUrl}/settings/notifications\n`
    : '\n';
  const footHtml = links
    ? `<p style="color:#8a8fa0;font-size:12px;line-height:1.5">You get this mail because ${escapeHtml(reason ?? '')}. <a href="${escapeHtml(links.page)}" style="color:#5b6070">Unsubscribe</a> or <a href="${escapeHtml(`${publicUrl}/settings/notifications`)}" style="color:#5b6070">change your notification settings</a>.</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px;color:#1a1d29">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.title)}</h1>
${parts.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${escapeHtml(parts.action.link)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>
${footHtml}
</div></body></html>`;
  const mail: Mail = {
    to: parts.to,
    subject: parts.subject,
    text: `${parts.paragraphs.join('\n\n')}\n\n${parts.action.label}: ${parts.action.link}${footText}`,
    html,
  };
  if (links) {
    mail.headers = {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  return mail;
}

/** A notification told by e-mail: its title, its text and a button to where the bell would lead. */
export function notificationMail(
  publicUrl: string,
  recipient: { email: string; name: string },
  notification: Notification,
  unsubscribe: Unsubscribe | null,
): Mail {
  return compose(
    publicUrl,
    {
      to: recipient.email,
      subject: notification.title,
      title: notification.title,
      paragraphs: [`Hi ${recipient.name},`, notification.body],
      action: notification.linkUrl
        ? { label: 'Open in Interview Coach', link: `${publicUrl}${notification.linkUrl}` }
        : { label: 'See your notifications', link: `${publicUrl}/notifications` },
    },
    unsubscribe,
  );
}

/** The weekly progress summary: sessions completed in the week and their mean score. */
export function progressReportMail(
  publicUrl: string,
  recipient: { email: string; name: string },
  practice: WeeklyPractice,
  unsubscribe: Unsubscribe,
): Mail {
  const sessions =
    practice.sessionsCompleted === 1 ? '1 mock interview' : `${practice.sessionsCompleted} mock interviews`;
  return compose(
    publicUrl,
    {
      to: recipient.email,
      subject: 'Your weekly interview practice',
      title: 'Your week of practice',
      paragraphs: [
        `Hi ${recipient.name},`,
        `In the last 7 days you completed ${sessions}. Your average score: ${formatScore(practice.averageScore)}.`,
        'Keep the streak going: one more session this week keeps the answers fresh.',
      ],
      action: { label: 'See your progress', link: `${publicUrl}/dashboard` },
    },
    unsubscribe,
  );
}
