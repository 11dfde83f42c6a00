import { doubtsAbout, type ReadingDoubt } from '../domain/reading-doubts.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';
import type { DocumentUnderstanding } from '../ports/document-understanding.ts';

/** A resume's texts as the documents module keeps them, with the person's corrected reading if any. */
export interface ResumeSource {
  /** The plain text: what the fields are looked up in. */
  text: string;
  /** The layout text, what the resume is structured from. */
  layout: string;
  /** The structure the person corrected, used as it is; null until they do. */
  corrected: StructuredResume | null;
}

export interface ResumeReading {
  structure: StructuredResume;
  corrected: boolean;
  doubts: ReadingDoubt[];
}

/**
 * What the product reads from a resume, as the person reviews it: the structure (theirs once
 * corrected) and the fields it doubts. Interviews, match analysis and polish read the same
 * structure (`structureOf`), so what the person checked is what they use.
 */
export class ReadResume {
  readonly #understanding: Pick<DocumentUnderstanding, 'structureResume'>;
  constructor(understanding: Pick<DocumentUnderstanding, 'structureResume'>) {
    this.#understanding = understanding;
  }

  async execute(source: ResumeSource): Promise<ResumeReading> {
    if (source.corrected !== null)
      return { structure: source.corrected, corrected: true, doubts: doubtsAbout(source.corrected, null) };
    const structure = await this.#understanding.structureResume(source.layout);
    return { structure, corrected: false, doubts: doubtsAbout(structure, source.text) };
  }
}

/** The resume's structure: the person's corrected one, else the one read from its layout text. */
export function structureOf(
  understanding: Pick<DocumentUnderstanding, 'structureResume'>,
  source: { layout: string; corrected?: StructuredResume | null },
): Promise<StructuredResume> {
  return source.corrected ? Promise.resolve(source.corrected) : understanding.structureResume(source.layout);
}
