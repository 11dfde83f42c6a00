/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FromParameter } from './fromParameter.ts';
import type { SearchParameter } from './searchParameter.ts';
import type { ToParameter } from './toParameter.ts';

export type AdminExportActivityLogParams = {
/**
 * Case-insensitive substring to look for.
 * @maxLength 200
 */
search?: SearchParameter;
/**
 * Only entries at or after this instant.
 */
from?: FromParameter;
/**
 * Only entries before this instant.
 */
to?: ToParameter;
/**
 * Only events of this kind (e.g. `login.failed`).
 * @maxLength 60
 */
event?: string;
/**
 * Only events of this user.
 */
userId?: string;
};
