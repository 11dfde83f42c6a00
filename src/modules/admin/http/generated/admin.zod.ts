/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const adminGetMetricsResponseUsersTotalMin = 0;

export const adminGetMetricsResponseUsersNewLast7DaysMin = 0;

export const adminGetMetricsResponseUsersNewLast30DaysMin = 0;

export const adminGetMetricsResponseUsersActiveLast30DaysMin = 0;

export const adminGetMetricsResponseUsersVerifiedShareMin = 0;
export const adminGetMetricsResponseUsersVerifiedShareMax = 1;

export const adminGetMetricsResponseRevenuePayingByPlanProMin = 0;

export const adminGetMetricsResponseRevenuePayingByPlanPremiumMin = 0;

export const adminGetMetricsResponseRevenueMonthlyRecurringRevenueCentsMin = 0;

export const adminGetMetricsResponseRevenueCancellingMin = 0;

export const adminGetMetricsResponseRevenueCancellingMonthlyRevenueCentsMin = 0;

export const adminGetMetricsResponseRevenueTrialingMin = 0;

export const adminGetMetricsResponseSessionsTotalMin = 0;

export const adminGetMetricsResponseSessionsPerDayItemCountMin = 0;

export const adminGetMetricsResponseSessionsAverageScoreMin = 0;
export const adminGetMetricsResponseSessionsAverageScoreMax = 10;

export const adminGetMetricsResponsePolishRunsLast30DaysMin = 0;

export const adminGetMetricsResponseTicketsOpenMin = 0;

export const adminGetMetricsResponseTicketsOldestOpenAgeSecondsMin = 0;

export const adminGetMetricsResponseEvaluationsFailedLast30DaysMin = 0;

export const adminGetMetricsResponseQueueDepthMin = 0;

export const adminGetMetricsResponseQueueDeadLettersMin = 0;



export const AdminGetMetricsResponse = zod.object({
  "users": zod.object({
  "total": zod.int().min(adminGetMetricsResponseUsersTotalMin),
  "newLast7Days": zod.int().min(adminGetMetricsResponseUsersNewLast7DaysMin),
  "newLast30Days": zod.int().min(adminGetMetricsResponseUsersNewLast30DaysMin),
  "activeLast30Days": zod.int().min(adminGetMetricsResponseUsersActiveLast30DaysMin).describe('Signed in within the last 30 days.'),
  "verifiedShare": zod.number().min(adminGetMetricsResponseUsersVerifiedShareMin).max(adminGetMetricsResponseUsersVerifiedShareMax).describe('Share of accounts with a verified e-mail (0 when there are none).')
}),
  "revenue": zod.object({
  "payingByPlan": zod.object({
  "Pro": zod.int().min(adminGetMetricsResponseRevenuePayingByPlanProMin),
  "Premium": zod.int().min(adminGetMetricsResponseRevenuePayingByPlanPremiumMin)
}),
  "monthlyRecurringRevenueCents": zod.int().min(adminGetMetricsResponseRevenueMonthlyRecurringRevenueCentsMin).describe('What active paid subscriptions bill per month, in cents: each at its price after the discount it carries while that discount lasts, an annual price counted at a twelfth. Subscriptions set to end with their period still bill it and are included.'),
  "cancelling": zod.int().min(adminGetMetricsResponseRevenueCancellingMin).describe('Active paid subscriptions set to end with their current period.'),
  "cancellingMonthlyRevenueCents": zod.int().min(adminGetMetricsResponseRevenueCancellingMonthlyRevenueCentsMin).describe('The part of monthlyRecurringRevenueCents that those cancelling subscriptions bill: it goes away when their periods end.'),
  "trialing": zod.int().min(adminGetMetricsResponseRevenueTrialingMin).describe('Accounts in their Pro trial now, without a paid subscription.')
}),
  "sessions": zod.object({
  "total": zod.int().min(adminGetMetricsResponseSessionsTotalMin),
  "perDay": zod.array(zod.object({
  "date": zod.iso.date(),
  "count": zod.int().min(adminGetMetricsResponseSessionsPerDayItemCountMin)
})).describe('Interview sessions started on each of the last 30 days (UTC), oldest first, days without any included.'),
  "averageScore": zod.number().min(adminGetMetricsResponseSessionsAverageScoreMin).max(adminGetMetricsResponseSessionsAverageScoreMax).nullable().describe('Average score of scored sessions in the last 30 days; null when none.')
}),
  "polish": zod.object({
  "runsLast30Days": zod.int().min(adminGetMetricsResponsePolishRunsLast30DaysMin)
}),
  "tickets": zod.object({
  "open": zod.int().min(adminGetMetricsResponseTicketsOpenMin),
  "oldestOpenAgeSeconds": zod.int().min(adminGetMetricsResponseTicketsOldestOpenAgeSecondsMin).nullable().describe('Age of the oldest Open ticket; null when none is open.')
}),
  "evaluations": zod.object({
  "failedLast30Days": zod.int().min(adminGetMetricsResponseEvaluationsFailedLast30DaysMin).describe('Answer evaluations that failed for good in the last 30 days.')
}),
  "queue": zod.object({
  "depth": zod.int().min(adminGetMetricsResponseQueueDepthMin),
  "deadLetters": zod.int().min(adminGetMetricsResponseQueueDeadLettersMin)
}),
  "generated_at": zod.iso.datetime({"offset":true})
})


