import { describe, expect, it } from 'vitest';
import { noteAuthorName, noteText } from './ticket-note.ts';

describe('internal ticket notes', () => {
  it('keep their text trimmed and refuse blank text naming the note field', () => {
    expect(noteText('  Called them back.\n')).toBe('Called them back.');
    expect(() => noteText(' \n ')).toThrow(
      expect.objectContaining({
        code: 'VALIDATION_FAILED',
        details: [expect.objectContaining({ path: ['note'] })],
      }),
    );
  });

  it('are signed with the staff member’s full name, or their role when there is none', () => {
    expect(noteAuthorName(' Sam Staff ', 'support')).toBe('Sam Staff');
    expect(noteAuthorName('', 'admin')).toBe('Admin');
    expect(noteAuthorName(undefined, 'support')).toBe('Support');
  });
});
