/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { UnsubscribeResultPreference } from './unsubscribeResultPreference.ts';

export interface UnsubscribeResult {
  message: string;
  preference: UnsubscribeResultPreference;
}
