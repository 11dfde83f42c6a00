import { createHash } from 'node:crypto';
import type { StructuredJobDescription } from '../domain/structured-job.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';
import type { DocumentUnderstanding } from '../ports/document-understanding.ts';

/**
 * A model's reading of a document, remembered by the document's text: reading the same resume again
 * (its review page, a match, an interview, a polish, each reload) costs one model call, not one per
 * request, and requests for the same text at the same moment share that call. Readings run at
 * temperature 0 with a fixed seed, so a remembered one is the one a new call would give. A failed
 * reading is not remembered. At most `capacity` texts are kept, the least recently used going
 * first; the key is a digest of the text, so the memory held is the readings', not the texts'.
 */
export class RememberedUnderstanding implements DocumentUnderstanding {
  readonly #inner: DocumentUnderstanding;
  readonly #capacity: number;
  readonly #readings = new Map<string, Promise<unknown>>();

  constructor(inner: DocumentUnderstanding, capacity = 500) {
    this.#inner = inner;
    this.#capacity = capacity;
  }

  structureResume(text: string): Promise<StructuredResume> {
    return this.#remembered(`resume:${digest(text)}`, () => this.#inner.structureResume(text));
  }

  structureJob(text: string): Promise<StructuredJobDescription> {
    return this.#remembered(`job:${digest(text)}`, () => this.#inner.structureJob(text));
  }

  #remembered<T>(key: string, read: () => Promise<T>): Promise<T> {
    const known = this.#readings.get(key) as Promise<T> | undefined;
    if (known) {
      // most recently used goes last
      this.#readings.delete(key);
      this.#readings.set(key, known);
      return known.then((reading) => structuredClone(reading));
    }
    const reading = read();
    this.#readings.set(key, reading);
    reading.catch(() => {
      if (this.#readings.get(key) === reading) this.#readings.delete(key);
    });
    while (this.#readings.size > this.#capacity) {
      const oldest = this.#readings.keys().next().value;
      if (oldest === undefined) break;
      this.#readings.delete(oldest);
    }
    return reading.then((value) => structuredClone(value));
  }
}

function digest(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
