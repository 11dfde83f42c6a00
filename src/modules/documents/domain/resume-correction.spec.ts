import { describe, expect, it } from 'vitest';
import { aResume, aRole } from '../../../../test/support/resumes.ts';
import { CORRECTION_LIMITS, correctionOverLimits, normalisedCorrection } from './resume-correction.ts';

describe('a corrected reading', () => {
  it('is kept trimmed, with blank optional fields null and blank entries dropped', () => {
    const kept = normalisedCorrection({
      ...aResume({
        contactInfo: {
          name: '  Ada Park ',
          email: ' ',
          phone: null,
          linkedin: null,
          website: null,
          location: null,
        },
        summary: ' Product manager. ',
        skills: { categorized: { ' Tools ': [' Figma ', ''], Empty: [' '] }, softSkills: ['', 'Mentoring'] },
        certifications: [' PMP ', ''],
      }),
      education: [{ degree: ' BA ', major: ' ', university: ' Lakeside ' }],
      workExperience: [
        { ...aRole(), location: undefined, endDate: ' ', description: ' - Led it. \n\n - Ran it.' },
      ],
    });
    expect(kept).toEqual(
      aResume({
        contactInfo: {
          name: 'Ada Park',
          email: null,
          phone: null,
          linkedin: null,
          website: null,
          location: null,
        },
        summary: 'Product manager.',
        skills: { categorized: { Tools: ['Figma'] }, softSkills: ['Mentoring'] },
        workExperience: [
          { ...aRole(), location: null, endDate: null, heading: null, description: '- Led it.\n- Ran it.' },
        ],
        education: [{ degree: 'BA', major: null, university: 'Lakeside', graduationDate: null }],
        certifications: ['PMP'],
      }),
    );
  });

  it('names what goes past its limits', () => {
    expect(correctionOverLimits(aResume({ workExperience: [aRole()] }))).toEqual([]);
    const roles = Array.from({ length: CORRECTION_LIMITS.roles + 1 }, () => aRole());
    expect(correctionOverLimits(aResume({ workExperience: roles })).map((d) => d.path)).toEqual([
      ['workExperience'],
    ]);
    const long = aResume({
      workExperience: [aRole({ description: 'x'.repeat(CORRECTION_LIMITS.textChars + 1) })],
    });
    expect(correctionOverLimits(long).map((d) => d.path)).toEqual([['workExperience', 0, 'description']]);
  });
});
