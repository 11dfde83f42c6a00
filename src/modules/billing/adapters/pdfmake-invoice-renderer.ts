import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type DocumentRenderer, documentMaker } from '../../../shared/pdf/document-renderer.ts';
import type { SandboxCustomer, SandboxInvoice } from '../domain/sandbox-records.ts';
import type { InvoiceRenderer } from '../ports/invoice-documents.ts';

const MUTED = '#6b7280';

const money = (cents: number, currency: string) =>
  `${currency === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The invoice's page: who is billed, for what period, the amounts and how it was paid. */
export function invoiceDefinition({
  invoice,
  customer,
}: {
  invoice: SandboxInvoice;
  customer: SandboxCustomer;
}): TDocumentDefinitions {
  const rows: Content[][] = [
    [
      { text: 'Description', bold: true },
      { text: 'Period', bold: true },
      { text: 'Amount', bold: true, alignment: 'right' },
    ],
    [
      invoice.description,
      `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`,
      { text: money(invoice.subtotal, invoice.currency), alignment: 'right' },
    ],
  ];
  if (invoice.discount > 0) {
    rows.push([
      `Discount${invoice.couponCode ? ` (${invoice.couponCode})` : ''}`,
      '',
      { text: `-${money(invoice.discount, invoice.currency)}`, alignment: 'right' },
    ]);
  }
  rows.push([
    { text: 'Total paid', bold: true },
    '',
    { text: money(invoice.total, invoice.currency), bold: true, alignment: 'right' },
  ]);
  return {
    info: { title: `Invoice ${invoice.number}` },
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    pageMargins: [48, 48, 48, 48],
    content: [
      { text: 'Interview Coach', fontSize: 18, bold: true, color: '#4f46e5' },
      { text: `Invoice ${invoice.number}`, fontSize: 14, bold: true, margin: [0, 12, 0, 2] },
      { text: `Issued ${day(invoice.createdAt)} · Paid`, color: MUTED },
      { text: 'Billed to', bold: true, margin: [0, 16, 0, 2] },
      { text: customer.name },
      { text: customer.email, color: MUTED },
      {
        table: { widths: ['*', 'auto', 'auto'], body: rows },
        layout: 'lightHorizontalLines',
        margin: [0, 20, 0, 12],
      },
      {
        text: `Paid with ${brandName(invoice.card.brand)} ending in ${invoice.card.last4}.`,
        color: MUTED,
      },
      {
        text: 'Issued by the sandbox payment provider for testing: no money was charged.',
        color: MUTED,
        italics: true,
        margin: [0, 24, 0, 0],
      },
    ],
  };
}

const INVOICE_LAYOUT = documentMaker(import.meta.url, invoiceDefinition);

/**
 * Sandbox invoices laid out with pdfmake, in the same fonts as the Performance Report, by the document
 * workers.
 */
export class PdfmakeInvoiceRenderer implements InvoiceRenderer {
  readonly #renderer: DocumentRenderer;
  constructor(renderer: DocumentRenderer) {
    this.#renderer = renderer;
  }

  render(invoice: SandboxInvoice, customer: SandboxCustomer): Promise<Uint8Array> {
    return this.#renderer.pdf(INVOICE_LAYOUT, { invoice, customer });
  }
}
