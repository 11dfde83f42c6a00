import { LanguageDescription } from '@codemirror/language';
import { languages } from '@codemirror/language-data';
import { highlightTree, tagHighlighter, tags } from '@lezer/highlight';

/** A run of code and the classes that colour it (null: plain). */
export type CodeSpan = { text: string; className: string | null };

// Theme colours, so the highlighting follows the light and dark themes.
const highlighter = tagHighlighter([
  { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], class: 'text-primary' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], class: 'text-success' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], class: 'text-warning' },
  { tag: tags.comment, class: 'text-muted italic' },
  { tag: [tags.typeName, tags.className, tags.tagName], class: 'text-danger' },
  {
    tag: [
      tags.function(tags.variableName),
      tags.function(tags.propertyName),
      tags.definition(tags.variableName),
    ],
    class: 'font-semibold',
  },
]);

/**
 * The code split into coloured runs by the language's own parser, loaded on demand. Unknown
 * languages (and plain text) come back as one plain run.
 */
export async function highlightCode(code: string, fence: string): Promise<CodeSpan[]> {
  const description = fence ? LanguageDescription.matchLanguageName(languages, fence, false) : null;
  if (!description) return [{ text: code, className: null }];
  const support = await description.load();
  const spans: CodeSpan[] = [];
  let at = 0;
  highlightTree(support.language.parser.parse(code), highlighter, (from, to, className) => {
    if (from > at) spans.push({ text: code.slice(at, from), className: null });
    spans.push({ text: code.slice(from, to), className });
    at = to;
  });
  if (at < code.length) spans.push({ text: code.slice(at), className: null });
  return spans;
}
