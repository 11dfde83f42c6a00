/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type UnsubscribeResultPreference = typeof UnsubscribeResultPreference[keyof typeof UnsubscribeResultPreference];


export const UnsubscribeResultPreference = {
  wants_progress_reports: 'wants_progress_reports',
  wants_product_updates: 'wants_product_updates',
  wants_session_complete_notify: 'wants_session_complete_notify',
} as const;
