/**
 * The words a resume's facts are made of, as the engine knows them. Polishing checks every
 * suggestion against the resume with it, whichever engine (or model) wrote the suggestion.
 */
export interface FactVocabulary {
  /** Canonical names of the tools and hard skills the text names or shows ('postgres' -> PostgreSQL). */
  skillsIn(text: string): string[];
  /**
   * Whether a capitalised word opening a sentence reads as a verb ('Spearheaded', 'Lead',
   * 'Streamlining') rather than a name ('Boeing', 'June', 'Austin').
   */
  opensAsVerb(word: string): boolean;
}