export const adminListUsersQueryPageDefault = 1;

export const adminListUsersQueryLimitDefault = 20;
export const adminListUsersQueryLimitMax = 100;

export const adminListUsersQuerySearchMax = 200;



export const AdminListUsersQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(adminListUsersQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(adminListUsersQueryLimitMax).default(adminListUsersQueryLimitDefault).describe('Page size.'),
  "search": zod.coerce.string().max(adminListUsersQuerySearchMax).optional().describe('Case-insensitive substring to look for.')
})



export const adminListUsersResponseTotalMin = 0;

export const adminListUsersResponseTotalPagesMin = 0;



export const AdminListUsersResponse = zod.object({
  "users": zod.array(zod.object({
  "id": zod.uuid(),
  "name": zod.string(),
  "email": zod.email(),
  "role": zod.enum(['user', 'admin', 'support']),
  "status": zod.enum(['active', 'suspended']),
  "planName": zod.enum(['Free', 'Pro', 'Premium']),
  "email_verified": zod.boolean(),
  "created_at": zod.iso.datetime({"offset":true}),
  "last_login_at": zod.iso.datetime({"offset":true}).nullable()
})),
  "page": zod.int().min(1),
  "limit": zod.int().min(1),
  "total": zod.int().min(adminListUsersResponseTotalMin).describe('Rows the filters select; exact unless `totalCapped`, then a lower bound.'),
  "totalCapped": zod.boolean().describe('True when counting stopped before the last matching row, so `total` and `totalPages` are "at least".'),
  "totalPages": zod.int().min(adminListUsersResponseTotalPagesMin).describe('Pages of `limit` rows in `total`; a lower bound when `totalCapped`.'),
  "hasMore": zod.boolean().describe('A page after this one has rows.')
}).describe('One page of the list. Counting stops: `total` is exact while `totalCapped` is false;\notherwise at least that many rows match (the count stops 1,000 rows past the start of\nthis page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.\n')


export const AdminGetUserParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminGetUserResponseCountsDocumentsMin = 0;

export const adminGetUserResponseCountsSessionsMin = 0;

export const adminGetUserResponseCountsTicketsMin = 0;



export const AdminGetUserResponse = zod.object({
  "user": zod.object({
  "id": zod.uuid(),
  "name": zod.string(),
  "email": zod.email(),
  "role": zod.enum(['user', 'admin', 'support']),
  "status": zod.enum(['active', 'suspended']),
  "planName": zod.enum(['Free', 'Pro', 'Premium']),
  "email_verified": zod.boolean(),
  "created_at": zod.iso.datetime({"offset":true}),
  "last_login_at": zod.iso.datetime({"offset":true}).nullable()
}),
  "subscription": zod.object({
  "planName": zod.enum(['Free', 'Pro', 'Premium']),
  "status": zod.string().nullable(),
  "current_period_end": zod.iso.datetime({"offset":true}).nullable(),
  "cancel_at_period_end": zod.boolean(),
  "trial_ends_at": zod.iso.datetime({"offset":true}).nullable()
}),
  "counts": zod.object({
  "documents": zod.int().min(adminGetUserResponseCountsDocumentsMin),
  "sessions": zod.int().min(adminGetUserResponseCountsSessionsMin),
  "tickets": zod.int().min(adminGetUserResponseCountsTicketsMin)
}),
  "recentActivity": zod.array(zod.object({
  "id": zod.uuid(),
  "user_id": zod.uuid().nullable().describe('Null when the user was deleted since.'),
  "user_email": zod.string().nullable(),
  "event": zod.string().describe('e.g. `signup`, `login`, `document.upload`, `interview.start`, `interview.complete`, `resume.polish`, `plan.change`.'),
  "metadata": zod.record(zod.string(), zod.unknown()).describe('Event-specific details (never secrets or document text).'),
  "created_at": zod.iso.datetime({"offset":true})
})).describe('The person\'s 10 newest activity events.')
})


