import { describe, expect, it } from 'vitest';
import {
  mayRepolishExperience,
  mayStartPolish,
  ONE_TIME_POLISH_MESSAGE,
  polishedSaveAllowance,
  SAVE_NEEDS_POLISH_MESSAGE,
} from './polish-allowance.ts';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('the one-time AI Resume Polish', () => {
  it('lets a Free account polish once and a paid one always', () => {
    expect(mayStartPolish({ free: true, usedPolish: false })).toBe(true);
    expect(mayStartPolish({ free: true, usedPolish: true })).toBe(false);
    expect(mayStartPolish({ free: false, usedPolish: true })).toBe(true);
  });

  it("follows the operator's allowance, counting completed runs and the flag alike", () => {
    const free = { free: true, usedPolish: false };
    expect(mayStartPolish(free, 2, 1)).toBe(true);
    expect(mayStartPolish(free, 2, 2)).toBe(false);
    expect(mayStartPolish({ free: true, usedPolish: true }, 2, 0)).toBe(true);
    expect(mayStartPolish(free, 0, 0)).toBe(false);
    expect(mayStartPolish({ free: false, usedPolish: true }, 0, 5)).toBe(true);
    expect(ONE_TIME_POLISH_MESSAGE).toBe(
      'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.',
    );
  });

  it('lets a Free account retry an experience for a day after its polish started', () => {
    const free = { free: true, usedPolish: true };
    expect(mayRepolishExperience(free, hoursAgo(23), now)).toBe(true);
    expect(mayRepolishExperience(free, hoursAgo(25), now)).toBe(false);
    expect(mayRepolishExperience(free, null, now)).toBe(false);
    expect(mayRepolishExperience({ free: false, usedPolish: true }, null, now)).toBe(true);
  });

  it('lets a Free account keep the one polished resume of its polish', () => {
    expect(polishedSaveAllowance({ free: true, usedPolish: true }, true)).toEqual({
      allowed: true,
      maxPolished: 1,
    });
    expect(polishedSaveAllowance({ free: true, usedPolish: false }, false)).toEqual({
      allowed: false,
      message: SAVE_NEEDS_POLISH_MESSAGE,
    });
    expect(polishedSaveAllowance({ free: false, usedPolish: false }, false)).toEqual({
      allowed: true,
      maxPolished: null,
    });
  });
});
