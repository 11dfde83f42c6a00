import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(48) };

describe('configuration', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('refuses to start production on the outbox, which sends no mail', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(
      /MAIL_PROVIDER=smtp \(with SMTP_URL\) is required in production/,
    );
  });

  it('starts production with SMTP, or with the outbox when that is asked for explicitly', () => {
    expect(
      loadConfig({ ...PRODUCTION, MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://mail:25' }).MAIL_PROVIDER,
    ).toBe('smtp');
    expect(loadConfig({ ...PRODUCTION, MAIL_OUTBOX_IN_PRODUCTION: 'true' }).MAIL_PROVIDER).toBe('outbox');
  });
});
