import { clsx } from 'clsx';
import { TriangleExclamationPoint } from 'lucide-react';
import { type ReactNode, type Ref, useId } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

/** The most characters one text of a reading may hold (the server refuses more). */
export const READING_TEXT_MAX = 10_000;

type ReadingControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  className: string | undefined;
};

type ReadingFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** What we are unsure of about this field: the field is highlighted and the doubt read with it. */
  doubt?: string;
  /** For a field that is its section's only one: the section's heading shows, the label is read out. */
  hideLabel?: boolean;
  className?: string;
  children: (control: ReadingControlProps) => ReactNode;
};

/** A labelled control of the reading; a field read with low confidence gets the warning tone and its doubt. */
export function ReadingField({ label, hint, doubt, hideLabel, className, children }: ReadingFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const doubtId = doubt ? `${id}-doubt` : undefined;
  const describedBy = [doubtId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {children({
        id,
        'aria-describedby': describedBy,
        className: doubt ? 'border-warning! bg-warning/5! ring-1 ring-warning/40' : undefined,
      })}
      {doubt && (
        <p id={doubtId} className="flex items-start gap-1.5 text-sm text-foreground">
          <TriangleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>{doubt}</span>
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

type TextProps = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  doubt?: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A one-line field of the reading. */
export function ReadingInput({
  label,
  hint,
  doubt,
  className,
  value,
  onChange,
  inputRef,
  ...input
}: TextProps) {
  return (
    <ReadingField label={label} hint={hint} doubt={doubt} className={className}>
      {(control) => (
        <Input
          {...control}
          {...input}
          ref={inputRef}
          maxLength={READING_TEXT_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </ReadingField>
  );
}

type TextareaProps = Omit<TextProps, 'type' | 'autoComplete' | 'inputRef'> & {
  rows?: number;
  hideLabel?: boolean;
  /** Off for a list of entries (each entry has the limit, not the whole). */
  limited?: boolean;
};

/** A multi-line field of the reading. */
export function ReadingTextarea({
  label,
  hint,
  doubt,
  className,
  value,
  onChange,
  limited = true,
  hideLabel,
  ...textarea
}: TextareaProps) {
  return (
    <ReadingField label={label} hint={hint} doubt={doubt} hideLabel={hideLabel} className={className}>
      {(control) => (
        <Textarea
          {...control}
          {...textarea}
          maxLength={limited ? READING_TEXT_MAX : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </ReadingField>
  );
}
