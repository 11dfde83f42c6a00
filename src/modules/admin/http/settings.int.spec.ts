import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonRequest,
  latestMail,
  promote,
  type SignedIn,
  signUp,
} from '../../../../test/support/accounts.ts';
import { profileOf } from '../../../../test/support/billing.ts';
import { auth, uploadText } from '../../../../test/support/documents.ts';
import { INTERVIEW_JOB, INTERVIEW_RESUME, startSession } from '../../../../test/support/interviews.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

interface Settings {
  trialDays: number;
  requireEmailVerification: boolean;
  supportEmail: string;
  maintenanceBanner: string | null;
  freePlanLimits: {
    interviewSessions: number;
    resumes: number;
    jobDescriptions: number;
    resumePolishes: number;
  };
  updated_at?: string | null;
  updated_by?: string | null;
}

const DAY = 86_400_000;

describe('operator settings', () => {
  let t: TestApp;
  let admin: SignedIn;
  const defaults: Settings = {
    trialDays: 7,
    requireEmailVerification: true,
    supportEmail: 'help@coach.example',
    maintenanceBanner: null,
    freePlanLimits: { interviewSessions: 3, resumes: 1, jobDescriptions: 1, resumePolishes: 1 },
  };
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'help@coach.example', TRIAL_DAYS: '7' });
    admin = await signUp(t, { name: 'Ada Admin' });
    await promote(t, admin.email, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (token = admin.token) => t.json<Settings>('/api/admin/settings', { headers: auth(token) });
  const save = (body: unknown, token = admin.token) =>
    t.json<Settings & { error?: string }>('/api/admin/settings', jsonRequest('PUT', body, auth(token)));

  it('start from the environment, unsaved, and are for admins only', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body).toEqual({ ...defaults, updated_at: null, updated_by: null });
    const support = await signUp(t);
    await promote(t, support.email, 'support');
    expect((await read(support.token)).status).toBe(403);
    expect((await save(defaults, support.token)).status).toBe(403);
    const person = await signUp(t);
    expect((await read(person.token)).status).toBe(403);
  });

  it('refuse values outside the contract with 400 and keep what was there', async () => {
    for (const body of [
      { ...defaults, trialDays: 366 },
      { ...defaults, supportEmail: 'not-an-address' },
      { ...defaults, freePlanLimits: { ...defaults.freePlanLimits, resumes: -1 } },
      { ...defaults, maintenanceBanner: 'x'.repeat(501) },
      { ...defaults, requireEmailVerification: undefined },
    ]) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await read()).body.updated_at).toBeNull();
  });

  it('save through the audited path with the settings before and after, and apply at once', async () => {
    const changed = {
      ...defaults,
      trialDays: 30,
      supportEmail: 'desk@coach.example',
      maintenanceBanner: '  Maintenance tonight at 22:00 UTC  ',
    };
    const saved = await save(changed);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      trialDays: 30,
      supportEmail: 'desk@coach.example',
      maintenanceBanner: 'Maintenance tonight at 22:00 UTC',
      updated_by: admin.email,
    });
    expect((await read()).body).toEqual(saved.body);

    const audit = await t.json<{ entries: { before: Settings; after: Settings; target_type: string }[] }>(
      '/api/admin/audit-log?action=settings.update',
      { headers: auth(admin.token) },
    );
    expect(audit.body.entries).toHaveLength(1);
    expect(audit.body.entries[0]).toMatchObject({
      target_type: 'settings',
      before: { trialDays: 7, supportEmail: 'help@coach.example', maintenanceBanner: null },
      after: {
        trialDays: 30,
        supportEmail: 'desk@coach.example',
        maintenanceBanner: 'Maintenance tonight at 22:00 UTC',
      },
    });

    // the public configuration and the banners follow
    const config = await t.json<{ trialDays: number }>('/api/config');
    expect(config.body.trialDays).toBe(30);
    const banners =
      await t.json<{ id: string; type: string; message: string }[]>('/api/announcements/active');
    expect(banners.body[0]).toEqual({
      id: '00000000-0000-0000-0000-000000000000',
      type: 'Warning',
      message: 'Maintenance tonight at 22:00 UTC',
    });

    // an account created afterwards gets the new trial length: 30 days from the moment it signed up,
    // which lies between the clock read before and after signing up (however long that took)
    const beforeSignUp = Date.now();
    const newcomer = await signUp(t);
    const afterSignUp = Date.now();
    const trialEnd = new Date((await profileOf(t, newcomer.token)).user.trial_ends_at ?? 0).getTime();
    expect(trialEnd).toBeGreaterThanOrEqual(beforeSignUp + 30 * DAY);
    expect(trialEnd).toBeLessThanOrEqual(afterSignUp + 30 * DAY);

    // the contact form goes to the new inbox
    const contact = await t.json('/api/contact/support', {
      ...jsonRequest('POST', { name: 'Grace Hopper', email: 'grace@example.com', message: 'Invoices?' }),
    });
    expect(contact.status).toBe(200);
    expect((await latestMail(t, 'desk@coach.example')).subject).toBe('Contact form: Grace Hopper');

    // a blank banner is none
    await save({ ...changed, maintenanceBanner: '   ' });
    const after = await t.json<{ id: string }[]>('/api/announcements/active');
    expect(after.body.some((a) => a.id === '00000000-0000-0000-0000-000000000000')).toBe(false);
  });

  it('let an unverified account use an AI action once verification is no longer required', async () => {
    await save(defaults);
    const me = await signUp(t);
    const candidate = {
      ...me,
      resumeId: await uploadText(t, me.token, 'resume', INTERVIEW_RESUME),
      jobId: await uploadText(t, me.token, 'job', INTERVIEW_JOB),
    };
    const refused = await startSession(t, candidate);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('EMAIL_NOT_VERIFIED');

    await save({ ...defaults, requireEmailVerification: false });
    expect(
      (await t.json<{ requireEmailVerification: boolean }>('/api/config')).body.requireEmailVerification,
    ).toBe(false);
    const started = await startSession(t, candidate);
    expect(started.status).toBe(201);
    expect(started.body.sessionId).toEqual(expect.any(String));
    await save(defaults);
  });

  it('apply the Free plan limits the operator set', async () => {
    await save({ ...defaults, freePlanLimits: { ...defaults.freePlanLimits, resumes: 2 } });
    const me = await signUp(t);
    await t.database.orm.em
      .fork()
      .getConnection()
      .execute(`update users set trial_ends_at = '2000-01-01T00:00:00Z' where email_normalized = ?`, [
        me.email.toLowerCase(),
      ]);
    await uploadText(t, me.token, 'resume', INTERVIEW_RESUME);
    await uploadText(t, me.token, 'resume', INTERVIEW_RESUME, 'second.txt');
    await expect(uploadText(t, me.token, 'resume', INTERVIEW_RESUME, 'third.txt')).rejects.toThrow('402');
    await save(defaults);
  });
});
