/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type NotificationStreamEventEvent = typeof NotificationStreamEventEvent[keyof typeof NotificationStreamEventEvent];


export const NotificationStreamEventEvent = {
  unread: 'unread',
  notification: 'notification',
  signed_out: 'signed_out',
} as const;
