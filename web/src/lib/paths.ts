/** Every route of the product (both spec route tables), in one place. Use the helpers for routes with ids. */
export const paths = {
  home: '/',
  pricing: '/pricing',
  about: '/about',
  contact: '/contact',
  tips: '/tips',
  privacy: '/privacy',
  terms: '/terms',

  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  checkEmail: '/check-email',
  resetPassword: '/reset-password',
  emailVerificationSuccess: '/email-verification-success',
  emailVerificationFailed: '/email-verification-failed',
  authCallback: '/auth/callback',
  /** Public: the page an e-mail's unsubscribe link opens (one click switches that mail off). */
  unsubscribe: '/unsubscribe',
  /** The sandbox payment provider's stand-ins for Stripe's hosted pages. */
  sandboxCheckout: '/checkout/sandbox/:sessionId',
  sandboxPortal: '/billing/sandbox/portal',
  error: '/error',
  interview: '/interview',

  dashboard: '/dashboard',
  interviewSetup: '/interview-setup',
  documents: '/documents',
  /** 'Review what we read': what was read from one resume, to check and correct. */
  resumeReview: '/documents/resumes/:resumeId/review',
  history: '/history',
  notifications: '/notifications',
  sessionSummary: '/session/:sessionId/summary',
  polishResume: '/polish-resume',

  settings: '/settings',
  settingsPassword: '/settings/password',
  settingsBilling: '/settings/billing',
  settingsPlan: '/settings/plan',
  settingsNotifications: '/settings/notifications',
  settingsSupport: '/settings/support',
  settingsSupportTicket: '/settings/support/:ticketId',

  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
  adminAnnouncements: '/admin/announcements',
  adminAuditLog: '/admin/audit-log',
  adminActivityLog: '/admin/activity-log',
  adminSupportTickets: '/admin/support-tickets',
  adminSupportTicket: '/admin/support-tickets/:ticketId',
} as const;

/** Landing-page sections the public header links to. */
export const landingSections = {
  features: 'features',
  testimonials: 'testimonials',
} as const;

/** A route pattern with its one `:param` filled in, encoded as a path segment. */
function withParam(pattern: string, param: string, value: string): string {
  return pattern.replace(`:${param}`, encodeURIComponent(value));
}

export function sessionSummary(sessionId: string): string {
  return withParam(paths.sessionSummary, 'sessionId', sessionId);
}

export function resumeReview(resumeId: string): string {
  return withParam(paths.resumeReview, 'resumeId', resumeId);
}

export function supportTicket(ticketId: string): string {
  return withParam(paths.settingsSupportTicket, 'ticketId', ticketId);
}

export function adminSupportTicket(ticketId: string): string {
  return withParam(paths.adminSupportTicket, 'ticketId', ticketId);
}
