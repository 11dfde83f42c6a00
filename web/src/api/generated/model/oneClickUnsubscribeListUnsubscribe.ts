/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type OneClickUnsubscribeListUnsubscribe = typeof OneClickUnsubscribeListUnsubscribe[keyof typeof OneClickUnsubscribeListUnsubscribe];


export const OneClickUnsubscribeListUnsubscribe = {
  'One-Click': 'One-Click',
} as const;
