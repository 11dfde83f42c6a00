import { serve } from '@hono/node-server';
import { RequestContext } from '@mikro-orm/core';
import { createApplication } from './application.ts';
import { ConfigError, loadConfig } from './config.ts';
import { IDENTITY } from './modules/identity/index.ts';
import { createLogger } from './shared/logging/logger.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const application = await createApplication(config, logger);
  const seeded =
    !config.DATABASE_URL && config.NODE_ENV === 'development'
      ? await RequestContext.create(application.orm.em, () =>
          application.resolve(IDENTITY.ProvisionAccounts).seedDemoAccounts(),
        )
      : [];

  const server = serve({ fetch: application.app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    logger.info({ url: config.PUBLIC_URL, host: config.HOST, port: info.port }, 'listening');
    console.log(
      `\n  Interview Coach is running at ${config.PUBLIC_URL}\n  API reference: ${config.PUBLIC_URL}/docs\n`,
    );
    if (seeded.length > 0) {
      // printed this once only: the accounts exist from now on and only their hashes are kept
      console.log('  First start: demo accounts were created (passwords are shown this once):');
      for (const a of seeded) console.log(`    ${a.role.padEnd(5)}  ${a.email}  ${a.password}`);
      console.log(`  Mail the product sends is readable at ${config.PUBLIC_URL}/dev/mailbox\n`);
    }
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // stop accepting, let in-flight requests finish, then close the database
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    // a busy extraction would hold its upload open for up to its time limit: end it first
    void application.stopWork().catch((err: unknown) => logger.error({ err }, 'stopping work failed'));
    server.close(async () => {
      await application.close();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
