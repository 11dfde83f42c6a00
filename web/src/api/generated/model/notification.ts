/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { NotificationType } from './notificationType.ts';

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  is_read: boolean;
  /**
     * In-app path to open on click (e.g. `/settings/support/{ticketId}`); null opens the detail dialog.
     * @nullable
     */
  link_url: string | null;
  created_at: string;
}
