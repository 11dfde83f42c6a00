import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

type VerificationResultProps = {
  icon: LucideIcon;
  tone: 'success' | 'danger';
  title: string;
  children: ReactNode;
  action: ReactNode;
};

/** The shared frame of the two e-mail verification result pages. */
export function VerificationResult({ icon: Icon, tone, title, children, action }: VerificationResultProps) {
  return (
    <Card className="flex flex-col items-center gap-5 p-8 text-center shadow-card">
      <span
        className={clsx(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'success' ? 'bg-success/12 text-success' : 'bg-danger/10 text-danger',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="text-muted">{children}</div>
      {action}
    </Card>
  );
}
