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
  requireEmailVerification: boolean;
  trialDays: number;
  sentryDsn?: string | undefined;
}

export class GetPublicConfig {
  readonly #facts: DeploymentFacts;

  constructor(facts: DeploymentFacts) {
    this.#facts = facts;
  }

  execute(): PublicConfig {
    const f = this.#facts;
    return {
      googleSignInEnabled: Boolean(f.googleClientId),
      speechToTextEnabled: f.sttProvider !== 'none',
      // 'auto' uses espeak-ng when the machine has it; the browser speaks the text otherwise
      textToSpeechEnabled: f.ttsProvider === 'google' || f.ttsProvider === 'espeak',
      paymentProvider: f.paymentProvider,
      requireEmailVerification: f.requireEmailVerification,
      trialDays: f.trialDays,
      sentryDsn: f.sentryDsn ?? null,
    };
  }
}
