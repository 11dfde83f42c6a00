import { describe, expect, it } from 'vitest';
import { type AnnouncementDraft, announcesFeatureNow, checkedDraft, WINDOW_ORDER } from './announcement.ts';

const draft: AnnouncementDraft = {
  type: 'Informational',
  message: '  New reports are here  ',
  isFeature: false,
  isActive: true,
  startsAt: null,
  endsAt: null,
};

describe('announcement drafts', () => {
  it('trim the message and refuse a blank one', () => {
    expect(checkedDraft(draft).message).toBe('New reports are here');
    expect(() => checkedDraft({ ...draft, message: ' \n ' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED' }),
    );
  });

  it('refuse a window that ends at or before its start, and accept an open end', () => {
    const startsAt = new Date('2026-12-01T00:00:00Z');
    for (const endsAt of [startsAt, new Date('2026-11-30T00:00:00Z')]) {
      expect(() => checkedDraft({ ...draft, startsAt, endsAt })).toThrow(
        expect.objectContaining({ code: 'VALIDATION_FAILED', message: WINDOW_ORDER }),
      );
    }
    expect(checkedDraft({ ...draft, startsAt, endsAt: new Date('2026-12-02T00:00:00Z') })).toBeTruthy();
    expect(checkedDraft({ ...draft, startsAt: null, endsAt: new Date('2026-12-02T00:00:00Z') })).toBeTruthy();
  });

  it('announce a feature once: active, a feature, not announced before', () => {
    expect(announcesFeatureNow({ isFeature: true, isActive: true, featureAnnouncedAt: null })).toBe(true);
    expect(announcesFeatureNow({ isFeature: true, isActive: false, featureAnnouncedAt: null })).toBe(false);
    expect(announcesFeatureNow({ isFeature: false, isActive: true, featureAnnouncedAt: null })).toBe(false);
    expect(announcesFeatureNow({ isFeature: true, isActive: true, featureAnnouncedAt: new Date() })).toBe(
      false,
    );
  });
});
