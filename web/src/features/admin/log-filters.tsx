import { Filter, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export type FilterField<K extends string> = {
  key: K;
  label: string;
  type?: 'text' | 'date' | 'email';
  placeholder?: string;
  /** Suggestions offered while typing (any other value still works). */
  suggestions?: string[];
};

type LogFiltersProps<K extends string> = {
  label: string;
  fields: FilterField<K>[];
  /** The filters in effect (from the address). */
  values: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
};

/**
 * A log's filters as one form: change any of them, then Apply (or Enter); Clear removes them all.
 * The form follows the address, so Back shows the filters that were in effect.
 */
export function LogFilters<K extends string>({ label, fields, values, onApply }: LogFiltersProps<K>) {
  const formId = useId();
  const [draft, setDraft] = useState(values);
  const applied = JSON.stringify(values);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form whenever the applied filters change
  useEffect(() => setDraft(values), [applied]);

  const active = fields.some((field) => values[field.key]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  const clear = () => {
    const empty = Object.fromEntries(fields.map((field) => [field.key, ''])) as Record<K, string>;
    setDraft(empty);
    onApply(empty);
  };

  return (
    <form aria-label={label} onSubmit={handleSubmit} className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3">
        {fields.map((field) => {
          const inputId = `${formId}-${field.key}`;
          const listId = field.suggestions ? `${inputId}-list` : undefined;
          return (
            <div key={field.key} className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                {field.label}
              </label>
              <Input
                id={inputId}
                type={field.type ?? 'text'}
                placeholder={field.placeholder}
                list={listId}
                maxLength={200}
                value={draft[field.key]}
                onChange={(event) => setDraft((current) => ({ ...current, [field.key]: event.target.value }))}
              />
              {field.suggestions && (
                <datalist id={listId}>
                  {field.suggestions.map((suggestion) => (
                    <option key={suggestion} value={suggestion} />
                  ))}
                </datalist>
              )}
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary">
          <Filter aria-hidden="true" className="size-4" />
          Apply filters
        </Button>
        {active && (
          <Button variant="ghost" onClick={clear}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
