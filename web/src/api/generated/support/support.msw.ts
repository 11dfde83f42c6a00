/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  ActiveAnnouncement,
  ConversationEntry,
  MarkReadResult,
  MessageResponse,
  Notification,
  NotificationList,
  NotificationPreferences,
  NotificationStreamEvent,
  SupportTicket,
  TicketDetail,
  UnsubscribeResult
} from '../model';

import {
  getCreateTicketResponseMock,
  getGetMyTicketResponseMock,
  getGetNotificationPreferencesResponseMock,
  getListActiveAnnouncementsResponseMock,
  getListAllNotificationsResponseMock,
  getListLatestNotificationsResponseMock,
  getListMyTicketsResponseMock,
  getMarkAllNotificationsReadResponseMock,
  getMarkNotificationReadResponseMock,
  getMarkNotificationsReadResponseMock,
  getReplyToTicketResponseMock,
  getStreamNotificationsResponseMock,
  getSubmitContactFormResponseMock,
  getSubmitFeedbackResponseMock,
  getUnsubscribeFromMailResponseMock,
  getUpdateNotificationPreferencesResponseMock
} from './support.faker.ts';

export { getListLatestNotificationsResponseMock, getMarkNotificationsReadResponseMock, getListAllNotificationsResponseMock, getStreamNotificationsResponseMock, getMarkNotificationReadResponseMock, getMarkAllNotificationsReadResponseMock, getGetNotificationPreferencesResponseMock, getUpdateNotificationPreferencesResponseMock, getUnsubscribeFromMailResponseMock, getListMyTicketsResponseMock, getCreateTicketResponseMock, getGetMyTicketResponseMock, getReplyToTicketResponseMock, getSubmitFeedbackResponseMock, getSubmitContactFormResponseMock, getListActiveAnnouncementsResponseMock } from './support.faker.ts';


export const getListLatestNotificationsMockHandler = (overrideResponse?: NotificationList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<NotificationList> | NotificationList), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/notifications', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLatestNotificationsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getMarkNotificationsReadMockHandler = (overrideResponse?: MarkReadResult | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<MarkReadResult> | MarkReadResult), options?: RequestHandlerOptions) => {
  return http.put('*/api/user/notifications', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMarkNotificationsReadResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAllNotificationsMockHandler = (overrideResponse?: NotificationList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<NotificationList> | NotificationList), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/notifications/all', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAllNotificationsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStreamNotificationsMockHandler = (overrideResponse?: NotificationStreamEvent | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<NotificationStreamEvent> | NotificationStreamEvent), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/notifications/stream', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStreamNotificationsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getMarkNotificationReadMockHandler = (overrideResponse?: Notification | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Notification> | Notification), options?: RequestHandlerOptions) => {
  return http.post('*/api/user/notifications/:id/read', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMarkNotificationReadResponseMock(),
      { status: 200
      })
  }, options)
}

export const getMarkAllNotificationsReadMockHandler = (overrideResponse?: MarkReadResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MarkReadResult> | MarkReadResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/user/notifications/read-all', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMarkAllNotificationsReadResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetNotificationPreferencesMockHandler = (overrideResponse?: NotificationPreferences | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<NotificationPreferences> | NotificationPreferences), options?: RequestHandlerOptions) => {
  return http.get('*/api/user/notification-preferences', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetNotificationPreferencesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateNotificationPreferencesMockHandler = (overrideResponse?: NotificationPreferences | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<NotificationPreferences> | NotificationPreferences), options?: RequestHandlerOptions) => {
  return http.put('*/api/user/notification-preferences', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateNotificationPreferencesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUnsubscribeFromMailMockHandler = (overrideResponse?: UnsubscribeResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<UnsubscribeResult> | UnsubscribeResult), options?: RequestHandlerOptions) => {
  return http.post('*/api/notifications/unsubscribe', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUnsubscribeFromMailResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMyTicketsMockHandler = (overrideResponse?: SupportTicket[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SupportTicket[]> | SupportTicket[]), options?: RequestHandlerOptions) => {
  return http.get('*/api/support/tickets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMyTicketsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateTicketMockHandler = (overrideResponse?: SupportTicket | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SupportTicket> | SupportTicket), options?: RequestHandlerOptions) => {
  return http.post('*/api/support/tickets', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateTicketResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetMyTicketMockHandler = (overrideResponse?: TicketDetail | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TicketDetail> | TicketDetail), options?: RequestHandlerOptions) => {
  return http.get('*/api/support/tickets/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMyTicketResponseMock(),
      { status: 200
      })
  }, options)
}

export const getReplyToTicketMockHandler = (overrideResponse?: ConversationEntry | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ConversationEntry> | ConversationEntry), options?: RequestHandlerOptions) => {
  return http.post('*/api/support/tickets/:id/responses', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getReplyToTicketResponseMock(),
      { status: 201
      })
  }, options)
}

export const getSubmitFeedbackMockHandler = (overrideResponse?: MessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MessageResponse> | MessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/support/feedback', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSubmitFeedbackResponseMock(),
      { status: 201
      })
  }, options)
}

export const getSubmitContactFormMockHandler = (overrideResponse?: MessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MessageResponse> | MessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/contact/support', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSubmitContactFormResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListActiveAnnouncementsMockHandler = (overrideResponse?: ActiveAnnouncement[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ActiveAnnouncement[]> | ActiveAnnouncement[]), options?: RequestHandlerOptions) => {
  return http.get('*/api/announcements/active', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListActiveAnnouncementsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getSupportMock = () => [
  getListLatestNotificationsMockHandler(),
  getMarkNotificationsReadMockHandler(),
  getListAllNotificationsMockHandler(),
  getStreamNotificationsMockHandler(),
  getMarkNotificationReadMockHandler(),
  getMarkAllNotificationsReadMockHandler(),
  getGetNotificationPreferencesMockHandler(),
  getUpdateNotificationPreferencesMockHandler(),
  getUnsubscribeFromMailMockHandler(),
  getListMyTicketsMockHandler(),
  getCreateTicketMockHandler(),
  getGetMyTicketMockHandler(),
  getReplyToTicketMockHandler(),
  getSubmitFeedbackMockHandler(),
  getSubmitContactFormMockHandler(),
  getListActiveAnnouncementsMockHandler()
]
