/** The unsubscribe page's texts. 'This unsubscribe link is not valid.' is the contract's 404 message. */
export const unsubscribeMessages = {
  title: 'Unsubscribe from e-mail',
  question: (mail: string) => `Stop receiving ${mail} from Interview Coach?`,
  button: 'Unsubscribe',
  pending: 'Unsubscribing...',
  doneTitle: 'You are unsubscribed',
  invalidTitle: 'Link not valid',
  invalid: 'This unsubscribe link is not valid.',
  failed: 'Could not unsubscribe. Please try again.',
  manage: 'Manage your e-mail preferences',
  alwaysSent: 'Security, billing and support-reply e-mails are always sent.',
} as const;

/**
 * Which mail a link is for, to name it before the click. The contract treats the token as opaque;
 * the server's links currently end in a one-letter code for the kind of mail ('.p', '.u', '.s'), so
 * that is read as a hint, and anything else is named generically. What actually stopped is the
 * server's answer, shown after the click.
 */
const KINDS: Record<string, string> = {
  p: 'weekly progress report e-mails',
  u: 'product update e-mails',
  s: "'Your report is ready' e-mails after mock interviews",
};

export function mailKindOf(token: string): string {
  const match = /\.([a-z])$/.exec(token);
  return (match?.[1] && KINDS[match[1]]) || 'this kind of e-mail';
}
