import { useGetPublicConfig } from '../../api/generated/operations/operations';
import { Banner } from '../../components/ui/banner';
import { Spinner } from '../../components/ui/spinner';
import { dismissBanner, useBannerDismissed } from '../../lib/dismissed-banners';
import { useProfile } from '../../lib/profile';
import { useResendVerificationLink } from './resend-verification';

export function verificationBannerId(userId: string): string {
  return `email-verification:${userId}`;
}

function VisibleBanner({ bannerId, email }: { bannerId: string; email: string }) {
  const { resend, result, pending } = useResendVerificationLink();

  return (
    <Banner
      tone="warning"
      onDismiss={() => dismissBanner(bannerId)}
      dismissLabel="Dismiss email verification notice"
    >
      <p>
        Please verify your email address (<span className="font-medium break-all">{email}</span>) to unlock
        match analysis, mock interviews and resume polish.{' '}
        {result?.tone !== 'success' && (
          <button
            type="button"
            onClick={resend}
            disabled={pending}
            className="focus-ring inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-2 hover:underline disabled:opacity-60"
          >
            {pending && <Spinner size="sm" label={null} />}
            Resend verification email
          </button>
        )}
        {result && (
          <span role={result.tone === 'danger' ? 'alert' : 'status'} className="ml-2 font-medium">
            {result.text}
          </span>
        )}
      </p>
    </Banner>
  );
}

/**
 * The shell's e-mail verification banner (spec: password reset and verification). Hidden before the
 * profile and the deployment's settings load, once the address is verified, and after the user dismissed it (remembered locally).
 */
export function VerificationBanner() {
  const { profile } = useProfile();
  const bannerId = profile ? verificationBannerId(profile.user.id) : '';
  const dismissed = useBannerDismissed(bannerId);
  const config = useGetPublicConfig({ query: { staleTime: Number.POSITIVE_INFINITY } });

  // a deployment that does not require verification has nothing to nag about; until its settings
  // are read the banner waits too, or it would show and vanish again, moving the page under it (a
  // failed read counts as requiring it)
  if (
    !profile ||
    profile.user.email_verified ||
    dismissed ||
    config.isPending ||
    config.data?.requireEmailVerification === false
  ) {
    return null;
  }
  return <VisibleBanner bannerId={bannerId} email={profile.user.email} />;
}
