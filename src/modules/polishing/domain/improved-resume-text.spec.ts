import { describe, expect, it } from 'vitest';
import { improvedResumeText } from './improved-resume-text.ts';

const resume = `Ana Ruiz
Summary
Support engineer who fixes
billing bugs quickly.

Experience
Support Engineer | Acme | 2021 - Present
• Responsible for the on-call rota
• Worked on PostgreSQL tuning
Education
BSc Physics`;

describe('the improved resume text', () => {
  it('puts each suggestion where its passage was, across wrapped lines and bullets', () => {
    const out = improvedResumeText(resume, [
      {
        original: 'Support engineer who fixes billing bugs quickly.',
        suggested: 'Support engineer fixing billing bugs.',
      },
      {
        original: '- Responsible for the on-call rota\n- Worked on PostgreSQL tuning',
        suggested: '- Contributed to PostgreSQL tuning\n- Owned the on-call rota',
      },
    ]);
    expect(out).toBe(`Ana Ruiz
Summary
Support engineer fixing billing bugs.

Experience
Support Engineer | Acme | 2021 - Present
- Contributed to PostgreSQL tuning
- Owned the on-call rota
Education
BSc Physics`);
  });

  it('answers null when a passage is not in the text', () => {
    expect(improvedResumeText(resume, [{ original: 'Led the platform team', suggested: 'x' }])).toBeNull();
  });

  it('leaves the text alone when nothing changes', () => {
    expect(improvedResumeText(resume, [{ original: 'BSc Physics', suggested: 'BSc Physics' }])).toBe(resume);
  });
});
