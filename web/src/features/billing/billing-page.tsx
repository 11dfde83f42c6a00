import { ExternalLink, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useListInvoices } from '../../api/generated/billing/billing';
import type { Invoice } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/page-title';
import { centsAsDollars } from '../../lib/plan-prices';
import { useProfile } from '../../lib/profile';
import { billingMessages } from './billing-messages';
import { invoiceDate } from './dates';
import { useOpenPortal } from './use-open-portal';

/** A PDF still being laid out shows up within seconds: ask again until every invoice has one. */
const PDF_POLL_MS = 1500;

function InvoiceRows({ invoices }: { invoices: Invoice[] }) {
  return (
    <ul aria-label="Invoices" className="divide-y divide-border">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="flex min-w-0 flex-col">
            <span className="font-medium">{invoice.description}</span>
            <span className="text-sm text-muted">
              {invoiceDate(invoice.date)} · {invoice.id}
            </span>
          </div>
          <div className="flex items-center gap-4">
            <span className="font-semibold tabular-nums">{centsAsDollars(invoice.amount)}</span>
            {invoice.pdf ? (
              <a
                href={invoice.pdf}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`PDF of invoice ${invoice.id}`}
                className="focus-ring inline-flex items-center gap-1 rounded-control text-sm font-medium text-primary hover:underline"
              >
                <FileText aria-hidden="true" className="size-4" />
                PDF
              </a>
            ) : (
              <span className="text-sm text-muted">Preparing PDF…</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /settings/billing: the invoice list and the way to the billing portal. */
export function BillingPage() {
  usePageTitle('Billing');
  const invoices = useListInvoices({
    query: {
      refetchInterval: (query) =>
        query.state.data?.some((invoice) => invoice.pdf === null) ? PDF_POLL_MS : false,
    },
    request: { quiet: true },
  });
  const { profile } = useProfile();
  const { open, opening } = useOpenPortal();

  useEffect(() => {
    // spec: invoice failures are only logged
    if (invoices.isError) console.error('Could not load invoices', invoices.error);
  }, [invoices.isError, invoices.error]);

  const everPaid =
    (invoices.data?.length ?? 0) > 0 ||
    (profile?.subscription.status !== null &&
      profile?.subscription.status !== undefined &&
      profile.subscription.status !== 'trialing');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Billing"
        description="Your invoices, and the billing portal for your payment method and subscription."
        actions={
          <Button onClick={open} loading={opening} disabled={!everPaid} variant="secondary">
            <ExternalLink aria-hidden="true" className="size-4" />
            Manage Billing
          </Button>
        }
      />
      {!everPaid && invoices.isSuccess && (
        <p className="text-sm text-muted">{billingMessages.noBillingAccount}</p>
      )}
      <Card className="p-6">
        <h2 className="mb-3 text-lg font-semibold">Invoices</h2>
        {invoices.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading invoices
            </span>
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
          </div>
        ) : invoices.isError ? (
          <p className="text-sm text-muted">{billingMessages.invoicesUnavailable}</p>
        ) : invoices.data.length === 0 ? (
          <p className="text-sm text-muted">{billingMessages.noInvoices}</p>
        ) : (
          <InvoiceRows invoices={invoices.data} />
        )}
      </Card>
    </div>
  );
}
