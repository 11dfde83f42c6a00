import { clsx } from 'clsx';
import { Check, Circle } from 'lucide-react';

type Requirement = { label: string; met: boolean };

type RequirementListProps = {
  /** Names the list for screen readers, e.g. 'Password requirements'. */
  label: string;
  items: readonly Requirement[];
  id?: string;
  className?: string;
};

/** A live checklist (e.g. password rules): each item says whether it is met, in text as well as colour. */
export function RequirementList({ label, items, id, className }: RequirementListProps) {
  return (
    <ul id={id} aria-label={label} className={clsx('flex flex-col gap-1 text-xs', className)}>
      {items.map((item) => (
        <li
          key={item.label}
          data-met={item.met}
          className={clsx('flex items-center gap-2', item.met ? 'text-success' : 'text-muted')}
        >
          {item.met ? (
            <Check aria-hidden="true" className="size-3.5 shrink-0" />
          ) : (
            <Circle aria-hidden="true" className="size-3.5 shrink-0" />
          )}
          <span>{item.label}</span>
          <span className="sr-only">{item.met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
