import { describe, expect, it } from 'vitest';
import { aResume, aRole, named } from '../../../../test/support/resumes.ts';
import { DOUBT_MESSAGES } from '../domain/reading-doubts.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';
import { ReadResume, structureOf } from './read-resume.ts';

const read: StructuredResume = aResume({
  contactInfo: named('Maya Chen'),
  workExperience: [
    aRole({ company: '2017', startDate: null, endDate: null, description: '- Led the launch.' }),
  ],
});

function understanding() {
  const asked: string[] = [];
  return {
    asked,
    structureResume: async (text: string) => {
      asked.push(text);
      return structuredClone(read);
    },
  };
}

describe('reading a resume', () => {
  it('structures the layout text and doubts what it could not read', async () => {
    const u = understanding();
    const reading = await new ReadResume(u).execute({
      text: 'Maya Chen\nProduct Manager at 2017',
      layout: 'the layout',
      corrected: null,
    });
    expect(u.asked).toEqual(['the layout']);
    expect(reading.corrected).toBe(false);
    expect(reading.doubts).toEqual([
      { field: 'workExperience.0.company', message: DOUBT_MESSAGES.companyIsDate },
      { field: 'workExperience.0.startDate', message: DOUBT_MESSAGES.noStart },
    ]);
  });

  it('answers the corrected reading as it is, without reading the resume again', async () => {
    const u = understanding();
    const corrected = {
      ...read,
      workExperience: [{ ...read.workExperience[0]!, company: 'Google', startDate: 'Jan 2017' }],
    };
    const reading = await new ReadResume(u).execute({ text: 'x', layout: 'y', corrected });
    expect(reading).toEqual({ structure: corrected, corrected: true, doubts: [] });
    expect(await structureOf(u, { layout: 'y', corrected })).toBe(corrected);
    expect(u.asked).toEqual([]);
    expect(await structureOf(u, { layout: 'y', corrected: null })).toEqual(read);
    expect(u.asked).toEqual(['y']);
  });
});
