/**
 * Spaces the starts of jobs so no more than `perSecond` begin in any second: each caller gets the
 * next free slot and waits for it. Per instance; several instances each keep to it.
 */
export class StartRate {
  readonly #spacingMs: number;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  #next = 0;

  constructor(
    perSecond: number,
    now: () => number = Date.now,
    sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    if (!(perSecond > 0)) throw new Error('a start rate must be above zero');
    this.#spacingMs = 1000 / perSecond;
    this.#now = now;
    this.#sleep = sleep;
  }

  /** Resolves when the caller may start; callers start in the order they asked. */
  async turn(): Promise<void> {
    const now = this.#now();
    const slot = Math.max(now, this.#next);
    this.#next = slot + this.#spacingMs;
    if (slot > now) await this.#sleep(slot - now);
  }
}
