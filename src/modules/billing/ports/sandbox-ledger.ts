import type { StoredCard } from '../domain/test-cards.ts';
import type {
  SandboxCheckoutSession,
  SandboxCustomer,
  SandboxInvoice,
  SandboxSubscription,
} from '../domain/sandbox-records.ts';

/** The sandbox payment provider's records in our database. */
export interface SandboxLedger {
  /** Adds the user's customer, or returns the one they already have. */
  addCustomer(customer: SandboxCustomer): Promise<SandboxCustomer>;
  customer(customerId: string): Promise<SandboxCustomer | null>;
  customerOfUser(userId: string): Promise<SandboxCustomer | null>;
  saveCard(customerId: string, card: StoredCard): Promise<void>;

  addCheckout(session: SandboxCheckoutSession): Promise<void>;
  checkout(sessionId: string): Promise<SandboxCheckoutSession | null>;
  /** Marks an open session paid; false when it was no longer open (paid by a racing request). */
  completeCheckout(sessionId: string, subscriptionId: string, at: Date): Promise<boolean>;

  subscription(subscriptionId: string): Promise<SandboxSubscription | null>;
  /** The subscription, locked until the unit of work ends, so two changes never interleave. */
  subscriptionForUpdate(subscriptionId: string): Promise<SandboxSubscription | null>;
  /** The customer's newest subscription. */
  latestSubscription(customerId: string): Promise<SandboxSubscription | null>;
  saveSubscription(subscription: SandboxSubscription): Promise<void>;
  /** Active subscriptions whose period ended by `now`, oldest first. */
  dueSubscriptions(now: Date, limit: number): Promise<SandboxSubscription[]>;

  /** Stores an invoice and answers it with its number. */
  addInvoice(invoice: Omit<SandboxInvoice, 'number'>): Promise<SandboxInvoice>;
  invoice(invoiceId: string): Promise<SandboxInvoice | null>;
  /** The customer's invoices, newest first. */
  invoices(customerId: string): Promise<SandboxInvoice[]>;
  /** Records the invoice's PDF; false when the invoice is gone (its account was deleted meanwhile). */
  setInvoicePdf(invoiceId: string, key: string): Promise<boolean>;
  /** The keys of the stored PDFs of every invoice the person's sandbox customer has. */
  invoicePdfKeysOfUser(userId: string): Promise<string[]>;
}
