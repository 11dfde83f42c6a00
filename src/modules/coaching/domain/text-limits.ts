/**
 * Bounds on the user text the coaching engine reads. Uploaded and typed text is hostile input: a
 * resume that is one 100 KB word, or a stored text of many megabytes, must cost the engine no more
 * than a long real document does.
 */

/** Longer than any e-mail address, URL or phone number a person writes on a resume. */
export const MAX_CONTACT_TOKEN_CHARS = 256;
/** A contact line ('Jane Doe | jane@x.com | Austin, TX') is short; anything longer is prose. */
export const MAX_CONTACT_LINE_CHARS = 512;

/**
 * A line as the contact patterns may see it: at most MAX_CONTACT_LINE_CHARS characters, with every
 * whitespace-separated token longer than MAX_CONTACT_TOKEN_CHARS blanked out (no address is that
 * long, and such a token is the one input that makes a pattern rescan a long run).
 */
export function contactLine(line: string): string {
  const clipped = line.length > MAX_CONTACT_LINE_CHARS ? line.slice(0, MAX_CONTACT_LINE_CHARS) : line;
  return clipped
    .split(/(\s+)/)
    .map((token) => (token.length > MAX_CONTACT_TOKEN_CHARS ? ' ' : token))
    .join('');
}
