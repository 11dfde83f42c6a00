import { Spinner } from '../components/ui/spinner';

/** Shown while the first route module of the visit downloads. */
export function RouteFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-primary">
      <Spinner size="lg" label="Loading Interview Coach" />
    </div>
  );
}
