import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  jsonRequest,
  promote,
  type SignedIn,
  signIn,
  signUp,
} from '../../../../test/support/accounts.ts';
import { buyInSandbox, post } from '../../../../test/support/billing.ts';
import { auth, markVerified, uploadText } from '../../../../test/support/documents.ts';
import { startSession } from '../../../../test/support/interviews.ts';
import { userIdOf } from '../../../../test/support/notifications.ts';
import { POLISH_JOB, POLISH_RESUME, readPolishStream } from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

interface ActivityEvent {
  id: string;
  user_id: string | null;
  user_email: string | null;
  event: string;
  metadata: Record<string, unknown>;
  created_at: string;
}
interface Page {
  events: ActivityEvent[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

describe('the activity log', () => {
  let t: TestApp;
  let admin: SignedIn;
  let me: SignedIn;
  let myId: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { name: 'Ada Admin' });
    await promote(t, admin.email, 'admin');
    me = await signUp(t, { name: 'Maya Chen' });
    myId = await userIdOf(t, me.email);
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = (query = '', token = admin.token) =>
    t.json<Page>(`/api/admin/activity-log${query}`, { headers: auth(token) });
  const mine = async (event: string) => (await list(`?userId=${myId}&event=${event}&limit=100`)).body.events;

  it('records sign-ups, sign-ins and failed sign-ins with the e-mail tried, never the password', async () => {
    expect(await mine('signup')).toMatchObject([
      { user_id: myId, user_email: me.email, metadata: { method: 'email' } },
    ]);
    await signIn(t, me.email);
    expect(await mine('login')).toHaveLength(1);

    const wrong = await t.request(
      '/api/auth/login',
      jsonRequest(
        'POST',
        { email: me.email, password: 'Wrong!pass1', rememberMe: false },
        { 'x-forwarded-for': '10.9.9.9' },
      ),
    );
    expect(wrong.status).toBe(401);
    const failed = await mine('login.failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.metadata).toEqual({ email: me.email, reason: 'invalid_credentials' });
    expect(JSON.stringify(failed)).not.toContain('Wrong!pass1');

    const stranger = `nobody.${Date.now()}@example.com`;
    await t.request(
      '/api/auth/login',
      jsonRequest(
        'POST',
        { email: stranger, password: GOOD_PASSWORD, rememberMe: false },
        { 'x-forwarded-for': '10.9.9.8' },
      ),
    );
    const unknown = (await list(`?search=${encodeURIComponent(stranger)}`)).body.events;
    expect(unknown).toMatchObject([
      { user_id: null, user_email: null, event: 'login.failed', metadata: { email: stranger } },
    ]);
  });

  it('records uploads, interviews started and completed, polishes and plan changes', async () => {
    await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', POLISH_RESUME, 'Maya Chen Resume.txt');
    const jobId = await uploadText(t, me.token, 'job', POLISH_JOB);
    const uploads = await mine('document.upload');
    expect(uploads.map((e) => e.metadata.kind).sort()).toEqual(['job', 'resume']);
    expect(uploads.find((e) => e.metadata.kind === 'resume')?.metadata).toMatchObject({
      documentId: resumeId,
      fileType: 'txt',
    });

    const started = await startSession(t, { ...me, resumeId, jobId });
    expect(started.status).toBe(201);
    expect(await mine('interview.start')).toMatchObject([
      { metadata: { sessionId: started.body.sessionId } },
    ]);
    const ended = await t.request(`/api/interview/${started.body.sessionId}/end`, post(me.token));
    expect(ended.status).toBe(200);
    expect(await mine('interview.complete')).toMatchObject([
      { metadata: { sessionId: started.body.sessionId } },
    ]);

    const polish = await readPolishStream(t, me.token, { resumeId, jobDescriptionId: jobId });
    expect(polish.events.at(-1)?.event).toBe('done');
    expect(await mine('resume.polish')).toHaveLength(1);

    await buyInSandbox(t, me.token, 'price_pro_monthly');
    expect(await mine('plan.change')).toMatchObject([
      { metadata: { from: 'Free', to: 'Pro', interval: 'month', status: 'active' } },
    ]);
  });

  it('lists newest first, filtered and paged', async () => {
    const all = await list(`?userId=${myId}&limit=100`);
    expect(all.status).toBe(200);
    const times = all.body.events.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.body.events.at(-1)?.event).toBe('signup');

    const paged = await list(`?userId=${myId}&limit=2&page=2`);
    expect(paged.body).toMatchObject({
      page: 2,
      limit: 2,
      total: all.body.total,
      totalPages: Math.ceil(all.body.total / 2),
    });
    expect(paged.body.events.map((e) => e.id)).toEqual(all.body.events.slice(2, 4).map((e) => e.id));

    const byEmail = await list(`?search=${encodeURIComponent(me.email.toUpperCase())}&limit=100`);
    expect(byEmail.body.total).toBe(all.body.total);
    const byEvent = await list('?search=interview.&limit=100');
    expect(byEvent.body.events.every((e) => e.event.startsWith('interview.'))).toBe(true);
    expect(
      (await list(`?userId=${myId}&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`))
        .body.total,
    ).toBe(0);
    expect((await list('?userId=not-a-uuid')).status).toBe(400);
  });

  it('exports the filtered events as CSV, and the export is audited', async () => {
    const res = await t.request(`/api/admin/activity-log/export?userId=${myId}&event=signup`, {
      headers: auth(admin.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('created_at,user_email,user_id,event,metadata');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${me.email},${myId},signup`);
    const audit = await t.json<{ entries: { action: string; after: { rows: number } }[] }>(
      '/api/admin/audit-log?action=activity.export',
      { headers: auth(admin.token) },
    );
    expect(audit.body.entries[0]).toMatchObject({ action: 'activity.export', after: { rows: 1 } });
    const support = await signUp(t);
    await promote(t, support.email, 'support');
    expect((await t.request('/api/admin/activity-log/export', { headers: auth(support.token) })).status).toBe(
      403,
    );
  });

  it('is for admins only', async () => {
    const support = await signUp(t);
    await promote(t, support.email, 'support');
    expect((await list('', support.token)).status).toBe(403);
    expect((await list('', me.token)).status).toBe(403);
  });
});
