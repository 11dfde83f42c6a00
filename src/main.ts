import { serve } from '@hono/node-server';
import { createApplication } from './application.ts';
import { ConfigError, loadConfig } from './config.ts';
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

  const server = serve({ fetch: application.app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    logger.info({ port: info.port }, 'listening');
    console.log(
      `\n  Interview Coach is running at ${config.PUBLIC_URL}\n  API reference: ${config.PUBLIC_URL}/docs\n`,
    );
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
