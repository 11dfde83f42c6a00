import { Experience, Gender, Industry } from '../../api/generated/model';

/** The spec's option lists, in its order (the contract's enums carry the same values). */
export const industryOptions: readonly Industry[] = Object.values(Industry);
export const experienceOptions: readonly Experience[] = Object.values(Experience);
export const genderOptions: readonly Gender[] = Object.values(Gender);

/** 'Ada King Lovelace' -> first 'Ada', last 'King Lovelace'. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Spec: the name is the first name plus the last name joined by a space. */
export function joinName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter(Boolean).join(' ');
}
