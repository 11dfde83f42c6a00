/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { getDashboardStatsHandlers } from '../handlers/getDashboardStats.ts';
import { listSessionHistoryHandlers } from '../handlers/listSessionHistory.ts';
import { startInterviewHandlers } from '../handlers/startInterview.ts';
import { submitAnswerHandlers } from '../handlers/submitAnswer.ts';
import { submitAudioAnswerHandlers } from '../handlers/submitAudioAnswer.ts';
import { reevaluateAnswerHandlers } from '../handlers/reevaluateAnswer.ts';
import { endInterviewHandlers } from '../handlers/endInterview.ts';
import { getSessionSummaryHandlers } from '../handlers/getSessionSummary.ts';
import { downloadReportHandlers } from '../handlers/downloadReport.ts';

const app = new Hono()
  .get('/api/user/dashboard-stats', ...getDashboardStatsHandlers)
  .get('/api/user/history', ...listSessionHistoryHandlers)
  .post('/api/interview/start', ...startInterviewHandlers)
  .post('/api/interview/submit-answer', ...submitAnswerHandlers)
  .post('/api/interview/submit-audio-answer', ...submitAudioAnswerHandlers)
  .post('/api/interview/answer/:id/reevaluate', ...reevaluateAnswerHandlers)
  .post('/api/interview/:id/end', ...endInterviewHandlers)
  .get('/api/interview/:id/summary', ...getSessionSummaryHandlers)
  .get('/api/report/:id/download', ...downloadReportHandlers);

export default app;
