/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const adminGetMetricsResponseTotalUsersMin = 0;

export const adminGetMetricsResponseActiveUsersMin = 0;

export const adminGetMetricsResponseNewUsersLast7DaysMin = 0;

export const adminGetMetricsResponseTotalSessionsMin = 0;

export const adminGetMetricsResponseSessionsLast7DaysMin = 0;

export const adminGetMetricsResponseAverageScoreMin = 0;
export const adminGetMetricsResponseAverageScoreMax = 10;

export const adminGetMetricsResponseOpenTicketsMin = 0;

export const adminGetMetricsResponsePaidSubscriptionsProMin = 0;

export const adminGetMetricsResponsePaidSubscriptionsPremiumMin = 0;

export const adminGetMetricsResponseRevenueLast30DaysCentsMin = 0;



export const AdminGetMetricsResponse = zod.object({
  "totalUsers": zod.int().min(adminGetMetricsResponseTotalUsersMin),
  "activeUsers": zod.int().min(adminGetMetricsResponseActiveUsersMin).describe('Users active within the last 30 days.'),
  "newUsersLast7Days": zod.int().min(adminGetMetricsResponseNewUsersLast7DaysMin),
  "totalSessions": zod.int().min(adminGetMetricsResponseTotalSessionsMin),
  "sessionsLast7Days": zod.int().min(adminGetMetricsResponseSessionsLast7DaysMin),
  "averageScore": zod.number().min(adminGetMetricsResponseAverageScoreMin).max(adminGetMetricsResponseAverageScoreMax).nullable().describe('Average session score over all scored sessions; null when none.'),
  "openTickets": zod.int().min(adminGetMetricsResponseOpenTicketsMin),
  "paidSubscriptions": zod.object({
  "Pro": zod.int().min(adminGetMetricsResponsePaidSubscriptionsProMin),
  "Premium": zod.int().min(adminGetMetricsResponsePaidSubscriptionsPremiumMin)
}),
  "revenueLast30DaysCents": zod.int().min(adminGetMetricsResponseRevenueLast30DaysCentsMin).describe('Paid invoices within the last 30 days, in cents.')
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
  "total": zod.int().min(adminListUsersResponseTotalMin),
  "totalPages": zod.int().min(adminListUsersResponseTotalPagesMin)
})


export const AdminDeleteUserParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const AdminDeleteUserResponse = zod.void()


export const AdminResetUserPasswordParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const AdminResetUserPasswordResponse = zod.object({
  "message": zod.string()
})


export const AdminSuspendUserParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
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
  "total": zod.int().min(adminListTicketsResponseTotalMin),
  "totalPages": zod.int().min(adminListTicketsResponseTotalPagesMin)
})


export const AdminGetTicketParams = zod.object({
  "id": zod.uuid().describe('The resource\'s id.')
})

export const AdminGetTicketResponse = zod.object({
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
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string(),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable(),
  "ends_at": zod.iso.datetime({"offset":true}).nullable(),
  "created_at": zod.iso.datetime({"offset":true})
})
export const AdminListAnnouncementsResponse = zod.array(AdminListAnnouncementsResponseItem)


export const adminCreateAnnouncementBodyMessageMax = 1000;



export const AdminCreateAnnouncementBody = zod.object({
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string().min(1).max(adminCreateAnnouncementBodyMessageMax),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable().describe('Shown from then on; null means immediately.'),
  "ends_at": zod.iso.datetime({"offset":true}).nullable().describe('Hidden from then on; null means until deactivated.')
})

