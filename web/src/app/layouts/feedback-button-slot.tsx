/**
 * Where the shell's floating feedback button mounts (spec: feedback). The support capability fills
 * it in; until then it renders nothing rather than a button that cannot send anything.
 */
export function FeedbackButtonSlot() {
  return null;
}
