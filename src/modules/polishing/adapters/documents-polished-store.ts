import type { StorePolishedResume } from '../../documents/index.ts';
import type { PolishedResumeStore } from '../ports/polished-resume-store.ts';

/** A saved polish becomes a resume in My Documents (the documents module keeps it). */
export class DocumentsPolishedStore implements PolishedResumeStore {
  readonly #store: StorePolishedResume;
  constructor(store: StorePolishedResume) {
    this.#store = store;
  }

  assertRoom(limit: Parameters<PolishedResumeStore['assertRoom']>[0]): Promise<void> {
    return this.#store.assertRoom(limit);
  }

  async save(input: Parameters<PolishedResumeStore['save']>[0]) {
    const { document, url } = await this.#store.execute(input);
    return { id: document.id, name: document.fileName, url };
  }
}
