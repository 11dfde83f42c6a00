import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { StandaloneLayout } from '../layouts/standalone-layout';
import { lazyPage } from './lazy-page';

/**
 * Sign-in related screens and the public e-mail unsubscribe page, without site navigation, plus
 * /error (which brings its own frame).
 */
export const standaloneRoutes: RouteObject[] = [
  {
    Component: StandaloneLayout,
    children: [
      {
        path: paths.login,
        lazy: lazyPage(() => import('../../features/auth/login-page').then((m) => m.LoginPage)),
      },
      {
        path: paths.signup,
        lazy: lazyPage(() => import('../../features/auth/signup-page').then((m) => m.SignupPage)),
      },
      {
        path: paths.forgotPassword,
        lazy: lazyPage(() =>
          import('../../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
        ),
      },
      {
        path: paths.checkEmail,
        lazy: lazyPage(() => import('../../features/auth/check-email-page').then((m) => m.CheckEmailPage)),
      },
      {
        path: paths.resetPassword,
        lazy: lazyPage(() =>
          import('../../features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
        ),
      },
      {
        path: paths.authCallback,
        lazy: lazyPage(() =>
          import('../../features/auth/auth-callback-page').then((m) => m.AuthCallbackPage),
        ),
      },
      {
        path: paths.unsubscribe,
        lazy: lazyPage(() =>
          import('../../features/unsubscribe/unsubscribe-page').then((m) => m.UnsubscribePage),
        ),
      },
      {
        path: paths.emailVerificationSuccess,
        lazy: lazyPage(() =>
          import('../../features/email-verification/email-verified-page').then((m) => m.EmailVerifiedPage),
        ),
      },
      {
        path: paths.emailVerificationFailed,
        lazy: lazyPage(() =>
          import('../../features/email-verification/verification-failed-page').then(
            (m) => m.VerificationFailedPage,
          ),
        ),
      },
    ],
  },
  {
    path: paths.error,
    lazy: lazyPage(() => import('../../features/errors/error-route-page').then((m) => m.ErrorRoutePage)),
  },
];
