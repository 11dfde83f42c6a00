import { FeedbackButton } from '../../features/support/feedback-button';

/** Where the shell header's feedback button mounts (spec: feedback). */
export function FeedbackButtonSlot() {
  return <FeedbackButton />;
}
