import type { FreePlanLimits, OperatorSettings } from '../../../shared/kernel/operator-settings.ts';
import type { AuditValues } from './audit.ts';

/** The operator settings with who saved them last and when (both null while the defaults apply). */
export interface SavedSettings extends OperatorSettings {
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The bounds the contract sets on each number (AdminSettingsUpdate, FreePlanLimits). */
const BOUNDS = {
  trialDays: 365,
  interviewSessions: 1000,
  resumes: 100,
  jobDescriptions: 100,
  resumePolishes: 100,
} as const;

const LIMIT_KEYS = ['interviewSessions', 'resumes', 'jobDescriptions', 'resumePolishes'] as const;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function count(value: unknown, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max
    ? value
    : fallback;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** A banner is its trimmed text; blank means none. */
export function bannerOf(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The settings in force: what was saved, field by field over the defaults. A field that is missing
 * or out of bounds (a row written by an older version, or edited by hand) keeps its default, so a
 * bad row can never switch a rule off by accident.
 */
export function settingsFrom(defaults: OperatorSettings, stored: unknown): SavedSettings {
  if (stored === null || stored === undefined) return { ...defaults, updatedAt: null, updatedBy: null };
  const s = record(stored);
  const limits = record(s.freePlanLimits);
  const freePlanLimits = Object.fromEntries(
    LIMIT_KEYS.map((k) => [k, count(limits[k], BOUNDS[k], defaults.freePlanLimits[k])]),
  ) as unknown as FreePlanLimits;
  const updatedAt = typeof s.updatedAt === 'string' ? new Date(s.updatedAt) : null;
  return {
    trialDays: count(s.trialDays, BOUNDS.trialDays, defaults.trialDays),
    requireEmailVerification:
      typeof s.requireEmailVerification === 'boolean'
        ? s.requireEmailVerification
        : defaults.requireEmailVerification,
    supportEmail: text(s.supportEmail, defaults.supportEmail),
    maintenanceBanner:
      'maintenanceBanner' in s
        ? bannerOf(typeof s.maintenanceBanner === 'string' ? s.maintenanceBanner : null)
        : defaults.maintenanceBanner,
    freePlanLimits,
    updatedAt: updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : null,
    updatedBy: typeof s.updatedBy === 'string' ? s.updatedBy : null,
  };
}

/** What an admin saves, tidied: the address and the banner trimmed, a blank banner is none. */
export function tidySettings(input: OperatorSettings): OperatorSettings {
  return {
    trialDays: input.trialDays,
    requireEmailVerification: input.requireEmailVerification,
    supportEmail: input.supportEmail.trim(),
    maintenanceBanner: bannerOf(input.maintenanceBanner),
    freePlanLimits: { ...input.freePlanLimits },
  };
}

/** The settings as the audit log and the stored row keep them (plain JSON). */
export function settingsValues(s: OperatorSettings): AuditValues {
  return {
    trialDays: s.trialDays,
    requireEmailVerification: s.requireEmailVerification,
    supportEmail: s.supportEmail,
    maintenanceBanner: s.maintenanceBanner,
    freePlanLimits: { ...s.freePlanLimits },
  };
}

/** The row to store: the values with who saved them and when. */
export function storedSettings(s: SavedSettings): Record<string, unknown> {
  return { ...settingsValues(s), updatedAt: s.updatedAt?.toISOString() ?? null, updatedBy: s.updatedBy };
}
