/**
 * What /documents shows on arrival, carried in navigation state by the screen that sent the user
 * there: an error (e.g. /polish-resume without its documents: 'Please select a resume and a job
 * description to polish.') or a success message ('Polished resume saved successfully!').
 */
export type DocumentsNotice = { error?: string; success?: string };

/** Navigation state /polish-resume expects (spec: AI Resume Polish input). */
export type PolishResumeState = { resumeId: string; jobDescriptionId: string };

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function readDocumentsNotice(state: unknown): { error: string | null; success: string | null } {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return { error: text(record.error), success: text(record.success) };
}
