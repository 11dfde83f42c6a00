/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { InterviewType } from './interviewType.ts';
import type { ListSessionHistoryDateRange } from './listSessionHistoryDateRange.ts';

export type ListSessionHistoryParams = {
/**
 * Page number, from 1.
 * @minimum 1
 */
page?: number;
/**
 * Page size.
 * @minimum 1
 * @maximum 50
 */
limit?: number;
/**
 * Only sessions created within this range.
 */
dateRange?: ListSessionHistoryDateRange;
/**
 * Only sessions of this interview type.
 */
type?: InterviewType;
/**
 * Case-insensitive substring of the session title.
 * @maxLength 200
 */
search?: string;
};
