/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { PublicConfigPaymentProvider } from './publicConfigPaymentProvider.ts';

export interface PublicConfig {
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
