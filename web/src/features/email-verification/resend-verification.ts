import { useState } from 'react';
import { useResendVerification } from '../../api/generated/identity/identity';
import { errorMessage } from '../../lib/api-error';

export const verificationMessages = {
  sent: 'A new verification link has been sent.',
  failed: 'Failed to send link. Please try again.',
} as const;

export type ResendResult = { tone: 'success' | 'danger'; text: string };

/** POST /api/auth/resend-verification with the spec's texts (the server's message preferred on failure). */
export function useResendVerificationLink() {
  const mutation = useResendVerification();
  const [result, setResult] = useState<ResendResult | null>(null);

  const resend = async () => {
    setResult(null);
    try {
      await mutation.mutateAsync();
      setResult({ tone: 'success', text: verificationMessages.sent });
    } catch (cause) {
      setResult({ tone: 'danger', text: errorMessage(cause, verificationMessages.failed) });
    }
  };

  return { resend, result, pending: mutation.isPending };
}
