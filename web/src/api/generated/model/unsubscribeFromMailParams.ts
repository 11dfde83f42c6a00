/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type UnsubscribeFromMailParams = {
/**
 * The token from the mail's link.
 * @minLength 1
 * @maxLength 200
 */
token: string;
};
