import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { PageHeader } from '../../components/ui/page-header';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';
import { paths } from '../../lib/paths';

/** /interview: the live session, outside the shell (placeholder until the interviewing capability ships). */
export function InterviewSessionPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <ThemeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-10 sm:px-6">
        <PageHeader
          title="Interview Session"
          description="Answer each question by voice or text; your AI interviewer follows up on what you say."
        />
        <UpcomingNotice>Live interview sessions arrive in an upcoming release.</UpcomingNotice>
        <Button asChild variant="secondary" className="self-start">
          <Link to={paths.dashboard}>Back to Dashboard</Link>
        </Button>
      </main>
    </div>
  );
}
