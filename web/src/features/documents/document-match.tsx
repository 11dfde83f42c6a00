import { MousePointerClick } from 'lucide-react';
import { MatchAnalysisView } from '../../components/match/match-analysis';
import type { DocumentItem } from './document-item';

type DocumentMatchProps = {
  resume: DocumentItem | undefined;
  job: DocumentItem | undefined;
  /** Whether there are resumes and job descriptions to select at all. */
  hasResumes: boolean;
  hasJobs: boolean;
};

/**
 * Below the lists: the Quick Analysis of the selected resume and job description, or, with only one
 * of the pair chosen, what the other choice brings.
 */
export function DocumentMatch({ resume, job, hasResumes, hasJobs }: DocumentMatchProps) {
  if (resume && job) {
    return (
      <MatchAnalysisView
        key={`${resume.id}|${job.id}`}
        resumeId={resume.id}
        jobId={job.id}
        headingLevel={2}
        description={
          <>
            How <span className="font-medium text-foreground">{resume.name}</span> matches{' '}
            <span className="font-medium text-foreground">{job.name}</span>
          </>
        }
        className="animate-fade-in"
      />
    );
  }
  if (!resume && !job) return null;
  const missing = resume ? 'job description' : 'resume';
  const available = resume ? hasJobs : hasResumes;
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <MousePointerClick aria-hidden="true" className="size-4 shrink-0 text-primary" />
      {available ? 'Select' : 'Upload'} a {missing} as well to see a Quick Analysis of how they match.
    </p>
  );
}
