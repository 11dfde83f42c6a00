/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const listLatestNotificationsQueryLimitDefault = 5;
export const listLatestNotificationsQueryLimitMax = 50;



export const ListLatestNotificationsQueryParams = zod.object({
  "limit": zod.coerce.number().int().min(1).max(listLatestNotificationsQueryLimitMax).default(listLatestNotificationsQueryLimitDefault).describe('How many notifications to return.')
})

export const listLatestNotificationsResponseUnreadCountMin = 0;



export const ListLatestNotificationsResponse = zod.object({
  "notifications": zod.array(zod.object({
  "id": zod.uuid(),
  "type": zod.enum(['support_ticket_reply', 'feature_announcement', 'report_ready', 'general']),
  "title": zod.string(),
  "body": zod.string(),
  "is_read": zod.boolean(),
  "link_url": zod.string().nullable().describe('In-app path to open on click (e.g. `/settings/support/{ticketId}`); null opens the detail dialog.'),
  "created_at": zod.iso.datetime({"offset":true})
})),
  "unreadCount": zod.int().min(listLatestNotificationsResponseUnreadCountMin).describe('Unread notifications in total (not only in this list).'),
  "hasMore": zod.boolean().optional().describe('Present on the paged list; true when a further page exists.')
})


export const markNotificationsReadBodyIdsMax = 100;



export const MarkNotificationsReadBody = zod.object({
  "ids": zod.array(zod.uuid()).min(1).max(markNotificationsReadBodyIdsMax)
})

export const markNotificationsReadResponseUpdatedMin = 0;

export const markNotificationsReadResponseUnreadCountMin = 0;



export const MarkNotificationsReadResponse = zod.object({
  "updated": zod.int().min(markNotificationsReadResponseUpdatedMin).describe('How many notifications changed from unread to read.'),
  "unreadCount": zod.int().min(markNotificationsReadResponseUnreadCountMin)
})


export const listAllNotificationsQueryPageDefault = 1;

export const listAllNotificationsQueryLimitDefault = 20;
export const listAllNotificationsQueryLimitMax = 100;



export const ListAllNotificationsQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(listAllNotificationsQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(listAllNotificationsQueryLimitMax).default(listAllNotificationsQueryLimitDefault).describe('Page size.')
})

export const listAllNotificationsResponseUnreadCountMin = 0;



export const ListAllNotificationsResponse = zod.object({
  "notifications": zod.array(zod.object({
  "id": zod.uuid(),
  "type": zod.enum(['support_ticket_reply', 'feature_announcement', 'report_ready', 'general']),
  "title": zod.string(),
  "body": zod.string(),
  "is_read": zod.boolean(),
  "link_url": zod.string().nullable().describe('In-app path to open on click (e.g. `/settings/support/{ticketId}`); null opens the detail dialog.'),
  "created_at": zod.iso.datetime({"offset":true})
})),
  "unreadCount": zod.int().min(listAllNotificationsResponseUnreadCountMin).describe('Unread notifications in total (not only in this list).'),
  "hasMore": zod.boolean().optional().describe('Present on the paged list; true when a further page exists.')
})


export const streamNotificationsHeaderLastEventIDMax = 40;



export const StreamNotificationsHeader = zod.object({
  "Last-Event-ID": zod.string().max(streamNotificationsHeaderLastEventIDMax).optional().describe('The `id` of the last event received; notifications after it are sent first.')
})

export const StreamNotificationsResponse = zod.unknown()


export const MarkNotificationReadParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const MarkNotificationReadResponse = zod.object({
  "id": zod.uuid(),
  "type": zod.enum(['support_ticket_reply', 'feature_announcement', 'report_ready', 'general']),
  "title": zod.string(),
  "body": zod.string(),
  "is_read": zod.boolean(),
  "link_url": zod.string().nullable().describe('In-app path to open on click (e.g. `/settings/support/{ticketId}`); null opens the detail dialog.'),
  "created_at": zod.iso.datetime({"offset":true})
})


export const markAllNotificationsReadResponseUpdatedMin = 0;

export const markAllNotificationsReadResponseUnreadCountMin = 0;



export const MarkAllNotificationsReadResponse = zod.object({
  "updated": zod.int().min(markAllNotificationsReadResponseUpdatedMin).describe('How many notifications changed from unread to read.'),
  "unreadCount": zod.int().min(markAllNotificationsReadResponseUnreadCountMin)
})


