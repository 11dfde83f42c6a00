import type { InvoiceFiles, InvoiceRenderer } from '../ports/invoice-documents.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';

/** The job that lays out a sandbox invoice's PDF once it is issued and keeps it with the invoice. */
export class RenderSandboxInvoice {
  readonly #ledger: SandboxLedger;
  readonly #renderer: InvoiceRenderer;
  readonly #files: InvoiceFiles;
  constructor(ledger: SandboxLedger, renderer: InvoiceRenderer, files: InvoiceFiles) {
    this.#ledger = ledger;
    this.#renderer = renderer;
    this.#files = files;
  }

  async execute(invoiceId: string): Promise<void> {
    const invoice = await this.#ledger.invoice(invoiceId);
    if (!invoice || invoice.pdfKey) return;
    const customer = await this.#ledger.customer(invoice.customerId);
    // the account was deleted meanwhile: its invoices went with it
    if (!customer) return;
    const key = await this.#files.store(invoice.id, await this.#renderer.render(invoice, customer));
    // deleted while the PDF was laid out: the file must not outlive the account
    if (!(await this.#ledger.setInvoicePdf(invoice.id, key))) await this.#files.delete(key);
  }
}
