/** Time source, injected so rules about expiry and trials can be tested at any instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class FixedClock implements Clock {
  #now: Date;
  constructor(at: Date | string) {
    this.#now = new Date(at);
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms);
  }
}
