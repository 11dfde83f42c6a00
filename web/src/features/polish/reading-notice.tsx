import { Link } from 'react-router';
import { useGetResumeReading } from '../../api/generated/documents/documents';
import { Alert } from '../../components/ui/alert';
import { resumeReview } from '../../lib/paths';

/** The notice's words for a count of doubtful fields. */
export function readingNoticeText(count: number): string {
  const fields = count === 1 ? '1 field' : `${count} fields`;
  return `We are unsure of ${fields} we read from this resume. The polish keeps employers, job titles and dates as they were read, so check them before you save.`;
}

/**
 * Above the polish, when the reading of the resume has fields it doubts and the person has not
 * corrected it: the polish never rewrites employers, titles or dates, so a misread one would be
 * saved as read. Says nothing while loading, on an error, or when there is nothing to check.
 */
export function ReadingNotice({ resumeId }: { resumeId: string }) {
  const reading = useGetResumeReading(resumeId, { query: { staleTime: 60_000, retry: false } });
  const doubts = reading.data?.doubts.length ?? 0;
  if (!reading.data || reading.data.corrected || doubts === 0) return null;
  return (
    <Alert
      tone="warning"
      title="Check what we read first"
      action={
        <Link to={resumeReview(resumeId)} className="focus-ring font-medium text-primary underline">
          Review what we read
        </Link>
      }
    >
      {readingNoticeText(doubts)}
    </Alert>
  );
}
