import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { RequireAuth } from '../guards/require-auth';
import { RequireStaff } from '../guards/require-staff';
import { adminRoutes } from './admin-routes';
import { lazyPage } from './lazy-page';

const settingsChildren: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(() =>
      import('../../features/settings/profile-settings-page').then((m) => m.ProfileSettingsPage),
    ),
  },
  {
    path: paths.settingsPassword,
    lazy: lazyPage(() =>
      import('../../features/settings/password-settings-page').then((m) => m.PasswordSettingsPage),
    ),
  },
  {
    path: paths.settingsBilling,
    lazy: lazyPage(() => import('../../features/billing/billing-page').then((m) => m.BillingPage)),
  },
  {
    path: paths.settingsPlan,
    lazy: lazyPage(() => import('../../features/billing/manage-plan-page').then((m) => m.ManagePlanPage)),
  },
  {
    path: paths.settingsNotifications,
    lazy: lazyPage(() =>
      import('../../features/settings/notification-settings-page').then((m) => m.NotificationSettingsPage),
    ),
  },
  {
    path: paths.settingsSupport,
    lazy: lazyPage(() =>
      import('../../features/support/support-tickets-page').then((m) => m.SupportTicketsPage),
    ),
  },
  {
    path: paths.settingsSupportTicket,
    lazy: lazyPage(() =>
      import('../../features/support/support-ticket-page').then((m) => m.SupportTicketPage),
    ),
  },
];

const shellChildren: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: lazyPage(() => import('../../features/dashboard/dashboard-page').then((m) => m.DashboardPage)),
  },
  {
    path: paths.interviewSetup,
    lazy: lazyPage(() =>
      import('../../features/interview-setup/interview-setup-page').then((m) => m.InterviewSetupPage),
    ),
  },
  {
    path: paths.documents,
    lazy: lazyPage(() => import('./documents-route').then((m) => m.DocumentsRoute)),
  },
  {
    path: paths.resumeReview,
    lazy: lazyPage(() => import('./resume-review-route').then((m) => m.ResumeReviewRoute)),
  },
  {
    path: paths.history,
    lazy: lazyPage(() => import('../../features/history/history-page').then((m) => m.HistoryPage)),
  },
  {
    path: paths.notifications,
    lazy: lazyPage(() =>
      import('../../features/notifications/notifications-page').then((m) => m.NotificationsPage),
    ),
  },
  {
    path: paths.sessionSummary,
    lazy: lazyPage(() =>
      import('../../features/report/performance-report-page').then((m) => m.PerformanceReportPage),
    ),
  },
  {
    path: paths.polishResume,
    lazy: lazyPage(() => import('../../features/polish/polish-resume-page').then((m) => m.PolishResumePage)),
  },
  {
    path: paths.settings,
    lazy: lazyPage(() => import('../../features/settings/settings-layout').then((m) => m.SettingsLayout)),
    children: settingsChildren,
  },
];

/** Everything behind sign-in: /interview on its own, the member shell, and the staff-only admin area. */
export const memberRoutes: RouteObject = {
  Component: RequireAuth,
  children: [
    {
      path: paths.interview,
      lazy: lazyPage(() =>
        import('../../features/interview/interview-session-page').then((m) => m.InterviewSessionPage),
      ),
    },
    // the sandbox payment provider's pages stand on their own, as Stripe's hosted pages do
    {
      path: paths.sandboxCheckout,
      lazy: lazyPage(() =>
        import('../../features/billing/sandbox-checkout-page').then((m) => m.SandboxCheckoutPage),
      ),
    },
    {
      path: paths.sandboxPortal,
      lazy: lazyPage(() =>
        import('../../features/billing/sandbox-portal-page').then((m) => m.SandboxPortalPage),
      ),
    },
    {
      lazy: lazyPage(() => import('../layouts/shell-layout').then((m) => m.ShellLayout)),
      children: shellChildren,
    },
    { Component: RequireStaff, children: [adminRoutes] },
  ],
};