export const AdminDeleteUserParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminDeleteUserBodyReasonMin = 3;
export const adminDeleteUserBodyReasonMax = 500;

export const adminDeleteUserBodyConfirmEmailMax = 254;



export const AdminDeleteUserBody = zod.object({
  "reason": zod.string().min(adminDeleteUserBodyReasonMin).max(adminDeleteUserBodyReasonMax),
  "confirmEmail": zod.string().max(adminDeleteUserBodyConfirmEmailMax).describe('The person\'s e-mail, typed by the admin (case-insensitive); anything else is refused with 400.')
})

export const adminDeleteUserResponseRemovedDocumentsMin = 0;

export const adminDeleteUserResponseRemovedStoredFilesMin = 0;

export const adminDeleteUserResponseRemovedSessionsMin = 0;

export const adminDeleteUserResponseRemovedTicketsMin = 0;

export const adminDeleteUserResponseRemovedNotificationsMin = 0;



export const AdminDeleteUserResponse = zod.object({
  "userId": zod.uuid(),
  "deletedAt": zod.iso.datetime({"offset":true}),
  "removed": zod.object({
  "documents": zod.int().min(adminDeleteUserResponseRemovedDocumentsMin),
  "storedFiles": zod.int().min(adminDeleteUserResponseRemovedStoredFilesMin).describe('Objects removed from file storage - every document\'s file, every spoken question\'s audio and every sandbox invoice PDF.'),
  "sessions": zod.int().min(adminDeleteUserResponseRemovedSessionsMin),
  "tickets": zod.int().min(adminDeleteUserResponseRemovedTicketsMin),
  "notifications": zod.int().min(adminDeleteUserResponseRemovedNotificationsMin),
  "subscriptionCancelled": zod.boolean().describe('A paid subscription was cancelled at the payment provider.')
})
})


export const AdminResetUserPasswordParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminResetUserPasswordBodyReasonMin = 3;
export const adminResetUserPasswordBodyReasonMax = 500;



export const AdminResetUserPasswordBody = zod.object({
  "reason": zod.string().min(adminResetUserPasswordBodyReasonMin).max(adminResetUserPasswordBodyReasonMax).describe('Why; kept in the audit log. Must not be blank after trimming.')
})

export const AdminResetUserPasswordResponse = zod.object({
  "message": zod.string()
})


export const AdminSuspendUserParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminSuspendUserBodyReasonMin = 3;
export const adminSuspendUserBodyReasonMax = 500;



export const AdminSuspendUserBody = zod.object({
  "reason": zod.string().min(adminSuspendUserBodyReasonMin).max(adminSuspendUserBodyReasonMax).describe('Why; kept in the audit log. Must not be blank after trimming.')
})

export const AdminSuspendUserResponse = zod.object({
  "id": zod.uuid(),
  "name": zod.string(),
  "email": zod.email(),
  "role": zod.enum(['user', 'admin', 'support']),
  "status": zod.enum(['active', 'suspended']),
  "planName": zod.enum(['Free', 'Pro', 'Premium']),
  "email_verified": zod.boolean(),
  "created_at": zod.iso.datetime({"offset":true}),
  "last_login_at": zod.iso.datetime({"offset":true}).nullable()
})


export const AdminUnsuspendUserParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminUnsuspendUserBodyReasonMax = 500;



export const AdminUnsuspendUserBody = zod.object({
  "reason": zod.string().max(adminUnsuspendUserBodyReasonMax).optional()
})

export const AdminUnsuspendUserResponse = zod.object({
  "id": zod.uuid(),
  "name": zod.string(),
  "email": zod.email(),
  "role": zod.enum(['user', 'admin', 'support']),
  "status": zod.enum(['active', 'suspended']),
  "planName": zod.enum(['Free', 'Pro', 'Premium']),
  "email_verified": zod.boolean(),
  "created_at": zod.iso.datetime({"offset":true}),
  "last_login_at": zod.iso.datetime({"offset":true}).nullable()
})


export const adminListTicketsQueryPageDefault = 1;

export const adminListTicketsQueryLimitDefault = 20;
export const adminListTicketsQueryLimitMax = 100;

export const adminListTicketsQuerySearchMax = 200;



