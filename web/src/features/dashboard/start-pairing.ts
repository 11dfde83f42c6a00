import type { Application, LastPairing } from '../../api/generated/model';
import type { PickerOption } from './document-picker';

/** Where Start Interview's resume and job come from, said next to the button. */
export type PairingSource =
  | { kind: 'last-interview' }
  | { kind: 'saved-application'; name: string }
  | { kind: 'defaults'; defaultResume: boolean }
  | { kind: 'chosen' };

export type StartPairing = {
  resume: PickerOption | null;
  job: PickerOption | null;
  source: PairingSource;
};

/** The ids the person picked on this visit (a select or an upload); null where they did not. */
export type Choice = { resume: string | null; job: string | null };

const byId = (options: PickerOption[], id: string | null | undefined) =>
  id ? options.find((option) => option.id === id) : undefined;

/** The most recently uploaded option; on a tie (or without dates) the one listed first. */
function newest(options: PickerOption[]): PickerOption | undefined {
  let found: PickerOption | undefined;
  for (const option of options) {
    if (!found || uploadedTime(option) > uploadedTime(found)) found = option;
  }
  return found;
}

function uploadedTime(option: PickerOption): number {
  const time = option.uploadedAt ? Date.parse(option.uploadedAt) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** The newest saved application whose resume and job are both among the person's documents. */
function latestApplication(applications: Application[], resumes: PickerOption[], jobs: PickerOption[]) {
  const usable = applications.filter(
    (application) => byId(resumes, application.resume_id) && byId(jobs, application.job_description_id),
  );
  // newest first, as listed, when two were saved at the same instant
  return usable.reduce<Application | undefined>(
    (latest, application) =>
      !latest || Date.parse(application.created_at) > Date.parse(latest.created_at) ? application : latest,
    undefined,
  );
}

/**
 * Spec: Start Interview preselects the last pairing the person used (their most recent
 * interview's resume and job, if both still exist), else their most recent saved application,
 * else the default resume (the newest one when none is the default) and the newest job.
 */
export function suggestPairing(
  resumes: PickerOption[],
  jobs: PickerOption[],
  lastPairing: LastPairing | null | undefined,
  applications: Application[],
): StartPairing {
  const lastResume = byId(resumes, lastPairing?.resumeId);
  const lastJob = byId(jobs, lastPairing?.jobId);
  if (lastResume && lastJob) return { resume: lastResume, job: lastJob, source: { kind: 'last-interview' } };

  const saved = latestApplication(applications, resumes, jobs);
  const savedResume = byId(resumes, saved?.resume_id);
  const savedJob = byId(jobs, saved?.job_description_id);
  if (saved && savedResume && savedJob) {
    return {
      resume: savedResume,
      job: savedJob,
      source: { kind: 'saved-application', name: saved.application_name },
    };
  }

  const defaultResume = resumes.find((option) => option.isDefault);
  return {
    resume: defaultResume ?? newest(resumes) ?? null,
    job: newest(jobs) ?? null,
    source: { kind: 'defaults', defaultResume: !!defaultResume },
  };
}

/** What the person picked on this visit wins over the suggestion, one side at a time. */
export function startPairing(
  suggestion: StartPairing,
  resumes: PickerOption[],
  jobs: PickerOption[],
  choice: Choice,
): StartPairing {
  const resume = byId(resumes, choice.resume) ?? suggestion.resume;
  const job = byId(jobs, choice.job) ?? suggestion.job;
  const unchanged = resume?.id === suggestion.resume?.id && job?.id === suggestion.job?.id;
  return { resume, job, source: unchanged ? suggestion.source : { kind: 'chosen' } };
}

/** The short reason shown under the selection, so a person sees why these two were picked. */
export function sourceText(source: PairingSource): string {
  switch (source.kind) {
    case 'last-interview':
      return 'From your last interview';
    case 'saved-application':
      return `From your saved application “${source.name}”`;
    case 'defaults':
      return source.defaultResume ? 'Your default resume and newest job' : 'Your newest resume and job';
    case 'chosen':
      return 'Your choice';
  }
}
