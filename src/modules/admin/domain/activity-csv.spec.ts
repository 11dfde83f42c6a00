import { describe, expect, it } from 'vitest';
import { activityCsv, activityCsvFileName } from './activity-csv.ts';

describe('the activity CSV', () => {
  it('writes a header and one quoted-as-needed line per event, defusing formulas', () => {
    const csv = activityCsv([
      {
        id: 'a',
        userId: null,
        userEmail: '=HYPERLINK("http://evil")',
        event: 'login.failed',
        metadata: { email: 'x@example.com', reason: 'wrong password, twice' },
        createdAt: new Date('2026-11-24T10:00:00Z'),
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('created_at,user_email,user_id,event,metadata');
    expect(line).toBe(
      '2026-11-24T10:00:00.000Z,"\'=HYPERLINK(""http://evil"")",,login.failed,' +
        '"{""email"":""x@example.com"",""reason"":""wrong password, twice""}"',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('is named after the day it was made', () => {
    expect(activityCsvFileName(new Date('2026-11-24T23:59:00Z'))).toBe('activity-log-2026-11-24.csv');
  });
});
