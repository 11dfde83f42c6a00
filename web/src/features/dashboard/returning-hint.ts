/**
 * Whether this browser's last dashboard had a scored session to show. The dashboard reads it before
 * its data arrives to reserve the last session's place (a same-size skeleton), so the card does not
 * push the start card and the panels down when it appears. Unknown counts as returning: most visits
 * are by people who have practised, and a new person's first visit is the only one that guesses wrong.
 */
const KEY = 'dashboard-last-session';

export function expectsLastSession(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'none';
  } catch {
    return true;
  }
}

export function rememberLastSession(shown: boolean): void {
  try {
    localStorage.setItem(KEY, shown ? 'shown' : 'none');
  } catch {
    // storage refused (private mode, quota): the next visit guesses again
  }
}
