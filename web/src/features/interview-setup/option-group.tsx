import { clsx } from 'clsx';
import { CircleCheck, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

export type Option<T extends string> = { value: T; label: string; description: string; icon: LucideIcon };

type OptionGroupProps<T extends string> = {
  step: number;
  legend: string;
  name: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 2 | 3;
};

/** One setup step: native radio buttons styled as cards (arrow keys move between them). */
export function OptionGroup<T extends string>({
  step,
  legend,
  name,
  options,
  value,
  onChange,
  columns = 3,
}: OptionGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 flex items-center gap-2.5 text-base font-semibold text-foreground">
        <span
          aria-hidden="true"
          className="inline-flex size-7 items-center justify-center rounded-pill bg-primary/12 text-sm font-semibold text-primary"
        >
          {step}
        </span>
        {legend}
      </legend>
      <div className={clsx('grid gap-3', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {options.map((option) => {
          const checked = option.value === value;
          const Icon = option.icon;
          const inputId = `${id}-${option.value.replace(/\W+/g, '-')}`;
          return (
            <label
              key={option.value}
              htmlFor={inputId}
              className={clsx(
                'relative flex cursor-pointer items-start gap-3 rounded-card border p-4 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                checked
                  ? 'border-primary bg-primary/8 shadow-soft'
                  : 'border-border bg-surface hover:border-primary/50 hover:bg-surface-muted/60',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${id}-${name}`}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-describedby={`${inputId}-description`}
                className="sr-only"
              />
              <Icon
                aria-hidden="true"
                className={clsx('mt-0.5 size-5 shrink-0', checked ? 'text-primary' : 'text-muted')}
              />
              <span className="flex min-w-0 flex-col gap-0.5 pr-5">
                <span className="text-sm font-medium text-foreground">{option.label}</span>
                <span id={`${inputId}-description`} className="text-xs text-muted">
                  {option.description}
                </span>
              </span>
              {checked && (
                <CircleCheck aria-hidden="true" className="absolute top-3 right-3 size-4 text-primary" />
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
