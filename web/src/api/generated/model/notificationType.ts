/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type NotificationType = typeof NotificationType[keyof typeof NotificationType];


export const NotificationType = {
  support_ticket_reply: 'support_ticket_reply',
  feature_announcement: 'feature_announcement',
  report_ready: 'report_ready',
  general: 'general',
} as const;
