import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/kernel/app-error.ts';
import {
  messageText,
  staffAuthorName,
  staffReplyNotice,
  statusAfterUserReply,
  type Ticket,
} from './ticket.ts';

describe('ticket rules', () => {
  it('trims a message and refuses one that is blank after trimming', () => {
    expect(messageText('  Help me \n', 'message')).toBe('Help me');
    for (const blank of ['', '   ', '\n\t ']) {
      expect(() => messageText(blank, 'response')).toThrow(AppError);
      try {
        messageText(blank, 'response');
      } catch (err) {
        expect((err as AppError).message).toBe('Please enter a message.');
        expect((err as AppError).details?.[0]?.path).toEqual(['response']);
      }
    }
  });

  it("signs staff replies with the first name and '(Support Team)'", () => {
    expect(staffAuthorName('Sam Lee')).toBe('Sam (Support Team)');
    expect(staffAuthorName('  Alex  ')).toBe('Alex (Support Team)');
    expect(staffAuthorName('   ')).toBe('Support Team');
  });

  it('reopens a ticket when the person writes again', () => {
    expect(statusAfterUserReply('Resolved')).toBe('Open');
    expect(statusAfterUserReply('Open')).toBe('Open');
  });

  it('links the reply notification to the conversation and shortens long replies', () => {
    const ticket = { id: 't1' } as Ticket;
    const long = 'word '.repeat(100).trim();
    const notice = staffReplyNotice(ticket, long);
    expect(notice.linkUrl).toBe('/settings/support/t1');
    expect(notice.body.length).toBeLessThanOrEqual(160);
    expect(notice.body.endsWith('...')).toBe(true);
    expect(staffReplyNotice(ticket, 'Fixed!').body).toBe('Fixed!');
  });
});
