import { pino, type Logger } from 'pino';

export type { Logger };

/** Secrets and document text never reach the logs, whatever a caller passes in. */
const REDACT = [
  'req.headers["x-auth-token"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  '*.text',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined }, destination);
}
