/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface NotificationPreferences {
  wants_progress_reports: boolean;
  wants_product_updates: boolean;
  wants_session_complete_notify: boolean;
}
