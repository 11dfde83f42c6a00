import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { WebhookVerifier } from '../ports/webhook-verifier.ts';
import type { ProviderEventInbox } from './provider-event-inbox.ts';

/**
 * Stripe's webhook: the signature is checked on the raw body before anything is read or stored;
 * a verified event goes to the inbox. Answers whether the event was new.
 */
export class ReceiveWebhook {
  readonly #verifier: WebhookVerifier;
  readonly #inbox: ProviderEventInbox;
  readonly #unitOfWork: UnitOfWork;
  constructor(verifier: WebhookVerifier, inbox: ProviderEventInbox, unitOfWork: UnitOfWork) {
    this.#verifier = verifier;
    this.#inbox = inbox;
    this.#unitOfWork = unitOfWork;
  }

  async execute(rawBody: string, signature: string | undefined): Promise<{ fresh: boolean }> {
    const event = this.#verifier.verify(rawBody, signature);
    const fresh = await this.#unitOfWork.run(() => this.#inbox.accept('stripe', event));
    return { fresh };
  }
}
