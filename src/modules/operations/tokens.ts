import { token } from '../../shared/kernel/token.ts';
import type { CheckReadiness } from './application/check-readiness.ts';
import type { GetPublicConfig } from './application/get-public-config.ts';

/** Injection tokens of the operations module's use cases. */
export const OPERATIONS = {
  CheckReadiness: token<CheckReadiness>('operations.CheckReadiness'),
  GetPublicConfig: token<GetPublicConfig>('operations.GetPublicConfig'),
} as const;
