/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): a plain-ASCII fallback that cannot
 * break out of its quotes, plus the exact name for clients that read the extended form.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
