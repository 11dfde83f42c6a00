import { clsx } from 'clsx';

type LogoProps = {
  className?: string;
  showName?: boolean;
  /** Classes for the shown name, e.g. to leave it to screen readers on narrow screens. */
  nameClassName?: string;
};

/** The product mark and name. Wrap it in a link where it should navigate. */
export function Logo({ className, showName = true, nameClassName }: LogoProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-2 font-semibold tracking-tight text-foreground',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v6a2.5 2.5 0 0 1-2.5 2.5H15l-4 3.5V19a2 2 0 0 1-2-2z"
          className="fill-primary-foreground"
        />
        <path
          d="m12.5 13.6 2 2 4-4"
          className="stroke-primary"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showName ? (
        <span className={clsx('text-[17px] whitespace-nowrap', nameClassName)}>Interview Coach</span>
      ) : (
        <span className="sr-only">Interview Coach</span>
      )}
    </span>
  );
}
