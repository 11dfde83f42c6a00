/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type ListLatestNotificationsParams = {
/**
 * How many notifications to return.
 * @minimum 1
 * @maximum 50
 */
limit?: number;
};
