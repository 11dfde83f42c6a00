/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type ListDevMailboxParams = {
/**
 * Only mails sent to this address (case-insensitive).
 * @maxLength 254
 */
to?: string;
/**
 * Maximum number of mails returned.
 * @minimum 1
 * @maximum 200
 */
limit?: number;
};
