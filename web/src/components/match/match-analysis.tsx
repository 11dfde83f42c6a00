import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { analyzeMatch, getAnalyzeMatchUrl, useAnalyzeMatch } from '../../api/generated/documents/documents';
import type { MatchAnalysis as MatchAnalysisResult } from '../../api/generated/model';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Disclosure } from '../disclosure';
import { Card } from '../ui/card';
import { Markdown } from '../ui/markdown';
import { Skeleton } from '../ui/skeleton';

/** Spec: dashboard messages. */
export const matchAnalysisMessages = {
  failed: 'Failed to run match analysis.',
  running: 'Analyzing how your resume matches this job...',
} as const;

/** The cached analysis of one resume and job pair (the server stores it too). */
export function matchAnalysisQueryKey(resumeId: string, jobId: string) {
  return [getAnalyzeMatchUrl(), resumeId, jobId] as const;
}

function scoreTone(score: number): string {
  return score >= 70 ? 'text-success' : 'text-warning';
}

function barTone(score: number): string {
  return score >= 70 ? 'bg-success' : 'bg-warning';
}

function percent(score: number): number {
  return Math.round(Math.min(100, Math.max(0, score)));
}

function Score({ score }: { score: number }) {
  const rounded = percent(score);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-baseline gap-2">
        <span className={clsx('text-4xl font-semibold tracking-tight', scoreTone(rounded))}>{rounded}%</span>
        <span className="text-sm text-muted">match score</span>
      </p>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-pill bg-surface-muted">
        <div className={clsx('h-full rounded-pill', barTone(rounded))} style={{ width: `${rounded}%` }} />
      </div>
    </div>
  );
}

/** The view's own heading level; its sub-headings sit one below it. */
type HeadingLevel = 2 | 3;

function Heading({
  level,
  ...props
}: {
  level: 2 | 3 | 4;
  id: string;
  className: string;
  children: ReactNode;
}) {
  if (level === 2) return <h2 {...props} />;
  if (level === 3) return <h3 {...props} />;
  return <h4 {...props} />;
}

const MARKDOWN_HEADING = /^\s{0,3}(#{1,6})\s/gm;

/**
 * The Markdown offset that puts the analysis text's top headings one level below the view's
 * heading (beside 'Matched Skills'), whatever depth the engine starts at ('#' or '###').
 */
export function analysisHeadingOffset(source: string, headingLevel: HeadingLevel): number {
  let top = 6;
  for (const match of source.matchAll(MARKDOWN_HEADING)) top = Math.min(top, match[1]?.length ?? 6);
  return headingLevel + 1 - top;
}

function SkillLists({ result, headingLevel }: { result: MatchAnalysisResult; headingLevel: HeadingLevel }) {
  const id = useId();
  const sub = (headingLevel + 1) as 3 | 4;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby={`${id}-matched`} className="flex flex-col gap-3">
        <Heading level={sub} id={`${id}-matched`} className="text-sm font-semibold text-foreground">
          Matched Skills ({result.matchedSkills.length})
        </Heading>
        {result.matchedSkills.length === 0 ? (
          <p className="text-sm text-muted">No skills of this job were found in the resume.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {result.matchedSkills.map((item) => (
              <li key={`${item.skill}|${item.evidence}`} className="flex gap-2 text-sm">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium text-foreground">{item.skill}</span>
                  <q className="text-muted italic">{item.evidence}</q>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-missing`} className="flex flex-col gap-3">
        <Heading level={sub} id={`${id}-missing`} className="text-sm font-semibold text-foreground">
          Missing Skills ({result.missingSkills.length})
        </Heading>
        {result.missingSkills.length === 0 ? (
          <p className="text-sm text-muted">The resume covers every skill this job asks for.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {result.missingSkills.map((item) => (
              <li key={`${item.skill}|${item.evidence ?? ''}`} className="flex gap-2 text-sm">
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium text-foreground">{item.skill}</span>
                  {item.evidence && (
                    <span className="text-muted">
                      The job asks: <q className="italic">{item.evidence}</q>
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AnalysisSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <p role="status" className="text-sm text-muted">
        {matchAnalysisMessages.running}
      </p>
      <Skeleton className="h-10 w-32" />
      <Skeleton className="h-2 w-full" />
      <div className="grid gap-3 md:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-16" />
    </div>
  );
}

type MatchAnalysisProps = {
  resumeId: string;
  jobId: string;
  title?: string;
  /** A line under the title, e.g. which two documents are compared. */
  description?: ReactNode;
  /** 3 inside a page section (the dashboard); 2 when the view is a page section itself (My Documents). */
  headingLevel?: HeadingLevel;
  /**
   * Puts the analysis text behind a closed 'Details' disclosure: it says the score and the skill
   * lists again in prose, which on the dashboard pushed everything else far down a phone's page.
   */
  textInDetails?: boolean;
  className?: string;
};

/**
 * 'Quick Analysis' of one resume against one job description: the score, matched skills with the
 * resume line that shows each, missing skills with the job line that asks for each, and the
 * analysis text. Runs when shown (the server answers a stored result) and again on 'Re-Analyze'.
 */
export function MatchAnalysisView({
  resumeId,
  jobId,
  title = 'Quick Analysis',
  description,
  headingLevel = 3,
  textInDetails = false,
  className,
}: MatchAnalysisProps) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const analysis = useQuery({
    queryKey: matchAnalysisQueryKey(resumeId, jobId),
    queryFn: ({ signal }) => analyzeMatch({ resumeId, jobId, reanalyze: false }, { signal }),
    // AI work: never run twice by accident; the server keeps the result for the pair.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rerun = useAnalyzeMatch({
    mutation: {
      onSuccess: (result, { data }) => {
        queryClient.setQueryData(matchAnalysisQueryKey(data.resumeId, data.jobId), result);
      },
    },
  });

  const rerunForThisPair =
    rerun.variables?.data.resumeId === resumeId && rerun.variables.data.jobId === jobId;
  const rerunning = rerunForThisPair && rerun.isPending;
  const busy = analysis.isFetching || rerunning;
  const failed = rerunForThisPair && rerun.isError ? true : !rerunning && analysis.isError;

  const runAgain = () => rerun.mutate({ data: { resumeId, jobId, reanalyze: true } });

  let body = <AnalysisSkeleton />;
  let announcement = '';
  if (!busy && failed) {
    body = <Alert tone="danger">{matchAnalysisMessages.failed}</Alert>;
  } else if (!busy && analysis.data) {
    announcement = `Match analysis ready: ${percent(analysis.data.score)}% match score.`;
    const text = (
      <Markdown
        source={analysis.data.analysis}
        headingOffset={analysisHeadingOffset(analysis.data.analysis, headingLevel)}
      />
    );
    body = (
      <div className="flex flex-col gap-6">
        <Score score={analysis.data.score} />
        <SkillLists result={analysis.data} headingLevel={headingLevel} />
        {analysis.data.analysis.trim() !== '' && (
          <section aria-label="Analysis" className="border-t border-border pt-5">
            {textInDetails ? <Disclosure label="Details">{text}</Disclosure> : text}
          </section>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className="flex h-full flex-col gap-5 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <Heading level={headingLevel} id={headingId} className="text-lg font-semibold tracking-tight">
              {title}
            </Heading>
            {description && <p className="text-sm break-words text-muted">{description}</p>}
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={runAgain}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            <RefreshCw aria-hidden="true" className={clsx('size-4', busy && 'animate-spin')} />
            Re-Analyze
          </Button>
        </div>
        {body}
        {/* Tells screen reader users the result arrived; the running text above is its own status. */}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </Card>
    </section>
  );
}
