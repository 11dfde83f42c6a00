/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { listDocumentsHandlers } from '../handlers/listDocuments.ts';
import { uploadResumeHandlers } from '../handlers/uploadResume.ts';
import { uploadJobDescriptionHandlers } from '../handlers/uploadJobDescription.ts';
import { setDefaultResumeHandlers } from '../handlers/setDefaultResume.ts';
import { getResumeReadingHandlers } from '../handlers/getResumeReading.ts';
import { correctResumeReadingHandlers } from '../handlers/correctResumeReading.ts';
import { resetResumeReadingHandlers } from '../handlers/resetResumeReading.ts';
import { renameDocumentHandlers } from '../handlers/renameDocument.ts';
import { deleteDocumentHandlers } from '../handlers/deleteDocument.ts';
import { getDocumentDownloadUrlHandlers } from '../handlers/getDocumentDownloadUrl.ts';
import { downloadFileHandlers } from '../handlers/downloadFile.ts';
import { analyzeMatchHandlers } from '../handlers/analyzeMatch.ts';
import { listApplicationsHandlers } from '../handlers/listApplications.ts';
import { createApplicationHandlers } from '../handlers/createApplication.ts';

const app = new Hono()
  .get('/api/user/documents', ...listDocumentsHandlers)
  .post('/api/upload/resume', ...uploadResumeHandlers)
  .post('/api/upload/job', ...uploadJobDescriptionHandlers)
  .put('/api/documents/resumes/:id/default', ...setDefaultResumeHandlers)
  .get('/api/documents/resumes/:id/reading', ...getResumeReadingHandlers)
  .put('/api/documents/resumes/:id/reading', ...correctResumeReadingHandlers)
  .delete('/api/documents/resumes/:id/reading', ...resetResumeReadingHandlers)
  .put('/api/documents/:id/rename', ...renameDocumentHandlers)
  .delete('/api/documents/:id', ...deleteDocumentHandlers)
  .get('/api/documents/:id/download', ...getDocumentDownloadUrlHandlers)
  .get('/api/files/:key', ...downloadFileHandlers)
  .post('/api/user/analyze-match', ...analyzeMatchHandlers)
  .get('/api/applications', ...listApplicationsHandlers)
  .post('/api/applications', ...createApplicationHandlers);

export default app;