export const GetNotificationPreferencesResponse = zod.object({
  "wants_progress_reports": zod.boolean(),
  "wants_product_updates": zod.boolean(),
  "wants_session_complete_notify": zod.boolean()
})


export const UpdateNotificationPreferencesBody = zod.object({
  "wants_progress_reports": zod.boolean(),
  "wants_product_updates": zod.boolean(),
  "wants_session_complete_notify": zod.boolean()
})

export const UpdateNotificationPreferencesResponse = zod.object({
  "wants_progress_reports": zod.boolean(),
  "wants_product_updates": zod.boolean(),
  "wants_session_complete_notify": zod.boolean()
})


export const unsubscribeFromMailQueryTokenMax = 200;



export const UnsubscribeFromMailQueryParams = zod.object({
  "token": zod.coerce.string().min(1).max(unsubscribeFromMailQueryTokenMax).describe('The token from the mail\'s link.')
})

export const UnsubscribeFromMailBody = zod.object({
  "List-Unsubscribe": zod.enum(['One-Click']).optional()
}).describe('What a mail client posts for RFC 8058 one-click unsubscribe; optional.')

export const UnsubscribeFromMailResponse = zod.object({
  "message": zod.string(),
  "preference": zod.enum(['wants_progress_reports', 'wants_product_updates', 'wants_session_complete_notify'])
})


export const ListMyTicketsResponseItem = zod.object({
  "id": zod.uuid(),
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string(),
  "status": zod.enum(['Open', 'Resolved']),
  "created_at": zod.iso.datetime({"offset":true}),
  "updated_at": zod.iso.datetime({"offset":true})
})
export const ListMyTicketsResponse = zod.array(ListMyTicketsResponseItem)


export const createTicketBodyMessageMax = 5000;



export const CreateTicketBody = zod.object({
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string().min(1).max(createTicketBodyMessageMax)
})

export const CreateTicketResponse = zod.object({
  "id": zod.uuid(),
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string(),
  "status": zod.enum(['Open', 'Resolved']),
  "created_at": zod.iso.datetime({"offset":true}),
  "updated_at": zod.iso.datetime({"offset":true})
})


export const GetMyTicketParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const GetMyTicketResponse = zod.object({
  "ticket": zod.object({
  "id": zod.uuid(),
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string(),
  "status": zod.enum(['Open', 'Resolved']),
  "created_at": zod.iso.datetime({"offset":true}),
  "updated_at": zod.iso.datetime({"offset":true})
}),
  "conversation": zod.array(zod.object({
  "id": zod.uuid(),
  "author_role": zod.enum(['user', 'support', 'admin']),
  "author_name": zod.string(),
  "response": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
}))
})


export const ReplyToTicketParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const replyToTicketBodyResponseMax = 5000;



export const ReplyToTicketBody = zod.object({
  "response": zod.string().min(1).max(replyToTicketBodyResponseMax).describe('Must not be blank after trimming.')
})

export const ReplyToTicketResponse = zod.object({
  "id": zod.uuid(),
  "author_role": zod.enum(['user', 'support', 'admin']),
  "author_name": zod.string(),
  "response": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
})


export const submitFeedbackBodyMessageMax = 5000;



export const SubmitFeedbackBody = zod.object({
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string().min(1).max(submitFeedbackBodyMessageMax).describe('Must not be blank after trimming (\'Please enter a message.\').')
})

export const SubmitFeedbackResponse = zod.object({
  "message": zod.string()
})


export const submitContactFormBodyNameMax = 200;

export const submitContactFormBodyEmailMax = 254;

export const submitContactFormBodyMessageMax = 5000;



export const SubmitContactFormBody = zod.object({
  "name": zod.string().min(1).max(submitContactFormBodyNameMax),
  "email": zod.email().max(submitContactFormBodyEmailMax),
  "message": zod.string().min(1).max(submitContactFormBodyMessageMax)
})

export const SubmitContactFormResponse = zod.object({
  "message": zod.string()
})


export const ListActiveAnnouncementsResponseItem = zod.object({
  "id": zod.uuid(),
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string()
})
export const ListActiveAnnouncementsResponse = zod.array(ListActiveAnnouncementsResponseItem)

