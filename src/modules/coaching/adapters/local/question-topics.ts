import data from './data/question-topics.json' with { type: 'json' };
import { taxonomy } from './skill-taxonomy.ts';
import { isStopword, keywords, stem } from './text-tools.ts';

/** Words every question uses that say nothing about its subject. */
const GENERIC = keywords(
  'tell time describe handle handled outcome result walk approach happen happened would could give talk ' +
    'through explain decision make what how why did use your own about example specific situation first months ' +
    // the framing of coding questions: every answer should mention these, on topic or not
    'complexity edge cases case python approach design assumptions operations run implement write function given list',
);

const TOPICS = Object.values(data as Record<string, { triggers: string[]; words: string[] }>).map((t) => ({
  triggers: t.triggers.map((w) => new RegExp(`\\b${w.replace(/[/-]/g, '\\$&')}`, 'i')),
  words: t.words.filter((w) => !isStopword(w)).map(stem),
}));

/** What an on-topic answer talks about; `own` is the question's own words, the strongest sign. */
export interface QuestionVocabulary {
  words: Set<string>;
  own: Set<string>;
}

/**
 * What an on-topic answer to this question talks about: the question's own content words, the
 * vocabulary of the topics it raises ('disagree' brings 'compromise', 'consensus' …) and the
 * skills it names. Off-topic detection compares an answer against this set.
 */
export function questionVocabulary(question: string, focusSkills: string[] = []): QuestionVocabulary {
  const own = new Set([...keywords(question)].filter((w) => !GENERIC.has(w)));
  const words = new Set(own);
  for (const topic of TOPICS) {
    if (topic.triggers.some((t) => t.test(question))) for (const w of topic.words) words.add(w);
  }
  for (const skill of [...taxonomy.names(question), ...focusSkills])
    for (const w of keywords(skill)) words.add(w);
  return { words, own };
}
