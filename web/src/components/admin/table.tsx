import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

type TableProps = {
  /** The table's accessible name (also names the scroll region). */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A data table that scrolls sideways inside its own box, so a narrow screen never scrolls the
 * page: the box is focusable and named, so keyboard users can scroll it too.
 */
export function Table({ label, children, className }: TableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="focus-ring relative max-w-full overflow-x-auto">
      <table aria-label={label} className={clsx('w-full border-collapse text-left text-sm', className)}>
        {children}
      </table>
    </section>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={clsx(
        'border-b border-border bg-surface-muted/60 px-4 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={clsx('border-b border-border px-4 py-3 align-top', className)} {...props} />;
}
