import { describe, expect, it } from 'vitest';
import type { StructuredResume } from '../../api/generated/model';
import { blankSchool, draftPaths, fieldPath, indexDoubts, toDraft, toStructure } from './reading-draft';

function resume(): StructuredResume {
  return {
    contactInfo: {
      name: 'Grace Hopper',
      email: null,
      phone: null,
      linkedin: null,
      website: null,
      location: null,
    },
    summary: 'Compiler pioneer.',
    skills: { categorized: { Languages: ['COBOL'] }, softSkills: [] },
    workExperience: [
      {
        standardizedJobTitle: 'Rear Admiral',
        company: 'US Navy',
        location: null,
        startDate: '1943',
        endDate: null,
        description: 'Led the team',
      },
    ],
    education: [{ degree: 'PhD', major: null, university: 'Yale', graduationDate: undefined }],
    certifications: [],
  };
}

describe('a reading as the form edits it', () => {
  it('comes back unchanged when nothing was edited (a school without a date gets null)', () => {
    const expected = resume();
    expected.education[0]!.graduationDate = null;
    expect(toStructure(toDraft(resume()))).toEqual(expected);
  });

  it('trims texts, splits skills at commas, keeps one certification a line and drops blank entries', () => {
    const draft = toDraft(resume());
    draft.contact.email = '  grace@example.com ';
    draft.contact.name = '   ';
    draft.skillGroups = draft.skillGroups.map((group) =>
      group.category === 'Languages' ? { ...group, skills: 'COBOL, FLOW-MATIC,, ' } : group,
    );
    draft.softSkills = 'Teaching,\nPersistence';
    draft.certifications = ' Naval Reserve \n\n  Distinguished Service ';
    draft.schools = [...draft.schools, blankSchool()];
    const structure = toStructure(draft);
    expect(structure.contactInfo).toMatchObject({ email: 'grace@example.com', name: null });
    expect(structure.skills).toEqual({
      categorized: { Languages: ['COBOL', 'FLOW-MATIC'] },
      softSkills: ['Teaching', 'Persistence'],
    });
    expect(structure.certifications).toEqual(['Naval Reserve', 'Distinguished Service']);
    expect(structure.education).toHaveLength(1);
  });
});

describe('doubts placed at the form', () => {
  const draft = toDraft(resume());
  const shown = draftPaths(draft);

  it('puts a doubt at the field it names, or at the field holding the part it names', () => {
    const doubts = indexDoubts(
      [
        { field: 'workExperience.0.company', message: 'Employer?' },
        { field: 'skills.categorized.Languages.0', message: 'Skill?' },
        { field: 'certifications.3', message: 'Certification?' },
        { field: 'certifications.4', message: 'Another?' },
      ],
      shown,
    );
    expect(doubts.at(fieldPath.role(0, 'company'))).toBe('Employer?');
    expect(doubts.at(fieldPath.role(0, 'standardizedJobTitle'))).toBeUndefined();
    expect(doubts.at(fieldPath.skillGroup('Languages'))).toBe('Skill?');
    expect(doubts.at(fieldPath.certifications)).toBe('Certification? Another?');
    expect(doubts.countIn(shown)).toBe(3);
    expect(doubts.elsewhere).toEqual([]);
  });

  it('keeps apart a doubt about nothing the form shows, and counts only the fields still shown', () => {
    const doubts = indexDoubts(
      [
        { field: 'skills', message: 'We found no skills section.' },
        { field: 'workExperience.0.company', message: 'Employer?' },
      ],
      shown,
    );
    expect(doubts.elsewhere).toEqual(['We found no skills section.']);
    expect(doubts.countIn(draftPaths({ ...draft, roles: [] }))).toBe(0);
    // a role the person added has no place in the reading, so no doubt of it
    expect(fieldPath.role(null, 'company')).toBeNull();
  });
});