export const AdminListTicketsQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(adminListTicketsQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(adminListTicketsQueryLimitMax).default(adminListTicketsQueryLimitDefault).describe('Page size.'),
  "search": zod.coerce.string().max(adminListTicketsQuerySearchMax).optional().describe('Case-insensitive substring to look for.'),
  "status": zod.enum(['Open', 'Resolved']).optional().describe('Only tickets with this status.')
})



export const adminListTicketsResponseTotalMin = 0;

export const adminListTicketsResponseTotalPagesMin = 0;



export const AdminListTicketsResponse = zod.object({
  "tickets": zod.array(zod.object({
  "id": zod.uuid(),
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string(),
  "status": zod.enum(['Open', 'Resolved']),
  "created_at": zod.iso.datetime({"offset":true}),
  "updated_at": zod.iso.datetime({"offset":true}),
  "user_id": zod.uuid(),
  "user_name": zod.string(),
  "user_email": zod.email()
})),
  "page": zod.int().min(1),
  "limit": zod.int().min(1),
  "total": zod.int().min(adminListTicketsResponseTotalMin).describe('Rows the filters select; exact unless `totalCapped`, then a lower bound.'),
  "totalCapped": zod.boolean().describe('True when counting stopped before the last matching row, so `total` and `totalPages` are "at least".'),
  "totalPages": zod.int().min(adminListTicketsResponseTotalPagesMin).describe('Pages of `limit` rows in `total`; a lower bound when `totalCapped`.'),
  "hasMore": zod.boolean().describe('A page after this one has rows.')
}).describe('One page of the list. Counting stops: `total` is exact while `totalCapped` is false;\notherwise at least that many rows match (the count stops 1,000 rows past the start of\nthis page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.\n')


export const AdminGetTicketParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const AdminGetTicketResponse = zod.object({
  "notes": zod.array(zod.object({
  "id": zod.uuid(),
  "author_name": zod.string(),
  "author_role": zod.enum(['support', 'admin']),
  "note": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
})).describe('Internal notes, oldest first; never shown to the person.'),
  "ticket": zod.object({
  "id": zod.uuid(),
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string(),
  "status": zod.enum(['Open', 'Resolved']),
  "created_at": zod.iso.datetime({"offset":true}),
  "updated_at": zod.iso.datetime({"offset":true})
}),
  "user": zod.object({
  "id": zod.uuid(),
  "name": zod.string(),
  "email": zod.email()
}),
  "conversation": zod.array(zod.object({
  "id": zod.uuid(),
  "author_role": zod.enum(['user', 'support', 'admin']),
  "author_name": zod.string(),
  "response": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
}))
})


export const AdminReplyToTicketParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminReplyToTicketBodyResponseMax = 5000;



export const AdminReplyToTicketBody = zod.object({
  "response": zod.string().min(1).max(adminReplyToTicketBodyResponseMax).describe('Must not be blank after trimming.')
})

export const AdminReplyToTicketResponse = zod.object({
  "id": zod.uuid(),
  "author_role": zod.enum(['user', 'support', 'admin']),
  "author_name": zod.string(),
  "response": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
})


export const AdminAddTicketNoteParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminAddTicketNoteBodyNoteMax = 5000;



export const AdminAddTicketNoteBody = zod.object({
  "note": zod.string().min(1).max(adminAddTicketNoteBodyNoteMax).describe('Must not be blank after trimming.')
})

export const AdminAddTicketNoteResponse = zod.object({
  "id": zod.uuid(),
  "author_name": zod.string(),
  "author_role": zod.enum(['support', 'admin']),
  "note": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
})


export const AdminUpdateTicketStatusParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const AdminUpdateTicketStatusBody = zod.object({
  "status": zod.enum(['Open', 'Resolved'])
})

export const AdminUpdateTicketStatusResponse = zod.object({
  "id": zod.uuid(),
  "feedback_type": zod.enum(['Bug Report', 'Feature Request', 'General Feedback']),
  "message": zod.string(),
  "status": zod.enum(['Open', 'Resolved']),
  "created_at": zod.iso.datetime({"offset":true}),
  "updated_at": zod.iso.datetime({"offset":true}),
  "user_id": zod.uuid(),
  "user_name": zod.string(),
  "user_email": zod.email()
})


export const AdminListAnnouncementsResponseItem = zod.object({
  "id": zod.uuid(),
  "is_feature": zod.boolean().describe('Announces a new feature; everyone got a notification when it was published.'),
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string(),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable(),
  "ends_at": zod.iso.datetime({"offset":true}).nullable(),
  "created_at": zod.iso.datetime({"offset":true})
})
export const AdminListAnnouncementsResponse = zod.array(AdminListAnnouncementsResponseItem)


