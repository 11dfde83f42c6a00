/** Texts of the billing, plan and sandbox pages. */
export const billingMessages = {
  noInvoices: 'No invoices yet.',
  invoicesUnavailable: 'Invoices could not be loaded right now.',
  noBillingAccount: 'Billing details appear here after your first purchase.',
  confirming: 'Payment received. Your plan is being activated…',
  confirmTakingLong:
    'Your payment went through; your plan will show here as soon as the payment provider confirms it. Reload this page in a minute.',
  portalFailed: 'Could not open the billing portal. Please try again.',
  checkoutClosed: 'This checkout session is no longer open.',
  checkoutMissing: 'This checkout session was not found.',
  paymentFailed: 'The payment could not be completed. Please try again.',
  portalLoadFailed: 'Could not load your billing details.',
  changeFailed: 'The change could not be made. Please try again.',
} as const;
