import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode };

/** A native checkbox with its label beside it; the whole label is the click target. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="focus-ring size-4 cursor-pointer rounded-sm border-border-strong accent-primary"
        {...props}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm text-foreground select-none">
        {label}
      </label>
    </div>
  );
}
