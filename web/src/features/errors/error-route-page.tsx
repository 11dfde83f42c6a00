import { useLocation, useSearchParams } from 'react-router';
import { ErrorPage } from './error-page';

function errorIdFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as { errorId?: unknown }).errorId;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** /error: the Error ID comes from `?errorId=` (or `?id=`) or from navigation state `{ errorId }`. */
export function ErrorRoutePage() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const errorId = searchParams.get('errorId') || searchParams.get('id') || errorIdFromState(state);
  return <ErrorPage errorId={errorId} />;
}