export const adminCreateAnnouncementBodyIsFeatureDefault = false;
export const adminCreateAnnouncementBodyMessageMax = 1000;



export const AdminCreateAnnouncementBody = zod.object({
  "is_feature": zod.boolean().default(adminCreateAnnouncementBodyIsFeatureDefault).describe('Also notify everyone (bell, and mail for those who want product updates), once.'),
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string().min(1).max(adminCreateAnnouncementBodyMessageMax),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable().describe('Shown from then on; null means immediately.'),
  "ends_at": zod.iso.datetime({"offset":true}).nullable().describe('Hidden from then on; null means until deactivated.')
})

export const AdminCreateAnnouncementResponse = zod.object({
  "id": zod.uuid(),
  "is_feature": zod.boolean().describe('Announces a new feature; everyone got a notification when it was published.'),
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string(),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable(),
  "ends_at": zod.iso.datetime({"offset":true}).nullable(),
  "created_at": zod.iso.datetime({"offset":true})
})


export const AdminUpdateAnnouncementParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const adminUpdateAnnouncementBodyIsFeatureDefault = false;
export const adminUpdateAnnouncementBodyMessageMax = 1000;



export const AdminUpdateAnnouncementBody = zod.object({
  "is_feature": zod.boolean().default(adminUpdateAnnouncementBodyIsFeatureDefault).describe('Also notify everyone (bell, and mail for those who want product updates), once.'),
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string().min(1).max(adminUpdateAnnouncementBodyMessageMax),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable().describe('Shown from then on; null means immediately.'),
  "ends_at": zod.iso.datetime({"offset":true}).nullable().describe('Hidden from then on; null means until deactivated.')
})

export const AdminUpdateAnnouncementResponse = zod.object({
  "id": zod.uuid(),
  "is_feature": zod.boolean().describe('Announces a new feature; everyone got a notification when it was published.'),
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string(),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable(),
  "ends_at": zod.iso.datetime({"offset":true}).nullable(),
  "created_at": zod.iso.datetime({"offset":true})
})


export const AdminDeleteAnnouncementParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const AdminDeleteAnnouncementResponse = zod.void()


export const adminListAuditLogQueryPageDefault = 1;

export const adminListAuditLogQueryLimitDefault = 20;
export const adminListAuditLogQueryLimitMax = 100;

export const adminListAuditLogQueryActorMax = 200;

export const adminListAuditLogQueryActionMax = 60;

export const adminListAuditLogQueryTargetMax = 100;



export const AdminListAuditLogQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(adminListAuditLogQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(adminListAuditLogQueryLimitMax).default(adminListAuditLogQueryLimitDefault).describe('Page size.'),
  "actor": zod.coerce.string().max(adminListAuditLogQueryActorMax).optional().describe('Case-insensitive substring of the acting staff member\'s e-mail.'),
  "action": zod.coerce.string().max(adminListAuditLogQueryActionMax).optional().describe('Only this action, e.g. `user.suspend`.'),
  "target": zod.coerce.string().max(adminListAuditLogQueryTargetMax).optional().describe('Only actions on this target id (a user\'s, a ticket\'s, an announcement\'s).'),
  "from": zod.iso.datetime({"offset":true}).optional().describe('Only entries at or after this instant.'),
  "to": zod.iso.datetime({"offset":true}).optional().describe('Only entries before this instant.')
})



export const adminListAuditLogResponseTotalMin = 0;

export const adminListAuditLogResponseTotalPagesMin = 0;



