import type { ReportRequest, SessionReport } from '../domain/report.ts';

export interface ReportWriter {
  /**
   * A finished session's skill scores (always 'Technical Skills' and 'Communication', out of 10)
   * and its improvement roadmap (markdown, ordered actions naming the answers that showed each
   * gap). Failed evaluations are left out. Rejects with ProviderUnavailableError when a remote
   * provider fails.
   */
  write(request: ReportRequest): Promise<SessionReport>;
}
