import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { BILLING_MESSAGES, checkoutNotFound, conflict } from '../domain/billing.errors.ts';
import type { PriceCatalog } from '../domain/plans.ts';
import { checkoutStatus, type SandboxCheckoutSession } from '../domain/sandbox-records.ts';
import type { CardInput } from '../domain/test-cards.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';
import { CHECKOUT_SUCCESS_PATH } from './billing-settings.ts';
import { chargeTestCard } from './sandbox-card.ts';
import type { SandboxBilling } from './sandbox-billing.ts';

export const ALREADY_SUBSCRIBED =
  'You already have an active subscription. Change your plan in the billing portal instead.';

/** The sandbox checkout page: what a session buys, and paying it with a test card. */
export class SandboxCheckout {
  readonly #ledger: SandboxLedger;
  readonly #billing: SandboxBilling;
  readonly #catalog: PriceCatalog;
  readonly #unitOfWork: UnitOfWork;
  readonly #clock: Clock;
  constructor(
    ledger: SandboxLedger,
    billing: SandboxBilling,
    catalog: PriceCatalog,
    unitOfWork: UnitOfWork,
    clock: Clock,
  ) {
    this.#ledger = ledger;
    this.#billing = billing;
    this.#catalog = catalog;
    this.#unitOfWork = unitOfWork;
    this.#clock = clock;
  }

  /** The caller's own session, with its status now; anyone else's is not found. */
  async get(userId: string, sessionId: string): Promise<SandboxCheckoutSession> {
    const session = await this.#ledger.checkout(sessionId);
    if (!session || session.userId !== userId) throw checkoutNotFound();
    return { ...session, status: checkoutStatus(session, this.#clock.now()) };
  }

  /**
   * Pays an open session: the card is tried first (a decline changes nothing), then the session
   * is completed, the subscription started and invoiced, all in one transaction.
   */
  async pay(userId: string, sessionId: string, cardInput: CardInput): Promise<{ redirectUrl: string }> {
    const session = await this.get(userId, sessionId);
    if (session.status !== 'open') throw conflict(BILLING_MESSAGES.checkoutClosed);
    const price = this.#catalog.find(session.priceId);
    if (!price) throw conflict(BILLING_MESSAGES.checkoutClosed);
    const card = chargeTestCard(cardInput, this.#clock.now());

    await this.#unitOfWork.run(async () => {
      const customer = await this.#ledger.customer(session.customerId);
      if (!customer) throw new NotFoundError('Billing account');
      const current = await this.#ledger.latestSubscription(customer.id);
      // a second checkout left open must not start a second subscription
      if (current?.status === 'active') throw conflict(ALREADY_SUBSCRIBED);
      const subscriptionId = this.#billing.newSubscriptionId();
      if (!(await this.#ledger.completeCheckout(session.id, subscriptionId, this.#clock.now()))) {
        throw conflict(BILLING_MESSAGES.checkoutClosed);
      }
      await this.#ledger.saveCard(customer.id, card);
      await this.#billing.start(subscriptionId, { ...customer, card }, price, card, session.coupon);
    });
    return { redirectUrl: CHECKOUT_SUCCESS_PATH };
  }
}
