import { token } from '../../shared/kernel/token.ts';
import type { CheckReadiness } from './application/check-readiness.ts';
import type { GetPublicConfig } from './application/get-public-config.ts';
import type { RecordClientError } from './application/record-client-error.ts';

/** Injection tokens of the operations module's use cases. */
export const OPERATIONS = {
  CheckReadiness: token<CheckReadiness>('operations.CheckReadiness'),
  GetPublicConfig: token<GetPublicConfig>('operations.GetPublicConfig'),
  RecordClientError: token<RecordClientError>('operations.RecordClientError'),
} as const;
