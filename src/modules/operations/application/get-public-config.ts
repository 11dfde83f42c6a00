import type { OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';

/** What the web app needs to know about this deployment before anyone signs in. */
export interface PublicConfig {
  googleSignInEnabled: boolean;
  speechToTextEnabled: boolean;
  textToSpeechEnabled: boolean;
  paymentProvider: 'sandbox' | 'stripe';
  requireEmailVerification: boolean;
  trialDays: number;
  sentryDsn: string | null;
}

export interface DeploymentFacts {
  googleClientId?: string | undefined;
  sttProvider: string;
  ttsProvider: string;
  paymentProvider: 'sandbox' | 'stripe';
  sentryDsn?: string | undefined;
}

/** The deployment's facts, with the verification rule and trial length the operator set now. */
export class GetPublicConfig {
  readonly #facts: DeploymentFacts;
  readonly #settings: OperatorSettingsSource;

  constructor(facts: DeploymentFacts, settings: OperatorSettingsSource) {
    this.#facts = facts;
    this.#settings = settings;
  }

  async execute(): Promise<PublicConfig> {
    const f = this.#facts;
    const settings = await this.#settings.current();
    return {
      googleSignInEnabled: Boolean(f.googleClientId),
      speechToTextEnabled: f.sttProvider !== 'none',
      // 'auto' uses espeak-ng when the machine has it; the browser speaks the text otherwise
      textToSpeechEnabled: f.ttsProvider === 'google' || f.ttsProvider === 'espeak',
      paymentProvider: f.paymentProvider,
      requireEmailVerification: settings.requireEmailVerification,
      trialDays: settings.trialDays,
      sentryDsn: f.sentryDsn ?? null,
    };
  }
}
