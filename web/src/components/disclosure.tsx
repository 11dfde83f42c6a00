import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A button that shows or hides the content under it, closed unless told otherwise: a native
 * button (Enter and Space work) whose aria-expanded says whether the content it controls is shown.
 * The label stays the same either way; the state is in aria-expanded and the chevron.
 */
export function Disclosure({
  label,
  defaultOpen = false,
  className,
  children,
}: {
  label: string;
  defaultOpen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-4', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        className="focus-ring inline-flex h-8 cursor-pointer items-center gap-1.5 self-start rounded-control px-2 -mx-2 text-sm font-medium text-primary transition-colors hover:bg-surface-muted"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div id={id} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
