/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StripeEventDataObject } from './stripeEventDataObject.ts';

export type StripeEventData = {
  object: StripeEventDataObject;
  [key: string]: unknown;
 };
