/**
 * The words a resume's facts are made of, as the engine knows them. Polishing checks every
 * suggestion against the resume with it, whichever engine (or model) wrote the suggestion.
 */
export interface FactVocabulary {
  /** Canonical names of the tools and hard skills the text names or shows ('postgres' -> PostgreSQL). */
  skillsIn(text: string): string[];
  /**
   * Whether a capitalised word opening a sentence is ordinary wording (a verb, an adjective, a
   * common word: 'Spearheaded', 'Lead', 'Seasoned', 'Results-driven') rather than a name ('Boeing',
   * 'June', 'Austin', 'Globex'). Unknown words count as names.
   */
  isWording(word: string): boolean;
}
