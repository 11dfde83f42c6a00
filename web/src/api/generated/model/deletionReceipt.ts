/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { DeletionReceiptRemoved } from './deletionReceiptRemoved.ts';

export interface DeletionReceipt {
  userId: string;
  deletedAt: string;
  removed: DeletionReceiptRemoved;
}
