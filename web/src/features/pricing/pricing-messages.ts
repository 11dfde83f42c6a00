/** The pricing page's texts (spec: error catalogue, pricing). */
export const pricingMessages = {
  loadFailed: 'Could not load pricing information. Please try again later.',
  updateFailed: 'Failed to update your plan. Please try again.',
  unexpectedResponse: 'An unexpected response was received from the server.',
  invalidCoupon: 'Invalid or expired coupon.',
  emptyCoupon: 'Please enter a coupon code.',
  paymentUrlFailed: 'Could not retrieve payment URL.',
  planUpdated: 'Your plan has been updated! This page reloads in a moment.',
} as const;

/** Spec: plan-change reload delay. */
export const RELOAD_DELAY_MS = 2000;
