import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.ts';
import { systemClock } from '../../../shared/kernel/clock.ts';
import { uuidIds } from '../../../shared/kernel/ids.ts';
import { createLogger } from '../../../shared/logging/logger.ts';
import { OutboxMailer } from './outbox-mailer.ts';

const RESET_LINK = 'http://localhost:3000/reset-password?token=secret-reset-token-1234567890';

function capturingLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', sink), output: () => lines.join('') };
}

describe('the outbox mailer', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const send = async (logLinks: boolean) => {
    const { logger, output } = capturingLogger();
    const mailer = new OutboxMailer(db.orm, uuidIds, systemClock, logger, { logLinks });
    const mail = {
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: `Open ${RESET_LINK}`,
      html: '',
    };
    await db.orm.em.fork().transactional(async () => mailer.send(mail));
    return { mailer, output: output() };
  };

  it('keeps the mail but logs no link outside a development server', async () => {
    const { mailer, output } = await send(false);
    expect(output).toContain('mail stored in the outbox');
    expect(output).not.toContain('secret-reset-token');
    expect(output).not.toContain('ada@example.com');
    const kept = await db.orm.em.fork().transactional(() => mailer.list(10));
    expect(kept.some((m) => m.textBody.includes(RESET_LINK))).toBe(true);
  });

  it('logs the link on a development server, where it is the only way in without the mailbox', async () => {
    const { output } = await send(true);
    expect(output).toContain(RESET_LINK);
  });
});
