import type { DocumentKind } from '../domain/document.ts';
import type { DocumentsDeps } from './documents-deps.ts';
import { ownedDocument } from './owned-document.ts';
import { signedDownloadUrl } from './signed-download.ts';

/** A short-lived signed URL for the caller's document. */
export class GetDownloadUrl {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(userId: string, id: string, kind: DocumentKind): Promise<string> {
    return signedDownloadUrl(this.#d, await ownedDocument(this.#d, userId, id, kind));
  }
}
