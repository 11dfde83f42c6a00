import type { ProviderEvent } from '../domain/provider-records.ts';

/** Checks that an event really comes from the payment provider. */
export interface WebhookVerifier {
  /**
   * The event in a raw request body, once its signature header verifies against the webhook
   * secret. Throws VALIDATION_FAILED when the header is missing or wrong or no secret is configured;
   * NOT_FOUND when the provider sends no webhooks here (the sandbox).
   */
  verify(rawBody: string, signature: string | undefined): ProviderEvent;
}
