/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { LimitParameter } from './limitParameter.ts';
import type { PageParameter } from './pageParameter.ts';

export type ListAllNotificationsParams = {
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
};
