import type { ReactNode } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

type LoadErrorProps = {
  children: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
};

/** A failed load, in words, with 'Try Again'. */
export function LoadError({ children, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert
      tone="danger"
      action={
        <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
