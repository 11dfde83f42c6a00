import type { AccountDeletionStep } from '../../identity/index.ts';
import type { InvoiceFiles } from '../ports/invoice-documents.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';

/**
 * Runs before an account is deleted: removes the stored PDFs of its sandbox invoices (kept under
 * the invoice's id, not the person's). The invoices go with the account (ON DELETE CASCADE); a
 * storage failure stops the deletion so it can be retried rather than leaving the PDFs behind.
 */
export class DeleteInvoicePdfs implements AccountDeletionStep {
  readonly #ledger: SandboxLedger;
  readonly #files: InvoiceFiles;
  constructor(ledger: SandboxLedger, files: InvoiceFiles) {
    this.#ledger = ledger;
    this.#files = files;
  }

  async beforeDelete(userId: string): Promise<void> {
    for (const key of await this.#ledger.invoicePdfKeysOfUser(userId)) await this.#files.delete(key);
  }
}