export const AdminListAuditLogResponse = zod.object({
  "entries": zod.array(zod.object({
  "id": zod.uuid(),
  "actor_id": zod.uuid().nullable().describe('Null when the staff member\'s account was deleted since.'),
  "actor_email": zod.string(),
  "actor_role": zod.enum(['admin', 'support']),
  "action": zod.string().describe('e.g. `user.suspend`, `user.unsuspend`, `user.reset_password`, `user.delete`, `user.delete_self` (staff deleting their own account, the actor being the target), `ticket.reply`, `ticket.status`, `ticket.note`, `announcement.create`, `announcement.update`, `announcement.delete`, `settings.update`, `audit.export`.'),
  "target_type": zod.string().nullable().describe('e.g. `user`, `ticket`, `announcement`, `settings`.'),
  "target_id": zod.string().nullable(),
  "before": zod.record(zod.string(), zod.unknown()).nullable().describe('The target\'s values the action changed, before it (never secrets).'),
  "after": zod.record(zod.string(), zod.unknown()).nullable().describe('The same values after it.'),
  "reason": zod.string().nullable(),
  "ip": zod.string().nullable(),
  "request_id": zod.string(),
  "created_at": zod.iso.datetime({"offset":true})
})),
  "page": zod.int().min(1),
  "limit": zod.int().min(1),
  "total": zod.int().min(adminListAuditLogResponseTotalMin).describe('Rows the filters select; exact unless `totalCapped`, then a lower bound.'),
  "totalCapped": zod.boolean().describe('True when counting stopped before the last matching row, so `total` and `totalPages` are "at least".'),
  "totalPages": zod.int().min(adminListAuditLogResponseTotalPagesMin).describe('Pages of `limit` rows in `total`; a lower bound when `totalCapped`.'),
  "hasMore": zod.boolean().describe('A page after this one has rows.')
}).describe('One page of the list. Counting stops: `total` is exact while `totalCapped` is false;\notherwise at least that many rows match (the count stops 1,000 rows past the start of\nthis page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.\n')


export const adminExportAuditLogQueryActorMax = 200;

export const adminExportAuditLogQueryActionMax = 60;

export const adminExportAuditLogQueryTargetMax = 100;



export const AdminExportAuditLogQueryParams = zod.object({
  "actor": zod.coerce.string().max(adminExportAuditLogQueryActorMax).optional().describe('Case-insensitive substring of the acting staff member\'s e-mail.'),
  "action": zod.coerce.string().max(adminExportAuditLogQueryActionMax).optional().describe('Only this action, e.g. `user.suspend`.'),
  "target": zod.coerce.string().max(adminExportAuditLogQueryTargetMax).optional().describe('Only actions on this target id (a user\'s, a ticket\'s, an announcement\'s).'),
  "from": zod.iso.datetime({"offset":true}).optional().describe('Only entries at or after this instant.'),
  "to": zod.iso.datetime({"offset":true}).optional().describe('Only entries before this instant.')
})

export const AdminExportAuditLogResponse = zod.unknown()


export const adminListActivityLogQueryPageDefault = 1;

export const adminListActivityLogQueryLimitDefault = 20;
export const adminListActivityLogQueryLimitMax = 100;

export const adminListActivityLogQuerySearchMax = 200;

export const adminListActivityLogQueryEventMax = 60;



export const AdminListActivityLogQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(adminListActivityLogQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(adminListActivityLogQueryLimitMax).default(adminListActivityLogQueryLimitDefault).describe('Page size.'),
  "search": zod.coerce.string().max(adminListActivityLogQuerySearchMax).optional().describe('Case-insensitive substring to look for.'),
  "from": zod.iso.datetime({"offset":true}).optional().describe('Only entries at or after this instant.'),
  "to": zod.iso.datetime({"offset":true}).optional().describe('Only entries before this instant.'),
  "event": zod.coerce.string().max(adminListActivityLogQueryEventMax).optional().describe('Only events of this kind (e.g. `login.failed`).'),
  "userId": zod.uuid().optional().describe('Only events of this user.')
})



export const adminListActivityLogResponseTotalMin = 0;

export const adminListActivityLogResponseTotalPagesMin = 0;



export const AdminListActivityLogResponse = zod.object({
  "events": zod.array(zod.object({
  "id": zod.uuid(),
  "user_id": zod.uuid().nullable().describe('Null when the user was deleted since.'),
  "user_email": zod.string().nullable(),
  "event": zod.string().describe('e.g. `signup`, `login`, `document.upload`, `interview.start`, `interview.complete`, `resume.polish`, `plan.change`.'),
  "metadata": zod.record(zod.string(), zod.unknown()).describe('Event-specific details (never secrets or document text).'),
  "created_at": zod.iso.datetime({"offset":true})
})),
  "page": zod.int().min(1),
  "limit": zod.int().min(1),
  "total": zod.int().min(adminListActivityLogResponseTotalMin).describe('Rows the filters select; exact unless `totalCapped`, then a lower bound.'),
  "totalCapped": zod.boolean().describe('True when counting stopped before the last matching row, so `total` and `totalPages` are "at least".'),
  "totalPages": zod.int().min(adminListActivityLogResponseTotalPagesMin).describe('Pages of `limit` rows in `total`; a lower bound when `totalCapped`.'),
  "hasMore": zod.boolean().describe('A page after this one has rows.')
}).describe('One page of the list. Counting stops: `total` is exact while `totalCapped` is false;\notherwise at least that many rows match (the count stops 1,000 rows past the start of\nthis page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.\n')


