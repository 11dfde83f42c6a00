/** Up to two letters for an avatar: 'Ada Lovelace' -> 'AL', 'ada@example.com' -> 'A'. */
export function initials(nameOrEmail: string | null | undefined): string {
  const source = (nameOrEmail ?? '').split('@')[0]?.trim() ?? '';
  const words = source.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}
