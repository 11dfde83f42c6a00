import type { SandboxCustomer, SandboxInvoice } from '../domain/sandbox-records.ts';

/** Lays out a sandbox invoice as a PDF. */
export interface InvoiceRenderer {
  render(invoice: SandboxInvoice, customer: SandboxCustomer): Promise<Uint8Array>;
}

/** Where invoice PDFs are kept, and the links that open them. */
export interface InvoiceFiles {
  /** Stores the PDF under a key of the invoice; storing it again is not an error. */
  store(invoiceId: string, bytes: Uint8Array): Promise<string>;
  /**
   * A link that opens the PDF in the browser, for anyone holding it, for a while (the invoice list
   * is read again for a fresh one).
   */
  linkTo(key: string): Promise<string>;
  /** Removes the PDF; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}
