import { lazy, Suspense, useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { CODE_LANGUAGES, type CodeLanguage, codeAnswer, codeLimit } from '../../lib/code-answer';
import { DEFAULT_FONT_SIZE, EDITOR_HEIGHT, FONT_SIZES } from './code-languages';
import { EMPTY_ANSWER, MAX_ANSWER_LENGTH } from './session-state';

const CodeEditor = lazy(() => import('./code-editor'));

/** The code is sent inside a fence tagged with its language, which must fit the answer limit too. */
export const MAX_CODE_LENGTH = codeLimit(MAX_ANSWER_LENGTH);

type CodeAnswerProps = {
  /** The code and language are the page's, so they outlive this tab. */
  code: string;
  language: CodeLanguage;
  onCodeChange: (code: string) => void;
  onLanguageChange: (language: CodeLanguage) => void;
  disabled: boolean;
  submitting: boolean;
  onSubmit: (answer: string) => Promise<boolean>;
};

/** The Coding interview's editor tab: language, font size, the editor, and its submit button. */
export function CodeAnswer({
  code,
  language,
  onCodeChange,
  onLanguageChange,
  disabled,
  submitting,
  onSubmit,
}: CodeAnswerProps) {
  const languageId = useId();
  const fontId = useId();
  const [fontSize, setFontSize] = useState(DEFAULT_FONT_SIZE);
  const [error, setError] = useState<string | null>(null);
  const tooLong = code.length > MAX_CODE_LENGTH;

  const submit = async () => {
    if (code.trim() === '') {
      setError(EMPTY_ANSWER);
      return;
    }
    setError(null);
    await onSubmit(codeAnswer(language, code));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-sm font-medium text-foreground">
            Language
          </label>
          <Select
            id={languageId}
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as CodeLanguage)}
            className="w-44"
          >
            {CODE_LANGUAGES.map((entry) => (
              <option key={entry.name} value={entry.name}>
                {entry.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fontId} className="text-sm font-medium text-foreground">
            Font size
          </label>
          <Select
            id={fontId}
            value={fontSize}
            onChange={(event) => setFontSize(Number(event.target.value))}
            className="w-28"
          >
            {FONT_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} px
              </option>
            ))}
          </Select>
        </div>
      </div>
      <Suspense
        fallback={
          <div role="status" aria-label="Loading the code editor">
            <Skeleton style={{ height: EDITOR_HEIGHT }} />
          </div>
        }
      >
        <CodeEditor
          value={code}
          onChange={(next) => {
            onCodeChange(next);
            if (error) setError(null);
          }}
          language={language}
          fontSize={fontSize}
          label="Code answer"
        />
      </Suspense>
      {error && <Alert tone="danger">{error}</Alert>}
      {tooLong && <Alert tone="warning">Code answers are limited to {MAX_CODE_LENGTH} characters.</Alert>}
      <div className="flex items-center justify-between gap-3">
        <span className="text-xs text-muted tabular-nums" aria-live="polite">
          {code.length} / {MAX_CODE_LENGTH}
        </span>
        <Button
          onClick={() => void submit()}
          disabled={disabled || code.trim() === '' || tooLong}
          loading={submitting}
          loadingText="Submitting..."
        >
          Submit Code
        </Button>
      </div>
    </div>
  );
}
