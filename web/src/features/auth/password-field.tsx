import { useId, useState } from 'react';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { RequirementList } from '../../components/ui/requirement-list';
import { passwordChecklist } from '../../lib/password-rules';

type PasswordFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoComplete?: string;
};

/** A new-password field whose live checklist of the shared rules shows while it has focus. */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  error,
  autoComplete = 'new-password',
}: PasswordFieldProps) {
  const [focused, setFocused] = useState(false);
  const checklistId = useId();

  return (
    <Field label={label} error={error}>
      {(control) => (
        <>
          <Input
            {...control}
            aria-describedby={
              [control['aria-describedby'], focused ? checklistId : null].filter(Boolean).join(' ') ||
              undefined
            }
            type="password"
            name={name}
            autoComplete={autoComplete}
            required
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
          {focused && (
            <RequirementList
              id={checklistId}
              label="Password requirements"
              items={passwordChecklist(value)}
              className="mt-1 rounded-control bg-surface-muted p-3"
            />
          )}
        </>
      )}
    </Field>
  );
}
