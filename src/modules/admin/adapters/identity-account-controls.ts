import type { AccountControls } from '../ports/account-controls.ts';

/** The parts of identity's use cases staff actions call. */
interface Identity {
  suspend: { execute(userId: string, suspended: boolean): Promise<void> };
  resetLink: { execute(userId: string): Promise<void> };
  deletion: { execute(userId: string): Promise<void> };
}

/** Staff actions on accounts, carried out by identity's own use cases (inside the caller's transaction). */
export class IdentityAccountControls implements AccountControls {
  readonly #identity: Identity;
  constructor(
    suspend: Identity['suspend'],
    resetLink: Identity['resetLink'],
    deletion: Identity['deletion'],
  ) {
    this.#identity = { suspend, resetLink, deletion };
  }

  setSuspended(userId: string, suspended: boolean): Promise<void> {
    return this.#identity.suspend.execute(userId, suspended);
  }

  sendPasswordReset(userId: string): Promise<void> {
    return this.#identity.resetLink.execute(userId);
  }

  delete(userId: string): Promise<void> {
    return this.#identity.deletion.execute(userId);
  }
}
