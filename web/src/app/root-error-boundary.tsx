import { useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../features/errors/error-page';
import { hasAnalyticsConsent } from '../lib/consent';
import { createErrorId } from '../lib/error-id';

/** Any render, loader or lazy-import error below the root shows the error page with a fresh id. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const [errorId] = useState(createErrorId);

  useEffect(() => {
    console.error(`[${errorId}] Unhandled error while rendering`, error);
    // React Router catches these, so they never reach the window listeners: report them from here
    if (hasAnalyticsConsent()) {
      void import('../lib/error-reporting')
        .then((m) => m.reportError(error, { errorId }))
        .catch(() => undefined);
    }
  }, [errorId, error]);

  return <ErrorPage errorId={errorId} />;
}
