import assert from 'node:assert/strict';
import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import { latestMail, promote, signUp } from '../../test/support/accounts.ts';
import type { CoachWorld } from '../support/world.ts';

interface Person {
  token: string;
  email: string;
}
interface TicketNotes {
  people: Map<string, Person>;
  ticketId: string;
}
const notes = new WeakMap<CoachWorld, TicketNotes>();
const noted = (world: CoachWorld): TicketNotes => {
  let known = notes.get(world);
  if (!known) {
    known = { people: new Map(), ticketId: '' };
    notes.set(world, known);
  }
  return known;
};

/** The named person, signed up on first mention; the scenario's requests go out as them. */
async function as(world: CoachWorld, name: string, role?: 'support' | 'admin'): Promise<Person> {
  const { people } = noted(world);
  let person = people.get(name);
  if (!person) {
    person = await signUp(world.app, { name: `${name} Example` });
    if (role) await promote(world.app, person.email, role);
    people.set(name, person);
  }
  world.token = person.token;
  return person;
}

const BLANKS: Record<string, string> = { nothing: '', 'only spaces': '    ', 'only line breaks': '\n\n \n' };

Given(
  '{string} has opened a {string} ticket saying {string}',
  async function (this: CoachWorld, name: string, type: string, message: string) {
    await as(this, name);
    const res = await this.send('POST', '/api/support/tickets', { feedback_type: type, message });
    assert.equal(res.status, 201, res.text);
    noted(this).ticketId = (res.json as { id: string }).id;
  },
);

Given("support staff marked Maya's ticket {string}", async function (this: CoachWorld, status: string) {
  await as(this, 'Staff', 'support');
  const res = await this.send('PUT', `/api/admin/support/tickets/${noted(this).ticketId}/status`, { status });
  assert.equal(res.status, 200, res.text);
});

When("{string} opens Maya's ticket", async function (this: CoachWorld, name: string) {
  await as(this, name);
  await this.send('GET', `/api/support/tickets/${noted(this).ticketId}`);
});

When(
  "{string} replies {string} to Maya's ticket",
  async function (this: CoachWorld, name: string, text: string) {
    await as(this, name);
    await this.send('POST', `/api/support/tickets/${noted(this).ticketId}/responses`, { response: text });
  },
);

When(
  /^"([^"]+)" replies with (nothing|only spaces|only line breaks) to Maya's ticket$/,
  async function (this: CoachWorld, name: string, blank: string) {
    await replyBlank(this, name, blank);
  },
);

async function replyBlank(world: CoachWorld, name: string, blank: string) {
  const text = BLANKS[blank];
  assert.ok(text !== undefined, `no blank text called ${blank}`);
  await as(world, name);
  await world.send('POST', `/api/support/tickets/${noted(world).ticketId}/responses`, { response: text });
}

When(
  "support staff member {string} replies {string} to Maya's ticket",
  async function (this: CoachWorld, name: string, text: string) {
    await as(this, name, 'support');
    const res = await this.send('POST', `/api/admin/support/tickets/${noted(this).ticketId}/responses`, {
      response: text,
    });
    assert.equal(res.status, 201, res.text);
  },
);

When(
  "{string} replies from the admin area to Maya's ticket",
  async function (this: CoachWorld, name: string) {
    await as(this, name);
    await this.send('POST', `/api/admin/support/tickets/${noted(this).ticketId}/responses`, {
      response: 'Hello',
    });
  },
);

Then('the answer is {int} {string}', function (this: CoachWorld, status: number, message: string) {
  const res = this.response();
  assert.equal(res.status, status, res.text);
  assert.equal((res.json as { message?: string }).message, message);
});

Then('the answer is {int} with the code {string}', function (this: CoachWorld, status: number, code: string) {
  const res = this.response();
  assert.equal(res.status, status, res.text);
  assert.equal((res.json as { error?: string }).error, code);
});

Then(
  '{string} sees her ticket with the status {string}',
  async function (this: CoachWorld, name: string, status: string) {
    await as(this, name);
    const res = await this.send('GET', '/api/support/tickets');
    const tickets = res.json as { id: string; status: string }[];
    assert.deepEqual(
      tickets.map((t) => [t.id, t.status]),
      [[noted(this).ticketId, status]],
    );
  },
);

Then('{string} has no tickets', async function (this: CoachWorld, name: string) {
  await as(this, name);
  const res = await this.send('GET', '/api/support/tickets');
  assert.deepEqual(res.json, []);
});

async function conversation(world: CoachWorld) {
  await as(world, 'Maya');
  const res = await world.send('GET', `/api/support/tickets/${noted(world).ticketId}`);
  assert.equal(res.status, 200, res.text);
  return (res.json as { conversation: { author_name: string; response: string }[] }).conversation;
}

Then("the conversation of Maya's ticket is empty", async function (this: CoachWorld) {
  assert.deepEqual(await conversation(this), []);
});

Then("the conversation of Maya's ticket reads:", async function (this: CoachWorld, table: DataTable) {
  const expected = table
    .hashes()
    .map((row) => [row.author === 'Maya' ? 'Maya Example' : row.author, row.text]);
  assert.deepEqual(
    (await conversation(this)).map((e) => [e.author_name, e.response]),
    expected,
  );
});

Then(
  '{string} has {int} unread notification linking to her ticket',
  async function (this: CoachWorld, name: string, count: number) {
    await this.app.application.jobs.settled();
    await as(this, name);
    const res = await this.send('GET', '/api/user/notifications');
    const body = res.json as { unreadCount: number; notifications: { link_url: string | null }[] };
    assert.equal(body.unreadCount, count, res.text);
    assert.equal(body.notifications[0]?.link_url, `/settings/support/${noted(this).ticketId}`);
  },
);

Then(
  '{string} received an e-mail containing {string}',
  async function (this: CoachWorld, name: string, text: string) {
    const person = await as(this, name);
    const mail = await latestMail(this.app, person.email);
    assert.ok(mail.text.includes(text), mail.text);
  },
);
