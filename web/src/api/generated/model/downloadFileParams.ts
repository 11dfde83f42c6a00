/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type DownloadFileParams = {
/**
 * Expiry of the signed URL, in seconds since the Unix epoch.
 * @minimum 0
 */
expires: number;
/**
 * HMAC-SHA256 of the key and expiry, base64url.
 * @minLength 1
 * @maxLength 256
 */
signature: string;
};
