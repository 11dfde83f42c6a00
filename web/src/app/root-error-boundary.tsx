import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { createErrorId } from '../lib/error-id';

/** Any render, loader or lazy-import error below the root shows the error page with a fresh id. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const [errorId] = useState(createErrorId);

  useEffect(() => {
    console.error(`[${errorId}] Unhandled error while rendering`, error);
  }, [errorId, error]);

  return <ErrorPage errorId={errorId} />;
}
