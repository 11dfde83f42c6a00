/** A short id shown to the user and logged with the error, so support can find the report. */
export function createErrorId(): string {
  const random =
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}${Math.random().toString(16)}`;
  return `ERR-${random
    .replace(/[^a-f0-9]/gi, '')
    .slice(0, 8)
    .toUpperCase()}`;
}
