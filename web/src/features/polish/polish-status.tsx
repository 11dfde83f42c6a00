import { CircleExclamationPoint, RotateCcw, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../lib/paths';
import { polishMessages } from './polish-messages';

function Names({ resumeName, jobName }: { resumeName: string | null; jobName: string | null }) {
  if (!resumeName || !jobName) return null;
  return (
    <p className="text-sm break-words text-muted">
      Tailoring <span className="font-medium text-foreground">{resumeName}</span> to{' '}
      <span className="font-medium text-foreground">{jobName}</span>
    </p>
  );
}

/** Spec: before parsing is done, 'Polishing Your Resume...' with the latest status message. */
export function PolishProgress({
  status,
  resumeName,
  jobName,
}: {
  status: string;
  resumeName: string | null;
  jobName: string | null;
}) {
  return (
    <Card
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 p-8 text-center"
      aria-busy="true"
    >
      <span className="flex size-12 items-center justify-center rounded-pill bg-primary/10 text-primary">
        <Sparkles aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{polishMessages.streamingTitle}</h1>
      <Names resumeName={resumeName} jobName={jobName} />
      <p role="status" className="flex items-center gap-2 text-sm text-foreground/85">
        <Spinner size="sm" label={null} />
        {status}
      </p>
    </Card>
  );
}

/** Spec: 'An Error Occurred' with the message and a 'Try Again' button. */
export function PolishError({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-pill bg-danger/10 text-danger">
        <CircleExclamationPoint aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{polishMessages.errorTitle}</h1>
      <p role="alert" className="text-sm break-words text-foreground/85">
        {message}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" asChild>
          <Link to={paths.documents}>Back to Documents</Link>
        </Button>
        <Button onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    </Card>
  );
}
