import { describe, expect, it } from 'vitest';
import { contactLine, MAX_CONTACT_LINE_CHARS, MAX_CONTACT_TOKEN_CHARS } from './text-limits.ts';

describe('contactLine', () => {
  it('keeps a real contact line as it is', () => {
    const line = 'Jane Doe | jane.doe@example.com | +1 (512) 555-0143 | https://github.com/janedoe';
    expect(contactLine(line)).toBe(line);
  });

  it('blanks out tokens longer than any address, keeping the rest of the line', () => {
    const long = 'a'.repeat(MAX_CONTACT_TOKEN_CHARS + 1);
    expect(contactLine(`jane@example.com ${long} Austin, TX`)).toBe('jane@example.com   Austin, TX');
    expect(contactLine('b'.repeat(MAX_CONTACT_TOKEN_CHARS))).toHaveLength(MAX_CONTACT_TOKEN_CHARS);
  });

  it('clips a line to the length of a contact line', () => {
    expect(contactLine('word '.repeat(1_000))).toHaveLength(MAX_CONTACT_LINE_CHARS);
  });
});
