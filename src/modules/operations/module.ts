import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { type ControlConnection, controlConnection } from '../../shared/persistence/control-connection.ts';
import type { Orm } from '../../shared/persistence/database.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { ControlConnectionProbes } from './adapters/control-connection-probes.ts';
import { CheckReadiness } from './application/check-readiness.ts';
import { GetPublicConfig } from './application/get-public-config.ts';
import { RecordClientError } from './application/record-client-error.ts';
import { RateLimitedReportAllowance } from './adapters/rate-limited-report-allowance.ts';
import { IDENTITY } from '../identity/index.ts';
import routes from './http/generated/operations.routes.ts';
import { OPERATIONS } from './tokens.ts';

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, command)));
}

function register(registry: Registry): void {
  // readiness answers through the database's control connection, apart from the ORM's pool
  let control: ControlConnection | undefined;
  registry.provide(
    OPERATIONS.CheckReadiness,
    [TOKENS.Orm],
    (orm: Orm) => {
      control = controlConnection(orm);
      const probes = new ControlConnectionProbes(control);
      return new CheckReadiness(probes, probes);
    },
    () => control?.close(),
  );
  registry.provide(
    OPERATIONS.GetPublicConfig,
    [TOKENS.Config, TOKENS.OperatorSettings],
    (config: Config, settings) =>
      new GetPublicConfig(
        {
          googleClientId: config.GOOGLE_CLIENT_ID,
          sttProvider: config.STT_PROVIDER,
          ttsProvider:
            config.TTS_PROVIDER === 'auto' ? (onPath('espeak-ng') ? 'espeak' : 'none') : config.TTS_PROVIDER,
          paymentProvider: config.PAYMENT_PROVIDER,
          sentryDsn: config.SENTRY_DSN,
        },
        settings,
      ),
  );
  registry.provide(
    OPERATIONS.RecordClientError,
    [IDENTITY.RateLimiter, TOKENS.Clock],
    (limiter, clock) => new RecordClientError(new RateLimitedReportAllowance(limiter), clock),
  );
}

/** Liveness, readiness and the public deployment facts. */
export const operationsModule: AppModule = { name: 'operations', routes, register };
