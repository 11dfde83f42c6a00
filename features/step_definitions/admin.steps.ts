import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { ADMIN } from '../../src/modules/admin/tokens.ts';
import { runSql } from '../../src/shared/persistence/raw-sql.ts';
import {
  GOOD_PASSWORD,
  jsonRequest,
  promote,
  type SignedIn,
  signIn,
  signUp,
} from '../../test/support/accounts.ts';
import type { CoachWorld, LastResponse } from '../support/world.ts';

interface Member extends SignedIn {
  id: string;
  /** A second device's refresh cookie, when the scenario signed in twice. */
  otherCookie?: string;
}
interface StaffNotes {
  people: Map<string, Member>;
  ticketId: string;
  /** The answers of two requests sent at the same moment, by who sent them. */
  race: Map<string, LastResponse>;
}
const notes = new WeakMap<CoachWorld, StaffNotes>();
function noted(world: CoachWorld): StaffNotes {
  let known = notes.get(world);
  if (!known) {
    known = { people: new Map(), ticketId: '', race: new Map() };
    notes.set(world, known);
  }
  return known;
}

const sql = <T>(world: CoachWorld, query: string, params: unknown[] = []) =>
  runSql<T[]>(world.app.application.orm, query, params);

async function member(world: CoachWorld, name: string, role?: 'admin' | 'support'): Promise<Member> {
  const { people } = noted(world);
  let person = people.get(name);
  if (!person) {
    const me = await signUp(world.app, { name: `${name} Example` });
    if (role) await promote(world.app, me.email, role);
    const [row] = await sql<{ id: string }>(world, 'select id from users where email_normalized = ?', [
      me.email.toLowerCase(),
    ]);
    person = { ...me, id: row?.id ?? '' };
    people.set(name, person);
  }
  return person;
}
function known(world: CoachWorld, name: string): Member {
  const person = noted(world).people.get(name);
  assert.ok(person, `nobody called ${name} in this scenario`);
  return person;
}

/** Sends a request as the named person, from the scenario's client address; the world keeps the answer. */
async function as(world: CoachWorld, name: string, method: string, path: string, body?: unknown) {
  world.token = known(world, name).token;
  return world.send(method, path, body);
}

const REASONS: Record<string, string | undefined> = { 'no reason': undefined, 'only spaces': '     ' };

Given('{string} is an admin', async function (this: CoachWorld, name: string) {
  await member(this, name, 'admin');
});
Given('{string} is support staff', async function (this: CoachWorld, name: string) {
  await member(this, name, 'support');
});
Given('{string} is a signed-in user', async function (this: CoachWorld, name: string) {
  await member(this, name);
});
Given('{string} is also signed in on another device', async function (this: CoachWorld, name: string) {
  const person = known(this, name);
  person.otherCookie = (await signIn(this.app, person.email)).cookie;
});
Given('{string} has opened a ticket', async function (this: CoachWorld, name: string) {
  const res = await as(this, name, 'POST', '/api/support/tickets', {
    feedback_type: 'Bug Report',
    message: 'The report page is blank.',
  });
  assert.equal(res.status, 201, res.text);
  noted(this).ticketId = (res.json as { id: string }).id;
});

Given(
  '{string} and {string} are the only active admins',
  async function (this: CoachWorld, first: string, second: string) {
    const a = await member(this, first, 'admin');
    const b = await member(this, second, 'admin');
    // admins other scenarios made step aside: this scenario is about these two alone
    await sql(this, `update users set role = 'support' where role = 'admin' and id not in (?, ?)`, [
      a.id,
      b.id,
    ]);
  },
);

