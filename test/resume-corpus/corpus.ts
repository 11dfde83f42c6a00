import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf } from '../../src/modules/coaching/adapters/local/text-tools.ts';
import { generatedSet } from './generated-set.ts';
import { PLAIN_SET } from './plain-set.ts';
import { RENDERED_SET } from './rendered-set.ts';
import type { ResumeTruth, Template } from './truth.ts';

export type Split = 'open' | 'sealed';

/**
 * The sealed resumes among `ids` (one kind of document): ordered by a stable hash of the id
 * (FNV-1a), every third is sealed, so a third of each kind is sealed and the choice depends on
 * the ids alone, never on what a parser makes of them. Sealed resumes are measured only when the
 * parser is judged, never while it is being changed.
 */
export function sealedOf(ids: readonly string[]): Set<string> {
  const ranked = [...ids].sort((a, b) => hashOf(a) - hashOf(b) || (a < b ? -1 : 1));
  return new Set(ranked.filter((_, rank) => rank % 3 === 2));
}

export type CorpusEntry =
  | { kind: 'rendered'; truth: ResumeTruth; template: Template; split: Split }
  | { kind: 'plain'; truth: ResumeTruth; text: string; split: Split };

const PLAIN_DIR = path.join(import.meta.dirname, 'plain');

/** Which resumes: the written set (hand-labelled) or the generated one (`generated-set.ts`). */
export type CorpusName = 'written' | 'generated';

/** Every resume of the parsing set, with its split. */
export function corpus(name: CorpusName = 'written'): CorpusEntry[] {
  if (name === 'generated') {
    const set = generatedSet();
    const sealed = sealedOf(set.map((r) => r.truth.id));
    return set.map(
      (r): CorpusEntry => ({ kind: 'rendered', ...r, split: sealed.has(r.truth.id) ? 'sealed' : 'open' }),
    );
  }
  const sealedRendered = sealedOf(RENDERED_SET.map((r) => r.truth.id));
  const sealedPlain = sealedOf(PLAIN_SET.map((r) => r.truth.id));
  const split = (sealed: Set<string>, id: string): Split => (sealed.has(id) ? 'sealed' : 'open');
  return [
    ...RENDERED_SET.map(
      (r): CorpusEntry => ({ kind: 'rendered', ...r, split: split(sealedRendered, r.truth.id) }),
    ),
    ...PLAIN_SET.map(
      (r): CorpusEntry => ({
        kind: 'plain',
        truth: r.truth,
        text: readFileSync(path.join(PLAIN_DIR, `${r.truth.id}.txt`), 'utf8'),
        split: split(sealedPlain, r.truth.id),
      }),
    ),
  ];
}