export const AdminCreateAnnouncementResponse = zod.object({
  "id": zod.uuid(),
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

export const adminUpdateAnnouncementBodyMessageMax = 1000;



export const AdminUpdateAnnouncementBody = zod.object({
  "type": zod.enum(['Informational', 'Warning', 'Promotion']),
  "message": zod.string().min(1).max(adminUpdateAnnouncementBodyMessageMax),
  "is_active": zod.boolean(),
  "starts_at": zod.iso.datetime({"offset":true}).nullable().describe('Shown from then on; null means immediately.'),
  "ends_at": zod.iso.datetime({"offset":true}).nullable().describe('Hidden from then on; null means until deactivated.')
})

export const AdminUpdateAnnouncementResponse = zod.object({
  "id": zod.uuid(),
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

export const adminListAuditLogQuerySearchMax = 200;



export const AdminListAuditLogQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(adminListAuditLogQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(adminListAuditLogQueryLimitMax).default(adminListAuditLogQueryLimitDefault).describe('Page size.'),
  "search": zod.coerce.string().max(adminListAuditLogQuerySearchMax).optional().describe('Case-insensitive substring to look for.')
})



export const adminListAuditLogResponseTotalMin = 0;

export const adminListAuditLogResponseTotalPagesMin = 0;



export const AdminListAuditLogResponse = zod.object({
  "entries": zod.array(zod.object({
  "id": zod.uuid(),
  "actor_id": zod.uuid().nullable().describe('Null for actions of the system itself.'),
  "actor_email": zod.string().nullable(),
  "action": zod.string().describe('e.g. `user.suspend`, `user.delete`, `ticket.status`, `announcement.create`, `settings.update`.'),
  "target_type": zod.string().nullable().describe('e.g. `user`, `ticket`, `announcement`, `settings`.'),
  "target_id": zod.string().nullable(),
  "metadata": zod.record(zod.string(), zod.unknown()).describe('Action-specific details (never secrets).'),
  "created_at": zod.iso.datetime({"offset":true})
})),
  "page": zod.int().min(1),
  "limit": zod.int().min(1),
  "total": zod.int().min(adminListAuditLogResponseTotalMin),
  "totalPages": zod.int().min(adminListAuditLogResponseTotalPagesMin)
})


export const adminListActivityLogQueryPageDefault = 1;

export const adminListActivityLogQueryLimitDefault = 20;
export const adminListActivityLogQueryLimitMax = 100;

export const adminListActivityLogQuerySearchMax = 200;



export const AdminListActivityLogQueryParams = zod.object({
  "page": zod.coerce.number().int().min(1).default(adminListActivityLogQueryPageDefault).describe('Page number, from 1.'),
  "limit": zod.coerce.number().int().min(1).max(adminListActivityLogQueryLimitMax).default(adminListActivityLogQueryLimitDefault).describe('Page size.'),
  "search": zod.coerce.string().max(adminListActivityLogQuerySearchMax).optional().describe('Case-insensitive substring to look for.'),
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
  "total": zod.int().min(adminListActivityLogResponseTotalMin),
  "totalPages": zod.int().min(adminListActivityLogResponseTotalPagesMin)
})


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
  "trialDays": zod.int().min(adminGetSettingsResponseTrialDaysMin).max(adminGetSettingsResponseTrialDaysMax),
  "requireEmailVerification": zod.boolean(),
  "maintenanceBanner": zod.string().nullable().describe('Text shown to everyone as a Warning banner; null for none.'),
  "freePlanLimits": zod.object({
  "interviewSessions": zod.int().min(adminGetSettingsResponseFreePlanLimitsInterviewSessionsMin).max(adminGetSettingsResponseFreePlanLimitsInterviewSessionsMax).default(adminGetSettingsResponseFreePlanLimitsInterviewSessionsDefault),
  "resumes": zod.int().min(adminGetSettingsResponseFreePlanLimitsResumesMin).max(adminGetSettingsResponseFreePlanLimitsResumesMax).default(adminGetSettingsResponseFreePlanLimitsResumesDefault),
  "jobDescriptions": zod.int().min(adminGetSettingsResponseFreePlanLimitsJobDescriptionsMin).max(adminGetSettingsResponseFreePlanLimitsJobDescriptionsMax).default(adminGetSettingsResponseFreePlanLimitsJobDescriptionsDefault),
  "resumePolishes": zod.int().min(adminGetSettingsResponseFreePlanLimitsResumePolishesMin).max(adminGetSettingsResponseFreePlanLimitsResumePolishesMax).default(adminGetSettingsResponseFreePlanLimitsResumePolishesDefault)
}),
  "updated_at": zod.iso.datetime({"offset":true}).nullable().describe('Null while the environment defaults apply.'),
  "updated_by": zod.string().nullable().describe('E-mail of the admin who saved last.')
})


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
  "trialDays": zod.int().min(adminUpdateSettingsBodyTrialDaysMin).max(adminUpdateSettingsBodyTrialDaysMax),
  "requireEmailVerification": zod.boolean(),
  "maintenanceBanner": zod.string().max(adminUpdateSettingsBodyMaintenanceBannerMax).nullable(),
  "freePlanLimits": zod.object({
  "interviewSessions": zod.int().min(adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsMin).max(adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsMax).default(adminUpdateSettingsBodyFreePlanLimitsInterviewSessionsDefault),
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
  "trialDays": zod.int().min(adminUpdateSettingsResponseTrialDaysMin).max(adminUpdateSettingsResponseTrialDaysMax),
  "requireEmailVerification": zod.boolean(),
  "maintenanceBanner": zod.string().nullable().describe('Text shown to everyone as a Warning banner; null for none.'),
  "freePlanLimits": zod.object({
  "interviewSessions": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsMin).max(adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsMax).default(adminUpdateSettingsResponseFreePlanLimitsInterviewSessionsDefault),
  "resumes": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsResumesMin).max(adminUpdateSettingsResponseFreePlanLimitsResumesMax).default(adminUpdateSettingsResponseFreePlanLimitsResumesDefault),
  "jobDescriptions": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsMin).max(adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsMax).default(adminUpdateSettingsResponseFreePlanLimitsJobDescriptionsDefault),
  "resumePolishes": zod.int().min(adminUpdateSettingsResponseFreePlanLimitsResumePolishesMin).max(adminUpdateSettingsResponseFreePlanLimitsResumePolishesMax).default(adminUpdateSettingsResponseFreePlanLimitsResumePolishesDefault)
}),
  "updated_at": zod.iso.datetime({"offset":true}).nullable().describe('Null while the environment defaults apply.'),
  "updated_by": zod.string().nullable().describe('E-mail of the admin who saved last.')
})

