/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { OneClickUnsubscribeListUnsubscribe } from './oneClickUnsubscribeListUnsubscribe.ts';

/**
 * What a mail client posts for RFC 8058 one-click unsubscribe; optional.
 */
export interface OneClickUnsubscribe {
  'List-Unsubscribe'?: OneClickUnsubscribeListUnsubscribe;
}
