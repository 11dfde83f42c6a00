import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

type AuthCardProps = { title: string; description: string; children?: ReactNode; footer?: ReactNode };

/** The card every sign-in related screen sits in. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Card className="flex flex-col gap-6 p-8 shadow-card">
      <div className="flex flex-col gap-1.5 text-center">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children}
      {footer && <div className="text-center text-sm text-muted">{footer}</div>}
    </Card>
  );
}

// auth links sit inside sentences ("No account? Sign up"): underlined, so colour is not their only cue
export const authLinkClasses =
  'focus-ring rounded-sm font-medium text-primary underline underline-offset-2 hover:text-primary-hover';
