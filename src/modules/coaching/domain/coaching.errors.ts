import { AppError } from '../../../shared/kernel/app-error.ts';

/**
 * Why a provider could not give an answer. Callers rarely branch on it (every reason is a 503 to a
 * client), but logs and retries do: a rate limit is worth retrying later, malformed output is not
 * worth retrying at once.
 */
export type ProviderFailure = 'rate_limited' | 'unavailable' | 'timeout' | 'malformed_output' | 'rejected';

const MESSAGES: Record<ProviderFailure, string> = {
  rate_limited: 'The AI provider is busy right now. Please try again in a moment.',
  unavailable: 'The AI provider is unavailable right now. Please try again later.',
  timeout: 'The AI provider took too long to answer. Please try again.',
  malformed_output: 'The AI provider gave an answer that could not be used. Please try again.',
  rejected: 'The AI provider refused the request. Please contact support if this persists.',
};

/** An outside AI or speech provider failed; the HTTP layer answers 503 PROVIDER_UNAVAILABLE. */
export class ProviderUnavailableError extends AppError {
  readonly reason: ProviderFailure;
  readonly provider: string;

  constructor(provider: string, reason: ProviderFailure, options?: { cause?: unknown; message?: string }) {
    super('PROVIDER_UNAVAILABLE', options?.message ?? MESSAGES[reason], { cause: options?.cause });
    this.name = 'ProviderUnavailableError';
    this.provider = provider;
    this.reason = reason;
  }
}
