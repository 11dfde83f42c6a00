import { describe, expect, it } from 'vitest';
import { mailPolicyOf, shouldMail } from './notification-mail-rule.ts';
import { pageOf, pageWindow } from './notification-paging.ts';
import { DEFAULT_PREFERENCES, type NotificationPreferences } from './notification-preferences.ts';
import { lastSeenPosition } from './notification-stream.ts';
import { lastReportGuard, reportWeek } from './progress-report.ts';
import { parseUnsubscribeToken, unsubscribeLinks, unsubscribeToken } from './unsubscribe-token.ts';

const allOff: NotificationPreferences = {
  wantsProgressReports: false,
  wantsProductUpdates: false,
  wantsSessionCompleteNotify: false,
};

describe('which notifications are mailed', () => {
  it('mails a ready report only to people who want session-complete mail', () => {
    expect(shouldMail('report_ready', DEFAULT_PREFERENCES)).toBe(true);
    expect(shouldMail('report_ready', { ...DEFAULT_PREFERENCES, wantsSessionCompleteNotify: false })).toBe(
      false,
    );
    // the other switches do not govern it
    expect(shouldMail('report_ready', { ...allOff, wantsSessionCompleteNotify: true })).toBe(true);
  });

  it('mails a feature announcement only to people who want product updates', () => {
    expect(shouldMail('feature_announcement', DEFAULT_PREFERENCES)).toBe(true);
    expect(shouldMail('feature_announcement', { ...DEFAULT_PREFERENCES, wantsProductUpdates: false })).toBe(
      false,
    );
  });

  it('always mails a support reply, with no preference (so no unsubscribe link) governing it', () => {
    expect(shouldMail('support_ticket_reply', allOff)).toBe(true);
    expect(mailPolicyOf('support_ticket_reply')).toEqual({ kind: 'always' });
  });

  it('never mails a general notification', () => {
    expect(shouldMail('general', DEFAULT_PREFERENCES)).toBe(false);
  });

  it('names the preference that governs each governed mail', () => {
    expect(mailPolicyOf('report_ready')).toEqual({
      kind: 'governed',
      preference: 'wantsSessionCompleteNotify',
    });
    expect(mailPolicyOf('feature_announcement')).toEqual({
      kind: 'governed',
      preference: 'wantsProductUpdates',
    });
  });
});

describe('unsubscribe tokens', () => {
  const person = 'Zq0x_-abcdefghijklmnopqrstuvwxyz12';

  it('round-trips the person and each preference', () => {
    for (const preference of [
      'wantsProgressReports',
      'wantsProductUpdates',
      'wantsSessionCompleteNotify',
    ] as const) {
      expect(parseUnsubscribeToken(unsubscribeToken(person, preference))).toEqual({
        personToken: person,
        preference,
      });
    }
  });

  it('refuses malformed tokens', () => {
    for (const bad of [
      '',
      person,
      `${person}.`,
      `${person}.x`,
      `.u`,
      'short.u',
      `${person}!.u`,
      `${person}.u.u`,
    ]) {
      expect(parseUnsubscribeToken(bad)).toBeNull();
    }
  });

  it('builds the one-click address and the web page from the public URL', () => {
    const links = unsubscribeLinks('https://coach.example', person, 'wantsProductUpdates');
    expect(links.oneClick).toBe(`https://coach.example/api/notifications/unsubscribe?token=${person}.u`);
    expect(links.page).toBe(`https://coach.example/unsubscribe?token=${person}.u`);
  });
});

describe('paging', () => {
  it('reads one row more than the page to know whether another page exists', () => {
    expect(pageWindow(1, 20)).toEqual({ offset: 0, fetch: 21 });
    expect(pageWindow(3, 10)).toEqual({ offset: 20, fetch: 11 });
  });

  it('has more only when that extra row came back', () => {
    expect(pageOf([1, 2, 3], 2)).toEqual({ items: [1, 2], hasMore: true });
    expect(pageOf([1, 2], 2)).toEqual({ items: [1, 2], hasMore: false });
    expect(pageOf([], 2)).toEqual({ items: [], hasMore: false });
  });
});

describe('the Last-Event-ID of a reconnecting stream', () => {
  it('takes a whole number, 0 for someone who had no notifications yet', () => {
    expect(lastSeenPosition('42')).toBe(42);
    expect(lastSeenPosition(' 7 ')).toBe(7);
    expect(lastSeenPosition('0')).toBe(0);
  });

  it('ignores anything else', () => {
    for (const bad of [undefined, '', '-3', '1.5', '1e3', 'abc', '007', '99999999999999999999', 'r:1']) {
      expect(lastSeenPosition(bad)).toBeNull();
    }
  });
});

describe('the weekly progress report', () => {
  it('covers the seven days before it is sent and is not sent twice in six days', () => {
    const now = new Date('2026-11-30T09:00:00Z');
    expect(reportWeek(now)).toEqual({ from: new Date('2026-11-23T09:00:00Z'), to: now });
    expect(lastReportGuard(now)).toEqual(new Date('2026-11-24T09:00:00Z'));
  });
});
