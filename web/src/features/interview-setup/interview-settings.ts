import { InterviewFormat, InterviewType, Persona } from '../../api/generated/model';

/** Spec: interview settings, persisted per user in browser storage. */
export type InterviewSettings = {
  interviewType: InterviewType;
  persona: Persona;
  interviewMode: InterviewFormat;
  duration: number;
  numQuestions: number;
};

/** Spec section 9: setup defaults and slider ranges. */
export const DEFAULT_SETTINGS: InterviewSettings = {
  interviewType: InterviewType.Behavioral,
  persona: Persona['Friendly_&_Encouraging'],
  interviewMode: InterviewFormat.both,
  duration: 30,
  numQuestions: 5,
};

export const DURATION = { min: 10, max: 45, step: 5 } as const;
export const QUESTIONS = { min: 2, max: 10, step: 1 } as const;

export const interviewTypes: readonly InterviewType[] = Object.values(InterviewType);
export const personas: readonly Persona[] = Object.values(Persona);
export const interviewModes: readonly InterviewFormat[] = Object.values(InterviewFormat);

/** The browser-storage key of one user's settings (contains the user id). */
export function settingsKey(userId: string): string {
  return `interviewSettings:${userId}`;
}

function inRange(value: unknown, range: { min: number; max: number; step: number }): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= range.min &&
    value <= range.max &&
    (value - range.min) % range.step === 0
  );
}

function oneOf<T>(value: unknown, allowed: readonly T[]): value is T {
  return allowed.includes(value as T);
}

/** Stored values that are out of range or unknown fall back to the defaults one by one. */
export function sanitizeSettings(value: unknown): InterviewSettings {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    interviewType: oneOf(stored.interviewType, interviewTypes)
      ? stored.interviewType
      : DEFAULT_SETTINGS.interviewType,
    persona: oneOf(stored.persona, personas) ? stored.persona : DEFAULT_SETTINGS.persona,
    interviewMode: oneOf(stored.interviewMode, interviewModes)
      ? stored.interviewMode
      : DEFAULT_SETTINGS.interviewMode,
    duration: inRange(stored.duration, DURATION) ? stored.duration : DEFAULT_SETTINGS.duration,
    numQuestions: inRange(stored.numQuestions, QUESTIONS)
      ? stored.numQuestions
      : DEFAULT_SETTINGS.numQuestions,
  };
}

export function loadSettings(userId: string): InterviewSettings {
  try {
    const raw = localStorage.getItem(settingsKey(userId));
    return raw === null ? DEFAULT_SETTINGS : sanitizeSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(userId: string, settings: InterviewSettings): void {
  try {
    localStorage.setItem(settingsKey(userId), JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the settings still apply to this visit.
  }
}
