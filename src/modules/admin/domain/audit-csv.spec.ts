import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit.ts';
import { AUDIT_CSV_COLUMNS, auditCsv, auditCsvFileName, csvCell } from './audit-csv.ts';

const entry: AuditEntry = {
  id: '3f1e8f2c-1111-4a4a-9999-000000000001',
  actorId: '3f1e8f2c-1111-4a4a-9999-000000000002',
  actorEmail: 'ada@example.com',
  actorRole: 'admin',
  action: 'announcement.update',
  targetType: 'announcement',
  targetId: 'a1',
  before: { message: 'Old, "quoted"' },
  after: { message: 'New' },
  reason: '=HYPERLINK("http://evil")',
  ip: '203.0.113.5',
  requestId: 'req-1',
  createdAt: new Date('2026-11-24T10:00:00Z'),
};

describe('audit CSV', () => {
  it('leaves plain cells alone and writes null as an empty cell', () => {
    expect(csvCell('user.suspend')).toBe('user.suspend');
    expect(csvCell(null)).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('prefixes cells a spreadsheet would run as a formula with an apostrophe', () => {
    for (const start of ['=', '+', '-', '@']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a header row and one CRLF-ended line per entry, before and after as JSON', () => {
    const csv = auditCsv([entry]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      [
        '2026-11-24T10:00:00.000Z',
        'ada@example.com',
        'admin',
        'announcement.update',
        'announcement',
        'a1',
        `"'=HYPERLINK(""http://evil"")"`,
        '"{""message"":""Old, \\""quoted\\""""}"',
        '"{""message"":""New""}"',
        '203.0.113.5',
        'req-1',
      ].join(','),
    );
    expect(lines).toHaveLength(3);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes only the header for no entries', () => {
    expect(auditCsv([])).toBe(`${AUDIT_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('names the file after the UTC day', () => {
    expect(auditCsvFileName(new Date('2026-11-24T23:59:59Z'))).toBe('audit-log-2026-11-24.csv');
  });
});
