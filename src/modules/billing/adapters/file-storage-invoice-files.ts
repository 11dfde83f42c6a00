import type { Clock } from '../../../shared/kernel/clock.ts';
import type { FileStorage } from '../../documents/index.ts';
import type { InvoiceFiles } from '../ports/invoice-documents.ts';

const LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Invoice PDFs in the product's file storage (local disk or Cloud Storage), opened by signed links. */
export class FileStorageInvoiceFiles implements InvoiceFiles {
  readonly #storage: FileStorage;
  readonly #clock: Clock;
  constructor(storage: FileStorage, clock: Clock) {
    this.#storage = storage;
    this.#clock = clock;
  }

  async store(invoiceId: string, bytes: Uint8Array): Promise<string> {
    const key = `invoices/${invoiceId}.pdf`;
    try {
      await this.#storage.put(key, bytes, 'application/pdf');
    } catch (err) {
      // a job run again after it stored the file but before it recorded it: the file is there
      if (!(await this.#storage.get(key))) throw err;
    }
    return key;
  }

  delete(key: string): Promise<void> {
    return this.#storage.delete(key);
  }

  linkTo(key: string): Promise<string> {
    return this.#storage.signedUrl(key, {
      expiresAt: new Date(this.#clock.now().getTime() + LINK_LIFETIME_MS),
      contentType: 'application/pdf',
    });
  }
}
