import { FeedbackButton } from '../../features/support/feedback-button';

/** Where the shell's floating feedback button mounts (spec: feedback). */
export function FeedbackButtonSlot() {
  return <FeedbackButton />;
}
