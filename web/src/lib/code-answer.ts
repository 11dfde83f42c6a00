/**
 * A Coding interview's code travels as the answer text, a Markdown fenced block tagged with its
 * language: the interview writes it, the report reads it back (and so does the server's PDF).
 */

/** Spec: the code editor's languages; `fence` is the tag of the submitted block. */
export const CODE_LANGUAGES = [
  { name: 'Python', fence: 'python' },
  { name: 'JavaScript', fence: 'javascript' },
  { name: 'TypeScript', fence: 'typescript' },
  { name: 'Java', fence: 'java' },
  { name: 'C++', fence: 'cpp' },
  { name: 'C#', fence: 'csharp' },
  { name: 'Go', fence: 'go' },
  { name: 'Rust', fence: 'rust' },
  { name: 'HTML', fence: 'html' },
  { name: 'CSS', fence: 'css' },
  { name: 'JSON', fence: 'json' },
  { name: 'Plain Text', fence: 'text' },
] as const;

export type CodeLanguage = (typeof CODE_LANGUAGES)[number]['name'];

export function isCodeLanguage(value: unknown): value is CodeLanguage {
  return CODE_LANGUAGES.some((entry) => entry.name === value);
}

function fenceOf(language: CodeLanguage): string {
  return CODE_LANGUAGES.find((entry) => entry.name === language)?.fence ?? 'text';
}

/** The code as the answer text: a fenced block tagged with its language. */
export function codeAnswer(language: CodeLanguage, code: string): string {
  return `\`\`\`${fenceOf(language)}\n${code.replace(/\s+$/, '')}\n\`\`\``;
}

/** Characters the fence adds around the code in the longest-tagged language. */
const LONGEST_WRAPPER = Math.max(...CODE_LANGUAGES.map((entry) => codeAnswer(entry.name, '').length));

/**
 * The room the code itself has inside an answer of `answerLimit` characters, the same whichever
 * language is chosen, so switching languages never pushes written code over the limit.
 */
export function codeLimit(answerLimit: number): number {
  return answerLimit - LONGEST_WRAPPER;
}

export type FencedCode = {
  /** The fence's tag, lower-case ('' when untagged). */
  fence: string;
  /** The editor's name for it when it is one of the editor's languages. */
  language: CodeLanguage | null;
  code: string;
};

const WHOLE_FENCE = /^(`{3,}|~{3,})[ \t]*([\w+#.-]*)[^\n]*\n([\s\S]*?)\n?\1[ \t]*$/;

/** The code of an answer that is one fenced block (as the code editor sends it), else null. */
export function readCodeAnswer(text: string): FencedCode | null {
  const match = WHOLE_FENCE.exec(text.trim());
  if (!match) return null;
  const fence = (match[2] ?? '').toLowerCase();
  const language = CODE_LANGUAGES.find((entry) => entry.fence === fence)?.name ?? null;
  return { fence, language, code: match[3] ?? '' };
}
