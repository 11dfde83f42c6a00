/**
 * Full-page navigations that leave the single-page app (hosted checkout, Google sign-in).
 * An object rather than bare functions so tests can replace `assign` with a spy.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
