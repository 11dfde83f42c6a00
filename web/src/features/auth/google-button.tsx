import { getStartGoogleSignInUrl } from '../../api/generated/identity/identity';
import { useGetPublicConfig } from '../../api/generated/operations/operations';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.4-1.7 4.1-5.5 4.1-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.5 14.6 2.5 12 2.5 6.8 2.5 2.6 6.7 2.6 12s4.2 9.5 9.4 9.5c5.4 0 9-3.8 9-9.2 0-.6-.07-1.1-.16-1.6z"
      />
      <path
        fill="#34A853"
        d="M3.7 7.4l3.2 2.4C7.8 7.7 9.7 6.1 12 6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.5 14.6 2.5 12 2.5 8.3 2.5 5.2 4.5 3.7 7.4z"
      />
      <path
        fill="#FBBC05"
        d="M12 21.5c2.5 0 4.7-.8 6.2-2.3l-3-2.4c-.8.6-1.9 1-3.2 1-2.4 0-4.4-1.6-5.1-3.8l-3.2 2.5c1.5 3 4.7 5 8.3 5z"
      />
      <path
        fill="#4285F4"
        d="M21 12.3c0-.6-.07-1.1-.16-1.6H12v3.9h5.5c-.3 1.2-1 2.2-2.3 2.9l3 2.4c1.8-1.6 2.8-4.1 2.8-7.6z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google': a plain link, because the sign-in starts with a browser navigation to
 * `GET /api/auth/google`. Shown only when the server says Google sign-in is configured.
 */
export function GoogleButton({ label }: { label: string }) {
  const config = useGetPublicConfig({ query: { staleTime: Number.POSITIVE_INFINITY } });
  if (!config.data?.googleSignInEnabled) return null;

  return (
    <div className="flex flex-col gap-4">
      <a
        href={getStartGoogleSignInUrl()}
        className="focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-control border border-border-strong bg-surface px-4 text-sm font-medium text-foreground shadow-soft transition-colors hover:bg-surface-muted"
      >
        <GoogleMark />
        {label}
      </a>
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