export const adminExportActivityLogQuerySearchMax = 200;

export const adminExportActivityLogQueryEventMax = 60;



export const AdminExportActivityLogQueryParams = zod.object({
  "search": zod.coerce.string().max(adminExportActivityLogQuerySearchMax).optional().describe('Case-insensitive substring to look for.'),
  "from": zod.iso.datetime({"offset":true}).optional().describe('Only entries at or after this instant.'),
  "to": zod.iso.datetime({"offset":true}).optional().describe('Only entries before this instant.'),
  "event": zod.coerce.string().max(adminExportActivityLogQueryEventMax).optional().describe('Only events of this kind (e.g. `login.failed`).'),
  "userId": zod.uuid().optional().describe('Only events of this user.')
})

export const AdminExportActivityLogResponse = zod.unknown()


export const adminGetSettingsResponseTrialDaysMin = 0;
export const adminGetSettingsResponseTrialDaysMax = 365;

export const adminGetSettingsResponseFreePlanLimitsInterviewSessionsDefault = 3;
export const adminGetSettingsResponseFreePlanLimitsInterviewSessionsMin = 0;
export const adminGetSettingsResponseFreePlanLimitsInterviewSessionsMax = 1000;

export const adminGetSettingsResponseFreePlanLimitsResumesDefault = 1;
export const adminGetSettingsResponseFreePlanLimitsResumesMin = 0;
export const adminGetSettingsResponseFreePlanLimitsResumesMax = 100;

export const adminGetSettingsResponseFreePlanLimitsJobDescriptionsDefault = 1;
export const adminGetSettingsResponseFreePlanLimitsJobDescriptionsMin = 0;
export const adminGetSettingsResponseFreePlanLimitsJobDescriptionsMax = 100;

export const adminGetSettingsResponseFreePlanLimitsResumePolishesDefault = 1;
export const adminGetSettingsResponseFreePlanLimitsResumePolishesMin = 0;
export const adminGetSettingsResponseFreePlanLimitsResumePolishesMax = 100;



export const AdminGetSettingsResponse = zod.object({
  "supportEmail": zod.email().describe('Where contact-form messages and new-ticket notices go; starts from `SUPPORT_EMAIL`.'),
  "trialDays": zod.int().min(adminGetSettingsResponseTrialDaysMin).max(adminGetSettingsResponseTrialDaysMax),
  "requireEmailVerification": zod.boolean(),
  "maintenanceBanner": zod.string().nullable().describe('Text shown to everyone as a Warning banner; null for none.'),
  "freePlanLimits": zod.object({
  "interviewSessions": zod.int().min(adminGetSettingsResponseFreePlanLimitsInterviewSessionsMin).max(adminGetSettingsResponseFreePlanLimitsInterviewSessionsMax).default(adminGetSettingsResponseFreePlanLimitsInterviewSessionsDefault).describe('Interview sessions a Free account may start; a session that ended before any answer was recorded does not count.'),
  "resumes": zod.int().min(adminGetSettingsResponseFreePlanLimitsResumesMin).max(adminGetSettingsResponseFreePlanLimitsResumesMax).default(adminGetSettingsResponseFreePlanLimitsResumesDefault),
  "jobDescriptions": zod.int().min(adminGetSettingsResponseFreePlanLimitsJobDescriptionsMin).max(adminGetSettingsResponseFreePlanLimitsJobDescriptionsMax).default(adminGetSettingsResponseFreePlanLimitsJobDescriptionsDefault),
  "resumePolishes": zod.int().min(adminGetSettingsResponseFreePlanLimitsResumePolishesMin).max(adminGetSettingsResponseFreePlanLimitsResumePolishesMax).default(adminGetSettingsResponseFreePlanLimitsResumePolishesDefault)
}),
  "updated_at": zod.iso.datetime({"offset":true}).nullable().describe('Null while the environment defaults apply.'),
  "updated_by": zod.string().nullable().describe('E-mail of the admin who saved last.')
})


export const adminUpdateSettingsBodySupportEmailMax = 254;

export const adminUpdateSettingsBodyTrialDaysMin = 0;
export const adminUpdateSettingsBodyTrialDaysMax = 365;

export const adminUpdateSettingsBodyMaintenanceBannerMax = 500;

export const adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsDefault = 3;
export const adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsMin = 0;
export const adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsMax = 1000;

export const adminUpdateSettingsBodyFreePlanLimitsResumesDefault = 1;
export const adminUpdateSettingsBodyFreePlanLimitsResumesMin = 0;
export const adminUpdateSettingsBodyFreePlanLimitsResumesMax = 100;

