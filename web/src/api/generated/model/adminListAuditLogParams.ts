/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { LimitParameter } from './limitParameter.ts';
import type { PageParameter } from './pageParameter.ts';
import type { SearchParameter } from './searchParameter.ts';

export type AdminListAuditLogParams = {
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
};
