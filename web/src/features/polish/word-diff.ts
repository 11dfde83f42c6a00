/** A run of text that both versions share, that only the original has, or that only the suggestion has. */
export type DiffPart = { kind: 'same' | 'removed' | 'added'; text: string };

/**
 * Words (with inner apostrophes and hyphens), single punctuation marks and the whitespace between
 * them, so 'Python.' against 'Python for the team.' keeps 'Python' and line breaks survive.
 */
function tokens(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu) ?? [];
}

/** Beyond this many table cells (about 1,400 × 1,400 tokens) the texts are shown as replaced whole. */
const MAX_CELLS = 2_000_000;

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** Longest common subsequence of tokens, walked forwards: removals are listed before additions. */
function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  // lengths[i][j]: LCS of a[i..] and b[j..]
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * width + j] as number, lengths[i * width + j + 1] as number);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i] as string);
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * width + j] as number) >= (lengths[i * width + j + 1] as number)) {
      push(parts, 'removed', a[i] as string);
      i += 1;
    } else {
      push(parts, 'added', b[j] as string);
      j += 1;
    }
  }
  while (i < n) push(parts, 'removed', a[i++] as string);
  while (j < m) push(parts, 'added', b[j++] as string);
  return parts;
}

const isSpace = (part: DiffPart | undefined) => part?.kind === 'same' && /^[ \t]+$/.test(part.text);

/**
 * A sentence rewritten word by word reads badly as '~~a~~ b ~~c~~ d': a run of changes with only
 * spaces between them becomes one removed phrase followed by one added phrase.
 */
function groupChanges(parts: DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  let k = 0;
  while (k < parts.length) {
    const first = parts[k] as DiffPart;
    if (first.kind === 'same') {
      push(result, 'same', first.text);
      k += 1;
      continue;
    }
    const run: DiffPart[] = [];
    while (k < parts.length) {
      const part = parts[k] as DiffPart;
      const bridge = isSpace(part) && parts[k + 1] !== undefined && parts[k + 1]?.kind !== 'same';
      if (part.kind === 'same' && !bridge) break;
      run.push(part);
      k += 1;
    }
    const removed = run
      .filter((part) => part.kind !== 'added')
      .map((part) => part.text)
      .join('');
    const added = run
      .filter((part) => part.kind !== 'removed')
      .map((part) => part.text)
      .join('');
    const both = run.some((part) => part.kind === 'removed') && run.some((part) => part.kind === 'added');
    if (both) {
      push(result, 'removed', removed);
      push(result, 'added', added);
    } else {
      for (const part of run) push(result, part.kind, part.text);
    }
  }
  return result;
}

/** Word-level differences between `original` and `suggested`, in reading order. */
export function wordDiff(original: string, suggested: string): DiffPart[] {
  if (original === suggested) return original === '' ? [] : [{ kind: 'same', text: original }];
  const a = tokens(original);
  const b = tokens(suggested);
  // The shared beginning and end need no table.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end += 1;
  }
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  const parts: DiffPart[] = [];
  if (start > 0) push(parts, 'same', a.slice(0, start).join(''));
  const middle =
    (middleA.length + 1) * (middleB.length + 1) > MAX_CELLS
      ? [
          { kind: 'removed' as const, text: middleA.join('') },
          { kind: 'added' as const, text: middleB.join('') },
        ]
      : lcsDiff(middleA, middleB);
  for (const part of middle) if (part.text !== '') push(parts, part.kind, part.text);
  if (end > 0) push(parts, 'same', a.slice(a.length - end).join(''));
  return groupChanges(parts);
}
