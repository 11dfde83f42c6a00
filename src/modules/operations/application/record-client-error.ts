import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { type ClientErrorReport, scrubClientError } from '../domain/client-error.ts';
import type { ReportAllowance } from '../ports/report-allowance.ts';

/** Accepts a browser's error report within the client's allowance, cleaned for the log. */
export class RecordClientError {
  readonly #allowance: ReportAllowance;
  readonly #clock: Clock;
  constructor(allowance: ReportAllowance, clock: Clock) {
    this.#allowance = allowance;
    this.#clock = clock;
  }

  async execute(report: ClientErrorReport, client: string): Promise<ClientErrorReport> {
    const decision = await this.#allowance.take(client, this.#clock.now());
    if (!decision.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many error reports. Please try again later.', {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    return scrubClientError(report);
  }
}
