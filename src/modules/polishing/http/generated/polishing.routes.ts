/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { streamResumePolishHandlers } from '../handlers/streamResumePolish.ts';
import { polishExperienceHandlers } from '../handlers/polishExperience.ts';
import { savePolishedResumeHandlers } from '../handlers/savePolishedResume.ts';
import { exportPolishedResumeHandlers } from '../handlers/exportPolishedResume.ts';

const app = new Hono()
  .get('/api/resume/polish-stream', ...streamResumePolishHandlers)
  .post('/api/resume/polish-experience', ...polishExperienceHandlers)
  .post('/api/resume/save-polished', ...savePolishedResumeHandlers)
  .post('/api/resume/export-polished', ...exportPolishedResumeHandlers);

export default app;
