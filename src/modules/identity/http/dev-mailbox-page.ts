import { escapeHtml } from '../../../shared/kernel/escape-html.ts';
import { RequestContext } from '@mikro-orm/core';
import type { Context, Hono } from 'hono';
import type { AppEnv, Resolve } from '../../../shared/http/app-env.ts';
import { isLoopbackRequest } from '../../../shared/http/client-ip.ts';
import type { ModuleContext } from '../../../shared/module.ts';
import { TOKENS } from '../../../shared/tokens.ts';
import { OutboxMailer } from '../adapters/outbox-mailer.ts';
import { IDENTITY } from '../tokens.ts';

/**
 * The outbox, when this deployment keeps mail in it (the embedded default) and the request comes
 * from this machine: the mailbox holds live reset links for every account, so it is never served
 * in production or to the network, whatever interface the server listens on.
 */
export function devOutbox(c: Context, resolve: Resolve): OutboxMailer | null {
  const config = resolve(TOKENS.Config);
  if (config.NODE_ENV === 'production' || !isLoopbackRequest(c)) return null;
  const mailer = resolve(IDENTITY.MailTransport);
  return mailer instanceof OutboxMailer ? mailer : null;
}

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** /dev/mailbox: a plain page listing the mails the outbox kept, newest first, links clickable. */
export function mountDevMailbox(app: Hono<AppEnv>, context: ModuleContext): void {
  app.get('/dev/mailbox', async (c) => {
    const outbox = devOutbox(c, context.resolve);
    if (!outbox) return c.notFound();
    const orm = context.resolve(TOKENS.Orm);
    const mails = await RequestContext.create(orm.em, () => outbox.list(100, c.req.query('to')));
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.toAddress)} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(m.textBody)}</pre></article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px;color:#1a1d29}
article{border:1px solid #dde0ea;border-radius:10px;padding:16px 20px;margin:16px 0}h2{font-size:17px;margin:0}
.meta{color:#667;font-size:13px}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Development mailbox</h1><p>Mail the product would have sent. Only shown while the outbox mail adapter is active.</p>
${items || '<p>No mail yet.</p>'}</body></html>`);
  });
}
