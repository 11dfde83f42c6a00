import { z } from 'zod';
import { parseSandboxCoupons } from './modules/billing/index.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * Every environment variable the product reads, with the embedded default that makes `make run`
 * work with no accounts and no network. The README's configuration table mirrors this schema.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    // loopback unless told otherwise: a development server is not for the network (the image sets 0.0.0.0)
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optional,
    DATA_DIR: z.string().default('./.data'),
    WEB_DIST: z.string().default('./web/dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.default(false),
    // check every JSON response against the contract at run time; unset = on outside production
    CHECK_RESPONSES: bool.optional(),

    DATABASE_URL: optional,
    // whether this instance runs background jobs; off for an instance that only serves requests
    WORK_JOBS: bool.default(true),
    // time limit for making one document (a PDF, a Word file) in the document workers
    RENDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(20_000),
    JWT_SECRET: optional,
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),

    // polish streams one person may hold open on one instance (a polish and a reconnect overlapping it)
    POLISH_STREAMS_PER_PERSON: z.coerce.number().int().min(1).max(100).default(2),
    TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(7),
    REQUIRE_EMAIL_VERIFICATION: bool.default(true),

    STORAGE_PROVIDER: z.enum(['local', 'gcs']).default('local'),
    GCS_BUCKET: optional,
    GCS_PROJECT_ID: optional,
    GOOGLE_APPLICATION_CREDENTIALS: optional,

    AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
    OPENAI_API_KEY: optional,
    OPENAI_BASE_URL: optional,
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    // per-capability models; each falls back to OPENAI_MODEL when unset
    OPENAI_MODEL_ANALYSIS: optional,
    OPENAI_MODEL_INTERVIEW: optional,
    OPENAI_MODEL_EVALUATION: optional,
    OPENAI_MODEL_POLISH: optional,
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
    OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    STT_PROVIDER: z.enum(['none', 'openai']).default('none'),
    OPENAI_TRANSCRIBE_MODEL: z.string().default('gpt-4o-mini-transcribe'),
    TTS_PROVIDER: z.enum(['auto', 'espeak', 'google', 'none']).default('auto'),
    GOOGLE_TTS_VOICE: z
      .string()
      .regex(/^[a-z]{2,3}-[A-Z]{2}-/, 'a voice name such as en-US-Neural2-F')
      .default('en-US-Neural2-F'),
    GOOGLE_TTS_API_KEY: optional,
    ESPEAK_VOICE: z
      .string()
      .regex(/^[a-z0-9+_-]+$/i, 'an espeak-ng voice such as en-us')
      .default('en-us'),

    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    PRICE_PRO_MONTHLY: z.coerce.number().min(0).default(19),
    PRICE_PREMIUM_MONTHLY: z.coerce.number().min(0).default(39),
    ANNUAL_DISCOUNT_PERCENT: z.coerce.number().min(0).max(100).default(20),
    STRIPE_PRICE_ID_PRO_MONTHLY: z.string().default('price_pro_monthly'),
    STRIPE_PRICE_ID_PRO_YEARLY: z.string().default('price_pro_yearly'),
    STRIPE_PRICE_ID_PREMIUM_MONTHLY: z.string().default('price_premium_monthly'),
    STRIPE_PRICE_ID_PREMIUM_YEARLY: z.string().default('price_premium_yearly'),
    // the sandbox payment provider's coupons: CODE=20% or CODE=$5, optionally @YYYY-MM-DD (last day)
    SANDBOX_COUPONS: z.string().default('WELCOME20=20%,SAVE5=$5'),

    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    // the outbox in production keeps reset links where only an operator reading the database sees them
    MAIL_OUTBOX_IN_PRODUCTION: bool.default(false),
    SMTP_URL: optional,
    MAIL_FROM: z.string().default('Interview Coach <no-reply@localhost>'),
    // mail handed to the provider at once by one instance, and the most started per second (its rate limit)
    MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
    MAIL_RATE_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(50),
    // where the contact form's messages are mailed
    SUPPORT_EMAIL: z.email().default('support@interview-coach.local'),
    // the browser's Sentry DSN; unset sends client error reports (with analytics consent) to our own log
    SENTRY_DSN: optional,

    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
  })
  .superRefine((c, ctx) => {
    const need = (when: boolean, key: string, why: string) => {
      if (when) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required ${why}` });
    };
    need(c.STORAGE_PROVIDER === 'gcs' && !c.GCS_BUCKET, 'GCS_BUCKET', 'when STORAGE_PROVIDER=gcs');
    need(c.AI_PROVIDER === 'openai' && !c.OPENAI_API_KEY, 'OPENAI_API_KEY', 'when AI_PROVIDER=openai');
    need(c.STT_PROVIDER === 'openai' && !c.OPENAI_API_KEY, 'OPENAI_API_KEY', 'when STT_PROVIDER=openai');
    need(c.PAYMENT_PROVIDER === 'stripe' && !c.STRIPE_SECRET_KEY, 'STRIPE_SECRET_KEY', 'for Stripe');
    need(c.PAYMENT_PROVIDER === 'stripe' && !c.STRIPE_WEBHOOK_SECRET, 'STRIPE_WEBHOOK_SECRET', 'for Stripe');
    need(c.MAIL_PROVIDER === 'smtp' && !c.SMTP_URL, 'SMTP_URL', 'when MAIL_PROVIDER=smtp');
    need(
      Boolean(c.GOOGLE_CLIENT_ID) && !c.GOOGLE_CLIENT_SECRET,
      'GOOGLE_CLIENT_SECRET',
      'with GOOGLE_CLIENT_ID',
    );
    need(c.NODE_ENV === 'production' && !c.JWT_SECRET, 'JWT_SECRET', 'in production');
    if (c.NODE_ENV === 'production' && c.MAIL_PROVIDER === 'outbox' && !c.MAIL_OUTBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_PROVIDER'],
        message:
          'MAIL_PROVIDER=smtp (with SMTP_URL) is required in production: the outbox sends no mail. ' +
          'Set MAIL_OUTBOX_IN_PRODUCTION=true to keep mail in the database on purpose.',
      });
    }
    try {
      parseSandboxCoupons(c.SANDBOX_COUPONS);
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOX_COUPONS'], message: (err as Error).message });
    }
    if (c.JWT_SECRET && Buffer.byteLength(c.JWT_SECRET) < 32) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET must be at least 32 bytes' });
    }
  })
  .transform((c) => ({
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    CHECK_RESPONSES: c.CHECK_RESPONSES ?? c.NODE_ENV !== 'production',
  }));

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
