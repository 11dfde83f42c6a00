/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PublicConfigPaymentProvider } from './publicConfigPaymentProvider.ts';

export interface PublicConfig {
  /**
     * The browser's Sentry DSN (public by design) when error reports go to Sentry; null sends them to `POST /api/client-errors`. Either way only after analytics consent.
     * @nullable
     */
  sentryDsn: string | null;
  googleSignInEnabled: boolean;
  /** False means the web app uses the browser's own speech recognition only. */
  speechToTextEnabled: boolean;
  /** False means questions have no `audioUrl` and the browser speaks them. */
  textToSpeechEnabled: boolean;
  paymentProvider: PublicConfigPaymentProvider;
  requireEmailVerification: boolean;
  /** @minimum 0 */
  trialDays: number;
}
