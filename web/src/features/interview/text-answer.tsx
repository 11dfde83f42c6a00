import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { ANSWER_PLACEHOLDER, EMPTY_ANSWER, isBlankAnswer, MAX_ANSWER_LENGTH } from './session-state';

type TextAnswerProps = {
  /** The text is the page's, so it outlives this tab; the page clears it once an answer is accepted. */
  text: string;
  onTextChange: (text: string) => void;
  disabled: boolean;
  submitting: boolean;
  onSubmit: (answer: string) => Promise<boolean>;
};

/** The typed answer: a 5000-character field with its counter and submit button (spec: text answer). */
export function TextAnswer({ text, onTextChange, disabled, submitting, onSubmit }: TextAnswerProps) {
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (isBlankAnswer(text)) {
      setError(EMPTY_ANSWER);
      return;
    }
    setError(null);
    await onSubmit(text.trim());
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        Your answer
      </label>
      <Textarea
        id={fieldId}
        value={text}
        rows={8}
        maxLength={MAX_ANSWER_LENGTH}
        placeholder={ANSWER_PLACEHOLDER}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => {
          onTextChange(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        className="min-h-40 resize-y text-base"
      />
      {error && (
        <div id={errorId}>
          <Alert tone="danger">{error}</Alert>
        </div>
      )}
      <div className="flex items-center justify-between gap-3">
        <span id={counterId} className="text-xs text-muted tabular-nums">
          {text.length} / {MAX_ANSWER_LENGTH}
        </span>
        <Button
          type="submit"
          disabled={disabled || text.trim() === ''}
          loading={submitting}
          loadingText="Submitting..."
        >
          <Send aria-hidden="true" className="size-4" />
          Submit Answer
        </Button>
      </div>
    </form>
  );
}
