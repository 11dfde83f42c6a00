import { loadConfig } from '../../../config.ts';
import { RequestContext } from '@mikro-orm/core';
import { HttpResponse, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth, markVerified, uploadText } from '../../../../test/support/documents.ts';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { userIdOf } from '../../../../test/support/notifications.ts';
import { type OpenStream, openStream } from '../../../../test/support/open-stream.ts';
import { FAKE_OPENAI_ENV, FAKE_OPENAI_URL } from '../../../../test/support/openai-fake.ts';
import { POLISH_JOB, POLISH_RESUME } from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { IDENTITY } from '../../identity/index.ts';
import { POLISHING } from '../tokens.ts';

/** The default per-person cap on polish streams, as a server without settings has it. */
const { POLISH_STREAMS_PER_PERSON } = loadConfig({ NODE_ENV: 'test' });

interface Polisher extends SignedIn {
  id: string;
  resumeId: string;
  jobDescriptionId: string;
}

/**
 * How long a test waits for a stream to end. The stream checks the account every second (the access
 * watch's own spec proves that with a fake clock); while the model is held it never ends by itself,
 * so a stream that ends within this wait was ended by the access check, on a machine of any speed.
 */
const ENDS_WITHIN_MS = 20_000;

/**
 * A polish stream belongs to a signed-in person: it ends soon after their access does and sends
 * nothing after, and one person runs only a few at a time. The model is held mid-polish (its
 * answers wait until the test lets them go), so each stream stays open as long as the test needs.
 */
describe('who may keep a polish stream open', () => {
  let t: TestApp;
  let letGo = () => {};
  beforeAll(async () => {
    t = await createTestApp({ ...FAKE_OPENAI_ENV, OPENAI_TIMEOUT_MS: '60000' });
  });
  // Every polish a test started stops (its stream gives back its place once the step in progress
  // has ended) while the model stand-in still answers: a step ending after the stand-in is removed
  // would call the real outside world.
  afterEach(async () => {
    letGo();
    const slots = t.application.resolve(POLISHING.StreamSlots);
    await expect.poll(() => slots.held(), { timeout: ENDS_WITHIN_MS }).toBe(0);
  });
  afterAll(async () => {
    letGo();
    await t?.close();
  });

  /** From now on every model call waits until the test lets go, then fails (the polish ends). */
  function holdTheModel(): void {
    const gate = Promise.withResolvers<void>();
    letGo = gate.resolve;
    mswServer.use(
      http.post(`${FAKE_OPENAI_URL}/chat/completions`, async () => {
        await gate.promise;
        return HttpResponse.json({ error: { message: 'down' } }, { status: 500 });
      }),
    );
  }

  async function polisher(): Promise<Polisher> {
    const me = await signUp(t);
    await markVerified(t, me.email);
    return {
      ...me,
      id: await userIdOf(t, me.email),
      resumeId: await uploadText(t, me.token, 'resume', POLISH_RESUME),
      jobDescriptionId: await uploadText(t, me.token, 'job', POLISH_JOB),
    };
  }
  const open = (me: Polisher) =>
    openStream(
      t,
      `/api/resume/polish-stream?${new URLSearchParams({ resumeId: me.resumeId, jobDescriptionId: me.jobDescriptionId })}`,
      me.token,
    );
  /** A polish under way: its first event is out and the model holds the next step. */
  async function polishing(me: Polisher): Promise<OpenStream> {
    const stream = await open(me);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'status_update');
    return stream;
  }

  it('ends the polish stream of a suspended person, and sends nothing after', async () => {
    const me = await polisher();
    holdTheModel();
    const stream = await polishing(me);
    await RequestContext.create(t.database.orm.em, () =>
      t.application.resolve(IDENTITY.SuspendAccount).execute(me.id, true),
    );
    await stream.ended(ENDS_WITHIN_MS);
    // the step the model held finishes now, unseen
    letGo();
    expect(stream.events.map((e) => e.event)).toEqual(['status_update']);
    // and the person cannot come back to it
    expect((await open(me)).status).toBe(401);
  });

  it('ends the polish stream when the person signs out', async () => {
    const me = await polisher();
    holdTheModel();
    const stream = await polishing(me);
    await t.request('/api/auth/logout', {
      method: 'POST',
      headers: { ...auth(me.token), cookie: me.cookie },
    });
    await stream.ended(ENDS_WITHIN_MS);
    expect(stream.events.map((e) => e.event)).toEqual(['status_update']);
  });

  it(`runs ${POLISH_STREAMS_PER_PERSON} polish streams per person; one more answers 429 with Retry-After until they end`, async () => {
    const me = await polisher();
    const other = await polisher();
    holdTheModel();
    const streams: OpenStream[] = [];
    for (let i = 0; i < POLISH_STREAMS_PER_PERSON; i++) streams.push(await polishing(me));

    const refused = await open(me);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // nothing was started for the refused one
    const runs = await t.database.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from polish_runs where user_id = ?', [me.id]);
    expect(runs[0]!.n).toBe(POLISH_STREAMS_PER_PERSON);
    // someone else is not held back by it
    streams.push(await polishing(other));

    // the person closes their tabs; once the steps in progress end, their places are free again
    for (const stream of streams) await stream.close();
    letGo();
    const reopen = async () => {
      const stream = await open(me);
      if (stream.status === 200) await stream.ended(10_000);
      return stream.status;
    };
    await expect.poll(reopen, { timeout: 10_000 }).toBe(200);
    const again: OpenStream[] = [];
    holdTheModel();
    for (let i = 0; i < POLISH_STREAMS_PER_PERSON; i++) again.push(await polishing(me));
    for (const stream of again) await stream.close();
  });
});
