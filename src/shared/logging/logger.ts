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

/**
 * A child logger with these bindings, made when it is first used. Every request gets one for its
 * id, but at the usual levels most requests never write a line, and making a pino child costs
 * more than a small answer's handler (about 1.2 µs).
 */
export function lazyChild(parent: Logger, bindings: pino.Bindings): Logger {
  let child: Logger | undefined;
  const made = () => {
    child ??= parent.child(bindings);
    return child;
  };
  return new Proxy(parent, {
    get(_parent, property) {
      const target = made();
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (_parent, property, value) => Reflect.set(made(), property, value),
    has: (_parent, property) => Reflect.has(made(), property),
  });
}
