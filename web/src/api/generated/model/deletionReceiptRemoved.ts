/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type DeletionReceiptRemoved = {
  /** @minimum 0 */
  documents: number;
  /**
     * Objects removed from file storage - every document's file, every spoken question's audio and every sandbox invoice PDF.
     * @minimum 0
     */
  storedFiles: number;
  /** @minimum 0 */
  sessions: number;
  /** @minimum 0 */
  tickets: number;
  /** @minimum 0 */
  notifications: number;
  /** A paid subscription was cancelled at the payment provider. */
  subscriptionCancelled: boolean;
};
