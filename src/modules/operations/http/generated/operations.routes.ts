/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { getHealthHandlers } from '../handlers/getHealth.ts';
import { getReadinessHandlers } from '../handlers/getReadiness.ts';
import { reportClientErrorHandlers } from '../handlers/reportClientError.ts';
import { getPublicConfigHandlers } from '../handlers/getPublicConfig.ts';

const app = new Hono()
  .get('/api/health', ...getHealthHandlers)
  .get('/api/ready', ...getReadinessHandlers)
  .post('/api/client-errors', ...reportClientErrorHandlers)
  .get('/api/config', ...getPublicConfigHandlers);

export default app;
