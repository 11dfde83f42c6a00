/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}
