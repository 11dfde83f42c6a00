import type { PreferenceKey } from './notification-preferences.ts';

/**
 * The token of an unsubscribe link: the person's random unsubscribe token (stored with their
 * preferences, unique) and a one-letter code for the kind of mail, e.g. `Xk3…9Q.u`. It names the
 * person and one preference and nothing else, so a forwarded mail can at worst switch off that one
 * kind of mail.
 */
const CODES: Readonly<Record<PreferenceKey, string>> = {
  wantsProgressReports: 'p',
  wantsProductUpdates: 'u',
  wantsSessionCompleteNotify: 's',
};

/** The shape of the stored per-person token: URL-safe base64 of random bytes. */
const PERSON_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export function unsubscribeToken(personToken: string, preference: PreferenceKey): string {
  return `${personToken}.${CODES[preference]}`;
}

/** The person's token and the preference a link names; null for anything malformed. */
export function parseUnsubscribeToken(
  token: string,
): { personToken: string; preference: PreferenceKey } | null {
  const dot = token.lastIndexOf('.');
  if (dot < 0) return null;
  const personToken = token.slice(0, dot);
  const code = token.slice(dot + 1);
  if (!PERSON_TOKEN.test(personToken)) return null;
  const preference = (Object.keys(CODES) as PreferenceKey[]).find((key) => CODES[key] === code);
  return preference ? { personToken, preference } : null;
}

/**
 * The two addresses a preference-governed mail carries: the one-click address for its
 * List-Unsubscribe header (RFC 8058, a POST by the mail client) and the web page its body links to,
 * which posts the same token after one click.
 */
export function unsubscribeLinks(
  publicUrl: string,
  personToken: string,
  preference: PreferenceKey,
): { oneClick: string; page: string } {
  const token = encodeURIComponent(unsubscribeToken(personToken, preference));
  return {
    oneClick: `${publicUrl}/api/notifications/unsubscribe?token=${token}`,
    page: `${publicUrl}/unsubscribe?token=${token}`,
  };
}
