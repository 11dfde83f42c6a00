/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface Education {
  degree: string;
  /** @nullable */
  major: string | null;
  university: string;
  /** @nullable */
  graduationDate?: string | null;
}
