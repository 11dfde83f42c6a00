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
  ActivityLogPage,
  AdminAnnouncement,
  AdminMetrics,
  AdminSettings,
  AdminTicket,
  AdminTicketDetail,
  AdminTicketPage,
  AdminUser,
  AdminUserDetail,
  AdminUserPage,
  AuditLogPage,
  ConversationEntry,
  DeletionReceipt,
  MessageResponse,
  TicketNote
} from '../model';

import {
  getAdminAddTicketNoteResponseMock,
  getAdminCreateAnnouncementResponseMock,
  getAdminDeleteUserResponseMock,
  getAdminExportActivityLogResponseMock,
  getAdminExportAuditLogResponseMock,
  getAdminGetMetricsResponseMock,
  getAdminGetSettingsResponseMock,
  getAdminGetTicketResponseMock,
  getAdminGetUserResponseMock,
  getAdminListActivityLogResponseMock,
  getAdminListAnnouncementsResponseMock,
  getAdminListAuditLogResponseMock,
  getAdminListTicketsResponseMock,
  getAdminListUsersResponseMock,
  getAdminReplyToTicketResponseMock,
  getAdminResetUserPasswordResponseMock,
  getAdminSuspendUserResponseMock,
  getAdminUnsuspendUserResponseMock,
  getAdminUpdateAnnouncementResponseMock,
  getAdminUpdateSettingsResponseMock,
  getAdminUpdateTicketStatusResponseMock
} from './admin.faker.ts';

export { getAdminGetMetricsResponseMock, getAdminListUsersResponseMock, getAdminGetUserResponseMock, getAdminDeleteUserResponseMock, getAdminResetUserPasswordResponseMock, getAdminSuspendUserResponseMock, getAdminUnsuspendUserResponseMock, getAdminListTicketsResponseMock, getAdminGetTicketResponseMock, getAdminReplyToTicketResponseMock, getAdminAddTicketNoteResponseMock, getAdminUpdateTicketStatusResponseMock, getAdminListAnnouncementsResponseMock, getAdminCreateAnnouncementResponseMock, getAdminUpdateAnnouncementResponseMock, getAdminListAuditLogResponseMock, getAdminExportAuditLogResponseMock, getAdminListActivityLogResponseMock, getAdminExportActivityLogResponseMock, getAdminGetSettingsResponseMock, getAdminUpdateSettingsResponseMock } from './admin.faker.ts';


export const getAdminGetMetricsMockHandler = (overrideResponse?: AdminMetrics | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AdminMetrics> | AdminMetrics), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/metrics', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminGetMetricsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminListUsersMockHandler = (overrideResponse?: AdminUserPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AdminUserPage> | AdminUserPage), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/users', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminListUsersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminGetUserMockHandler = (overrideResponse?: AdminUserDetail | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AdminUserDetail> | AdminUserDetail), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/users/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminGetUserResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminDeleteUserMockHandler = (overrideResponse?: DeletionReceipt | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<DeletionReceipt> | DeletionReceipt), options?: RequestHandlerOptions) => {
  return http.delete('*/api/admin/users/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminDeleteUserResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminResetUserPasswordMockHandler = (overrideResponse?: MessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MessageResponse> | MessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/api/admin/users/:id/reset-password', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminResetUserPasswordResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminSuspendUserMockHandler = (overrideResponse?: AdminUser | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AdminUser> | AdminUser), options?: RequestHandlerOptions) => {
  return http.post('*/api/admin/users/:id/suspend', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminSuspendUserResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminUnsuspendUserMockHandler = (overrideResponse?: AdminUser | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AdminUser> | AdminUser), options?: RequestHandlerOptions) => {
  return http.post('*/api/admin/users/:id/un-suspend', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminUnsuspendUserResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminListTicketsMockHandler = (overrideResponse?: AdminTicketPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AdminTicketPage> | AdminTicketPage), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/support/tickets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminListTicketsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminGetTicketMockHandler = (overrideResponse?: AdminTicketDetail | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AdminTicketDetail> | AdminTicketDetail), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/support/tickets/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminGetTicketResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminReplyToTicketMockHandler = (overrideResponse?: ConversationEntry | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ConversationEntry> | ConversationEntry), options?: RequestHandlerOptions) => {
  return http.post('*/api/admin/support/tickets/:id/responses', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminReplyToTicketResponseMock(),
      { status: 201
      })
  }, options)
}

export const getAdminAddTicketNoteMockHandler = (overrideResponse?: TicketNote | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TicketNote> | TicketNote), options?: RequestHandlerOptions) => {
  return http.post('*/api/admin/support/tickets/:id/notes', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminAddTicketNoteResponseMock(),
      { status: 201
      })
  }, options)
}

