/** Spec: the code editor's languages and font sizes (px); `fence` tags the submitted code block. */
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

export const FONT_SIZES = [12, 14, 16, 18, 20] as const;
export const DEFAULT_FONT_SIZE = 18;
export const EDITOR_HEIGHT = '240px';

/** The code as the answer text: a fenced block tagged with its language. */
export function codeAnswer(language: CodeLanguage, code: string): string {
  const fence = CODE_LANGUAGES.find((entry) => entry.name === language)?.fence ?? 'text';
  return `\`\`\`${fence}\n${code.replace(/\s+$/, '')}\n\`\`\``;
}
