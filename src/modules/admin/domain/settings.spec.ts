import { describe, expect, it } from 'vitest';
import type { OperatorSettings } from '../../../shared/kernel/operator-settings.ts';
import { settingsFrom, settingsValues, storedSettings, tidySettings } from './settings.ts';

const defaults: OperatorSettings = {
  trialDays: 7,
  requireEmailVerification: true,
  supportEmail: 'support@example.com',
  maintenanceBanner: null,
  freePlanLimits: { interviewSessions: 3, resumes: 1, jobDescriptions: 1, resumePolishes: 1 },
};

describe('operator settings', () => {
  it('are the defaults, unsaved, while nothing is stored', () => {
    expect(settingsFrom(defaults, null)).toEqual({ ...defaults, updatedAt: null, updatedBy: null });
  });

  it('take what was saved over the defaults, with who saved them and when', () => {
    const saved = {
      ...defaults,
      trialDays: 14,
      requireEmailVerification: false,
      supportEmail: 'help@example.com',
      maintenanceBanner: 'Down at noon',
      freePlanLimits: { interviewSessions: 5, resumes: 2, jobDescriptions: 3, resumePolishes: 0 },
      updatedAt: new Date('2026-11-24T10:00:00Z'),
      updatedBy: 'ada@example.com',
    };
    expect(settingsFrom(defaults, JSON.parse(JSON.stringify(storedSettings(saved))))).toEqual(saved);
  });

  it('keep the default of a field that is missing or out of bounds', () => {
    const merged = settingsFrom(defaults, {
      trialDays: 9999,
      requireEmailVerification: 'no',
      supportEmail: '   ',
      freePlanLimits: { interviewSessions: -1, resumes: 4 },
    });
    expect(merged).toMatchObject({
      trialDays: 7,
      requireEmailVerification: true,
      supportEmail: 'support@example.com',
      maintenanceBanner: null,
      freePlanLimits: { interviewSessions: 3, resumes: 4, jobDescriptions: 1, resumePolishes: 1 },
      updatedAt: null,
    });
  });

  it('tidy what an admin saves: trimmed address and banner, a blank banner is none', () => {
    expect(
      tidySettings({ ...defaults, supportEmail: ' help@example.com ', maintenanceBanner: '  Soon  ' }),
    ).toMatchObject({ supportEmail: 'help@example.com', maintenanceBanner: 'Soon' });
    expect(tidySettings({ ...defaults, maintenanceBanner: '   ' }).maintenanceBanner).toBeNull();
  });

  it('keep for the audit exactly the settings, nothing about who saved them', () => {
    expect(Object.keys(settingsValues({ ...defaults }))).toEqual([
      'trialDays',
      'requireEmailVerification',
      'supportEmail',
      'maintenanceBanner',
      'freePlanLimits',
    ]);
  });
});