export const getAdminUpdateTicketStatusMockHandler = (overrideResponse?: AdminTicket | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<AdminTicket> | AdminTicket), options?: RequestHandlerOptions) => {
  return http.put('*/api/admin/support/tickets/:id/status', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminUpdateTicketStatusResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminListAnnouncementsMockHandler = (overrideResponse?: AdminAnnouncement[] | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AdminAnnouncement[]> | AdminAnnouncement[]), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/announcements', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminListAnnouncementsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminCreateAnnouncementMockHandler = (overrideResponse?: AdminAnnouncement | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AdminAnnouncement> | AdminAnnouncement), options?: RequestHandlerOptions) => {
  return http.post('*/api/admin/announcements', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminCreateAnnouncementResponseMock(),
      { status: 201
      })
  }, options)
}

export const getAdminUpdateAnnouncementMockHandler = (overrideResponse?: AdminAnnouncement | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<AdminAnnouncement> | AdminAnnouncement), options?: RequestHandlerOptions) => {
  return http.put('*/api/admin/announcements/:id', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminUpdateAnnouncementResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminDeleteAnnouncementMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/api/admin/announcements/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getAdminListAuditLogMockHandler = (overrideResponse?: AuditLogPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuditLogPage> | AuditLogPage), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/audit-log', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminListAuditLogResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminExportAuditLogMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/audit-log/export', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const resolvedBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminExportAuditLogResponseMock();
    const textBody = typeof resolvedBody === 'string' ? resolvedBody : JSON.stringify(resolvedBody ?? null);
    return HttpResponse.text(textBody,
      { status: 200, headers: { 'Content-Type': 'text/csv' }
      })
  }, options)
}

export const getAdminListActivityLogMockHandler = (overrideResponse?: ActivityLogPage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ActivityLogPage> | ActivityLogPage), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/activity-log', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminListActivityLogResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminExportActivityLogMockHandler = (overrideResponse?: string | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<string> | string), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/activity-log/export', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const resolvedBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminExportActivityLogResponseMock();
    const textBody = typeof resolvedBody === 'string' ? resolvedBody : JSON.stringify(resolvedBody ?? null);
    return HttpResponse.text(textBody,
      { status: 200, headers: { 'Content-Type': 'text/csv' }
      })
  }, options)
}

export const getAdminGetSettingsMockHandler = (overrideResponse?: AdminSettings | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AdminSettings> | AdminSettings), options?: RequestHandlerOptions) => {
  return http.get('*/api/admin/settings', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminGetSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAdminUpdateSettingsMockHandler = (overrideResponse?: AdminSettings | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<AdminSettings> | AdminSettings), options?: RequestHandlerOptions) => {
  return http.put('*/api/admin/settings', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAdminUpdateSettingsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getAdminMock = () => [
  getAdminGetMetricsMockHandler(),
  getAdminListUsersMockHandler(),
  getAdminGetUserMockHandler(),
  getAdminDeleteUserMockHandler(),
  getAdminResetUserPasswordMockHandler(),
  getAdminSuspendUserMockHandler(),
  getAdminUnsuspendUserMockHandler(),
  getAdminListTicketsMockHandler(),
  getAdminGetTicketMockHandler(),
  getAdminReplyToTicketMockHandler(),
  getAdminAddTicketNoteMockHandler(),
  getAdminUpdateTicketStatusMockHandler(),
  getAdminListAnnouncementsMockHandler(),
  getAdminCreateAnnouncementMockHandler(),
  getAdminUpdateAnnouncementMockHandler(),
  getAdminDeleteAnnouncementMockHandler(),
  getAdminListAuditLogMockHandler(),
  getAdminExportAuditLogMockHandler(),
  getAdminListActivityLogMockHandler(),
  getAdminExportActivityLogMockHandler(),
  getAdminGetSettingsMockHandler(),
  getAdminUpdateSettingsMockHandler()
]
