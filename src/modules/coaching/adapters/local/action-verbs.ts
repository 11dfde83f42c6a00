import { ACTION_VERBS } from '../../domain/resume-vocabulary.ts';
import { lemma } from './word-forms.ts';

export interface VerbForms {
  /** 'Manage' */
  base: string;
  /** 'Managed' */
  past: string;
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Each action verb by its root ('manage') and its past form ('managed'). */
const FORMS = new Map<string, VerbForms>();
for (const past of ACTION_VERBS) {
  const root = lemma(past.toLowerCase());
  // a root the rules could not find ('cut') is the word itself; both forms read the same then
  const forms = { base: capitalise(root), past };
  FORMS.set(root, forms);
  FORMS.set(past.toLowerCase(), forms);
}

/**
 * The base and past forms of one of our action verbs in any of its forms ('manages', 'managing',
 * 'Managed'); undefined for any other word, so a rewrite never turns a noun into a verb.
 */
export function actionVerbForms(word: string): VerbForms | undefined {
  const lower = word.toLowerCase();
  return FORMS.get(lower) ?? FORMS.get(lemma(lower));
}
