import nlp from 'compromise/two';

/**
 * compromise's word tables, read without running its tagger (a tagged pass costs ~0.2 ms a word):
 * the lexicon's tags for a word, and the conjugation and plural rules. Matching (word-forms.ts)
 * and answer evaluation (evaluation/lemmas.ts) build their own word roots on these.
 */
const world = nlp.world() as unknown as {
  model: { one: { lexicon: Record<string, string | string[]> } };
  methods: {
    two: {
      transform: {
        noun: { toSingular(word: string, model: unknown): string };
        verb: { toInfinitive(word: string, model: unknown, tense: string): string };
      };
    };
  };
};
const lexicon = world.model.one.lexicon;
const { noun, verb } = world.methods.two.transform;

/** The tags compromise's lexicon gives a lower-case word ('PastTense', 'Plural' …); none if unknown. */
export function tagsOf(word: string): string[] {
  const tag = lexicon[word];
  return tag === undefined ? [] : Array.isArray(tag) ? tag : [tag];
}

/** The infinitive of a verb form ('led' as PastTense -> 'lead'); empty when the rules give none. */
export function toInfinitive(word: string, tense: string): string {
  return verb.toInfinitive(word, world.model, tense);
}

/** The singular of a plural noun ('strategies' -> 'strategy'); empty when the rules give none. */
export function toSingular(word: string): string {
  return noun.toSingular(word, world.model);
}
