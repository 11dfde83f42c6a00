/**
 * Full-page navigations that leave the single-page app (hosted checkout, Google sign-in), and
 * reloading the page (after a plan change).
 * An object rather than bare functions so tests can replace `assign` with a spy.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
