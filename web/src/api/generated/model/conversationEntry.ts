/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AuthorRole } from './authorRole.ts';

export interface ConversationEntry {
  id: string;
  author_role: AuthorRole;
  author_name: string;
  response: string;
  created_at: string;
}
