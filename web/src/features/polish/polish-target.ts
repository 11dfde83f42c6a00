import type { PolishResumeState } from '../../lib/documents-notice';

function id(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** The resume and job description /polish-resume was opened with (navigation state), or null. */
export function readPolishTarget(state: unknown): PolishResumeState | null {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const resumeId = id(record.resumeId);
  const jobDescriptionId = id(record.jobDescriptionId);
  return resumeId && jobDescriptionId ? { resumeId, jobDescriptionId } : null;
}
