/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface DownloadUrl {
  /** Signed URL, valid for a few minutes. */
  url: string;
}
