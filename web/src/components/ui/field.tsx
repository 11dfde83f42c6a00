import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from './input';
import { Label } from './label';

/** Props a Field hands to its control so the label, hint and error are announced with it. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label + control + hint + error text, wired together for assistive technology. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** Classes of the field's wrapper (the input takes `className`). */
  fieldClassName?: string;
};

/** The common case of a Field: a labelled single-line text input. */
export function TextField({ label, hint, error, fieldClassName, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <Input {...control} {...input} onChange={(event) => onValueChange?.(event.target.value)} />
      )}
    </Field>
  );
}
