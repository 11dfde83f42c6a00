/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type VerifyEmailParams = {
/**
 * The single-use verification token from the mail.
 * @minLength 1
 * @maxLength 512
 */
token: string;
};
