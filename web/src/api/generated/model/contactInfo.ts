/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ContactInfo {
  /** @nullable */
  name: string | null;
  /** @nullable */
  email: string | null;
  /** @nullable */
  phone: string | null;
  /** @nullable */
  linkedin: string | null;
  /** @nullable */
  website: string | null;
  /** @nullable */
  location: string | null;
}
