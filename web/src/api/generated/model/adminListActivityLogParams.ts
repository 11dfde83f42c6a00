/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FromParameter } from './fromParameter.ts';
import type { LimitParameter } from './limitParameter.ts';
import type { PageParameter } from './pageParameter.ts';
import type { SearchParameter } from './searchParameter.ts';
import type { ToParameter } from './toParameter.ts';

export type AdminListActivityLogParams = {
/**
 * Page number, from 1.
 * @minimum 1
 */
page?: PageParameter;
/**
 * Page size.
 * @minimum 1
 * @maximum 100
 */
limit?: LimitParameter;
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