export const adminUpdateSettingsBodyFreePlanLimitsJobDescriptionsDefault = 1;
export const adminUpdateSettingsBodyFreePlanLimitsJobDescriptionsMin = 0;
export const adminUpdateSettingsBodyFreePlanLimitsJobDescriptionsMax = 100;

export const adminUpdateSettingsBodyFreePlanLimitsResumePolishesDefault = 1;
export const adminUpdateSettingsBodyFreePlanLimitsResumePolishesMin = 0;
export const adminUpdateSettingsBodyFreePlanLimitsResumePolishesMax = 100;



export const AdminUpdateSettingsBody = zod.object({
  "supportEmail": zod.email().max(adminUpdateSettingsBodySupportEmailMax),
  "trialDays": zod.int().min(adminUpdateSettingsBodyTrialDaysMin).max(adminUpdateSettingsBodyTrialDaysMax),
  "requireEmailVerification": zod.boolean(),
  "maintenanceBanner": zod.string().max(adminUpdateSettingsBodyMaintenanceBannerMax).nullable(),
  "freePlanLimits": zod.object({
  "interviewSessions": zod.int().min(adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsMin).max(adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsMax).default(adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsDefault).describe('Interview sessions a Free account may start; a session that ended before any answer was recorded does not count.'),
  "resumes": zod.int().min(adminUpdateSettingsBodyFreePlanLimitsResumesMin).max(adminUpdateSettingsBodyFreePlanLimitsResumesMax).default(adminUpdateSettingsBodyFreePlanLimitsResumesDefault),
  "jobDescriptions": zod.int().min(adminUpdateSettingsBodyFreePlanLimitsJobDescriptionsMin).max(adminUpdateSettingsBodyFreePlanLimitsJobDescriptionsMax).default(adminUpdateSettingsBodyFreePlanLimitsJobDescriptionsDefault),
  "resumePolishes": zod.int().min(adminUpdateSettingsBodyFreePlanLimitsResumePolishesMin).max(adminUpdateSettingsBodyFreePlanLimitsResumePolishesMax).default(adminUpdateSettingsBodyFreePlanLimitsResumePolishesDefault)
})
})

export const adminUpdateSettingsResponseTrialDaysMin = 0;
export const adminUpdateSettingsResponseTrialDaysMax = 365;

export const adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsDefault = 3;
export const adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsMin = 0;
export const adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsMax = 1000;

export const adminUpdateSettingsResponseFreePlanLimitsResumesDefault = 1;
export const adminUpdateSettingsResponseFreePlanLimitsResumesMin = 0;
export const adminUpdateSettingsResponseFreePlanLimitsResumesMax = 100;

export const adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsDefault = 1;
export const adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsMin = 0;
export const adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsMax = 100;

export const adminUpdateSettingsResponseFreePlanLimitsResumePolishesDefault = 1;
export const adminUpdateSettingsResponseFreePlanLimitsResumePolishesMin = 0;
export const adminUpdateSettingsResponseFreePlanLimitsResumePolishesMax = 100;



export const AdminUpdateSettingsResponse = zod.object({
  "supportEmail": zod.email().describe('Where contact-form messages and new-ticket notices go; starts from `SUPPORT_EMAIL`.'),
  "trialDays": zod.int().min(adminUpdateSettingsResponseTrialDaysMin).max(adminUpdateSettingsResponseTrialDaysMax),
  "requireEmailVerification": zod.boolean(),
  "maintenanceBanner": zod.string().nullable().describe('Text shown to everyone as a Warning banner; null for none.'),
  "freePlanLimits": zod.object({
  "interviewSessions": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsMin).max(adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsMax).default(adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsDefault).describe('Interview sessions a Free account may start; a session that ended before any answer was recorded does not count.'),
  "resumes": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsResumesMin).max(adminUpdateSettingsResponseFreePlanLimitsResumesMax).default(adminUpdateSettingsResponseFreePlanLimitsResumesDefault),
  "jobDescriptions": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsMin).max(adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsMax).default(adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsDefault),
  "resumePolishes": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsResumePolishesMin).max(adminUpdateSettingsResponseFreePlanLimitsResumePolishesMax).default(adminUpdateSettingsResponseFreePlanLimitsResumePolishesDefault)
}),
  "updated_at": zod.iso.datetime({"offset":true}).nullable().describe('Null while the environment defaults apply.'),
  "updated_by": zod.string().nullable().describe('E-mail of the admin who saved last.')
})

