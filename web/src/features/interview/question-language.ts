import type { CodeLanguage } from '../../lib/code-answer';

type Rule = {
  language: CodeLanguage;
  /** How the language is written, as a regular expression source. */
  name: string;
  /** Case-sensitive names: 'Go' is a language, 'go' is a verb. */
  exact?: boolean;
  /** Names that count only in a clear phrasing ('in Go', 'a Go function'), never as a bare word. */
  phraseOnly?: boolean;
  /** Markup and data formats give way to a programming language named in the same question. */
  format?: boolean;
};

const RULES: Rule[] = [
  { language: 'TypeScript', name: 'type\\s?script' },
  { language: 'JavaScript', name: 'java\\s?script|ecmascript|node\\.?js|js' },
  { language: 'Java', name: 'java' },
  { language: 'Python', name: 'python\\s?[23]?' },
  { language: 'C++', name: 'c\\+\\+|cpp' },
  { language: 'C#', name: 'c#|c\\s?sharp' },
  { language: 'Go', name: 'golang|goroutines?' },
  { language: 'Go', name: 'Go', exact: true, phraseOnly: true },
  { language: 'Rust', name: 'rust(?:lang)?' },
  { language: 'HTML', name: 'html5?', format: true },
  { language: 'CSS', name: 'css3?', format: true },
  { language: 'JSON', name: 'json', format: true },
];

// A name stands alone: no letter, '#', '+', '-' or '.'-joined word glued to either side
// ('JavaScript' holds no 'Java', 'go-live' no 'Go'); digits may follow ('C++17', 'Python3').
const BEFORE = '(?<![\\w#+.-])';
const AFTER = '(?![A-Za-z_#+-]|\\.[A-Za-z])';

// lead-in words of either case, even where the name itself must match its case
const LEAD_IN = '\\b(?:[Ii]n|[Uu]sing|[Uu]se|[Ww]ith|[Vv]ia)\\s+(?:(?:modern|idiomatic|plain|vanilla)\\s+)?';
const TRAILING =
  '\\s+(?:code|program|function|method|class|script|solution|implementation|snippet|module|struct)s?\\b';

type Found = { language: CodeLanguage; at: number; rank: number };

function find(rule: Rule, question: string): Found[] {
  const flags = rule.exact ? 'g' : 'gi';
  const name = `${BEFORE}(?:${rule.name})${AFTER}`;
  const found: Found[] = [];
  // a clear phrasing ranks first: 'in Python', 'using Rust', 'a Go function'
  for (const phrase of [`${LEAD_IN}(${name})`, `(${name})${TRAILING}`]) {
    for (const match of question.matchAll(new RegExp(phrase, flags))) {
      const at = (match.index ?? 0) + match[0].indexOf(match[1] ?? '');
      found.push({ language: rule.language, at, rank: rule.format ? 1 : 0 });
    }
  }
  if (!rule.phraseOnly) {
    for (const match of question.matchAll(new RegExp(name, flags))) {
      found.push({ language: rule.language, at: match.index ?? 0, rank: rule.format ? 3 : 2 });
    }
  }
  return found;
}

/**
 * The editor language a coding question asks for ('Write a function in Python', 'Using Go, ...'),
 * or null when it names none. A clear phrasing wins over a bare mention, and a programming language
 * over a data or markup format ('Parse this JSON in Python' is Python); ties go to the first named.
 */
export function languageNamedIn(question: string): CodeLanguage | null {
  const found = RULES.flatMap((rule) => find(rule, question));
  found.sort((a, b) => a.rank - b.rank || a.at - b.at);
  return found[0]?.language ?? null;
}