When(
  '{string} suspends {string} because {string}',
  async function (this: CoachWorld, actor: string, target: string, reason: string) {
    await as(this, actor, 'POST', `/api/admin/users/${known(this, target).id}/suspend`, { reason });
  },
);
When(
  '{string} lifts the suspension of {string}',
  async function (this: CoachWorld, actor: string, target: string) {
    await as(this, actor, 'POST', `/api/admin/users/${known(this, target).id}/un-suspend`);
    assert.equal(this.response().status, 200, this.response().text);
  },
);
When(
  '{string} resets the password of {string} because {string}',
  async function (this: CoachWorld, actor: string, target: string, reason: string) {
    await as(this, actor, 'POST', `/api/admin/users/${known(this, target).id}/reset-password`, { reason });
    assert.equal(this.response().status, 200, this.response().text);
  },
);
When(
  '{string} deletes {string} because {string}',
  async function (this: CoachWorld, actor: string, target: string, reason: string) {
    const person = known(this, target);
    await as(this, actor, 'DELETE', `/api/admin/users/${person.id}`, { reason, confirmEmail: person.email });
  },
);
When(
  /^"([^"]+)" (suspends|resets the password of|deletes) "([^"]+)" with (no reason|only spaces)$/,
  async function (this: CoachWorld, actor: string, action: string, target: string, reason: string) {
    const person = known(this, target);
    const why = REASONS[reason];
    const body = why === undefined ? {} : { reason: why };
    if (action === 'suspends') await as(this, actor, 'POST', `/api/admin/users/${person.id}/suspend`, body);
    else if (action === 'deletes')
      await as(this, actor, 'DELETE', `/api/admin/users/${person.id}`, {
        ...body,
        confirmEmail: person.email,
      });
    else await as(this, actor, 'POST', `/api/admin/users/${person.id}/reset-password`, body);
  },
);

When('{string} deletes their own account', async function (this: CoachWorld, name: string) {
  await as(this, name, 'DELETE', '/api/user/account', { password: GOOD_PASSWORD });
});
When(
  '{string} and {string} delete their own accounts at the same moment',
  async function (this: CoachWorld, first: string, second: string) {
    const call = (name: string) =>
      this.app.request(
        '/api/user/account',
        jsonRequest(
          'DELETE',
          { password: GOOD_PASSWORD },
          { 'x-auth-token': known(this, name).token, 'x-forwarded-for': this.address },
        ),
      );
    const answers = await Promise.all([call(first), call(second)]);
    const { race } = noted(this);
    for (const [name, res] of [
      [first, answers[0]],
      [second, answers[1]],
    ] as const) {
      const text = await res.text();
      race.set(name, {
        status: res.status,
        headers: res.headers,
        text,
        json: text ? JSON.parse(text) : undefined,
      });
    }
  },
);

When(
  /^"([^"]+)" and "([^"]+)" (suspend|delete) each other at the same moment$/,
  async function (this: CoachWorld, first: string, second: string, action: string) {
    const [a, b] = [known(this, first), known(this, second)];
    const call = (actor: Member, target: Member) =>
      this.app.request(
        action === 'suspend' ? `/api/admin/users/${target.id}/suspend` : `/api/admin/users/${target.id}`,
        jsonRequest(
          action === 'suspend' ? 'POST' : 'DELETE',
          action === 'suspend'
            ? { reason: 'Taking over the admin area' }
            : { reason: 'Taking over the admin area', confirmEmail: target.email },
          { 'x-auth-token': actor.token, 'x-forwarded-for': this.address },
        ),
      );
    const [ra, rb] = await Promise.all([call(a, b), call(b, a)]);
    const { race } = noted(this);
    for (const [name, res] of [
      [first, ra],
      [second, rb],
    ] as const) {
      const text = await res.text();
      race.set(name, {
        status: res.status,
        headers: res.headers,
        text,
        json: text ? JSON.parse(text) : undefined,
      });
    }
  },
);

Then(
  'exactly one of {string} and {string} is still an active admin',
  async function (this: CoachWorld, first: string, second: string) {
    const ids = [known(this, first).id, known(this, second).id];
    const rows = await sql<{ id: string }>(
      this,
      `select id from users where role = 'admin' and status = 'active' and id in (?, ?)`,
      ids,
    );
    assert.equal(rows.length, 1, `active admins left: ${JSON.stringify(rows)}`);
  },
);
Then("the other one's action was refused", function (this: CoachWorld) {
  const statuses = [...noted(this).race.values()].map((r) => r.status).sort();
  // refused by the last-admin rule (403 in the admin area, 409 for one's own account) or, when it
  // came second, because its sender was gone (401)
  assert.ok(
    statuses[0] === 200 || statuses[0] === 204,
    JSON.stringify([...noted(this).race.values()].map((r) => r.text)),
  );
  assert.ok([401, 403, 409].includes(statuses[1] ?? 0), `second answer: ${statuses[1]}`);
});

Then('{string} is still signed in', async function (this: CoachWorld, name: string) {
  const res = await this.app.request('/api/user/profile', {
    headers: { 'x-auth-token': known(this, name).token },
  });
  assert.equal(res.status, 200, await res.text());
});
Then(
  "{string}'s next request is refused with {int} {string}",
  async function (this: CoachWorld, name: string, status: number, message: string) {
    await as(this, name, 'GET', '/api/user/profile');
    assert.equal(this.response().status, status, this.response().text);
    assert.equal((this.response().json as { message: string }).message, message);
  },
);
Then(
  "neither of {string}'s devices can refresh the session",
  async function (this: CoachWorld, name: string) {
    const person = known(this, name);
    assert.ok(person.otherCookie, `${name} signed in on one device only`);
    for (const cookie of [person.cookie, person.otherCookie]) {
      const res = await this.app.request('/api/auth/refresh_token', { method: 'POST', headers: { cookie } });
      assert.equal(res.status, 401, `a refresh answered ${res.status}`);
    }
  },
);
Then('{string} cannot sign in', async function (this: CoachWorld, name: string) {
  const res = await this.app.request(
    '/api/auth/login',
    jsonRequest(
      'POST',
      { email: known(this, name).email, password: GOOD_PASSWORD },
      { 'x-forwarded-for': this.address },
    ),
  );
  assert.notEqual(res.status, 200);
});

When(
  "{string} replies {string} to Pat's ticket",
  async function (this: CoachWorld, name: string, response: string) {
    await as(this, name, 'POST', `/api/admin/support/tickets/${noted(this).ticketId}/responses`, {
      response,
    });
    assert.equal(this.response().status, 201, this.response().text);
  },
);
When(
  "{string} notes {string} on Pat's ticket",
  async function (this: CoachWorld, name: string, note: string) {
    await as(this, name, 'POST', `/api/admin/support/tickets/${noted(this).ticketId}/notes`, { note });
    assert.equal(this.response().status, 201, this.response().text);
  },
);
When("{string} marks Pat's ticket {string}", async function (this: CoachWorld, name: string, status: string) {
  await as(this, name, 'PUT', `/api/admin/support/tickets/${noted(this).ticketId}/status`, { status });
  assert.equal(this.response().status, 200, this.response().text);
});

/** The audit entries about these targets, newest first, as the audit trail keeps them. */
async function auditAbout(world: CoachWorld, targetIds: string[]) {
  const { entries } = await world.app.application.resolve(ADMIN.AuditTrail).search({ page: 1, limit: 100 });
  return entries.filter((e) => e.targetId !== null && targetIds.includes(e.targetId));
}

/** "status: active, role: user" as the values an entry must hold; blank means none were kept. */
function valuesOf(cell: string): Record<string, string> | null {
  if (cell.trim() === '') return null;
  return Object.fromEntries(
    cell.split(', ').map((pair) => {
      const [key = '', ...rest] = pair.split(': ');
      return [key.trim(), rest.join(': ').trim()];
    }),
  );
}

Then(
  'the audit log about {string} reads {string} by {string} as {word}, before: {string}',
  async function (
    this: CoachWorld,
    name: string,
    action: string,
    actor: string,
    role: string,
    before: string,
  ) {
    const entries = await auditAbout(this, [known(this, name).id]);
    assert.deepEqual(
      entries.map((e) => e.action),
      [action],
    );
    const [entry] = entries;
    assert.ok(entry);
    assert.equal(entry.actorEmail, known(this, actor).email);
    assert.equal(entry.actorRole, role);
    assert.equal(entry.ip, this.address);
    assert.equal(entry.after, null);
    for (const [key, value] of Object.entries(valuesOf(before) ?? {})) {
      assert.equal(String(entry.before?.[key]), value, `before.${key}`);
    }
  },
);

Then('the audit log holds nothing about {string}', async function (this: CoachWorld, name: string) {
  assert.deepEqual(await auditAbout(this, [known(this, name).id]), []);
});

Then(
  'the audit log about {string} and their ticket reads, newest first:',
  async function (this: CoachWorld, name: string, table: DataTable) {
    const entries = await auditAbout(this, [known(this, name).id, noted(this).ticketId]);
    const rows = table.hashes();
    assert.deepEqual(
      entries.map((e) => e.action),
      rows.map((r) => r.action),
    );
    rows.forEach((row, i) => {
      const entry = entries[i];
      const action = row.action ?? '';
      assert.ok(entry);
      assert.equal(entry.actorEmail, known(this, row.actor ?? '').email, `actor of ${row.action}`);
      assert.equal(entry.actorRole, row.role);
      assert.equal(entry.reason, row.reason === '' ? null : row.reason);
      for (const [side, expected] of [
        ['before', valuesOf(row.before ?? '')],
        ['after', valuesOf(row.after ?? '')],
      ] as const) {
        const kept: Readonly<Record<string, unknown>> | null = entry[side];
        if (expected === null) {
          // blank means nothing was kept: an action that creates has no before, a deletion no after
          if (side === 'after' || action.startsWith('ticket.')) assert.equal(kept, null, `${action} ${side}`);
          continue;
        }
        assert.ok(kept, `${action} keeps no ${side}`);
        for (const [key, value] of Object.entries(expected)) {
          assert.equal(String(kept[key]), value, `${action} ${side}.${key}`);
        }
      }
    });
  },
);

Then('every entry of it carries the client address and the request id', async function (this: CoachWorld) {
  const entries = await auditAbout(this, [known(this, 'Pat').id, noted(this).ticketId]);
  assert.ok(entries.length > 0);
  for (const entry of entries) assert.equal(entry.ip, this.address);
  const ids = entries.map((e) => e.requestId);
  assert.ok(ids.every((id) => id.length >= 8));
  assert.equal(new Set(ids).size, ids.length, 'one request id per action');
});
