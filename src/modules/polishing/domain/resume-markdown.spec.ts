import { describe, expect, it } from 'vitest';
import { parseResumeMarkdown, resumePlainText, runsOf } from './resume-markdown.ts';

const markdown = `# Ana Ruiz
ana@example.com | 555-0100 | [LinkedIn](https://linkedin.com/in/ana)

## Professional Summary
Support engineer who **fixes billing bugs** for *40 clinics*.

## Professional Experience
### Support Engineer — Acme Corp
_Austin, TX | Jan 2021 - Present_
- Resolved billing bugs for 40 clinics
* Wrote the on-call runbook
  - Reviewed by the \\*whole\\* team
1. Numbered point

---
## Education
BSc Physics, <b>University of Texas</b>, 2019`;

describe('the polished resume in markdown', () => {
  it('reads headings, paragraphs, bullets, rules and inline emphasis', () => {
    const blocks = parseResumeMarkdown(markdown);
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'paragraph',
      'space',
      'heading',
      'paragraph',
      'space',
      'heading',
      'heading',
      'paragraph',
      'bullet',
      'bullet',
      'bullet',
      'bullet',
      'space',
      'rule',
      'heading',
      'paragraph',
    ]);
    expect(blocks[4]).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'Support engineer who ', bold: false, italic: false },
        { text: 'fixes billing bugs', bold: true, italic: false },
        { text: ' for ', bold: false, italic: false },
        { text: '40 clinics', bold: false, italic: true },
        { text: '.', bold: false, italic: false },
      ],
    });
    expect(blocks[11]).toMatchObject({ kind: 'bullet', depth: 1 });
    expect(blocks[12]).toMatchObject({ kind: 'bullet', marker: '1.' });
  });

  it('keeps snake_case words and escaped markers as written', () => {
    expect(runsOf('Tuned max_connections to 200 \\*fast\\*')).toEqual([
      { text: 'Tuned max_connections to 200 *fast*', bold: false, italic: false },
    ]);
  });

  it('writes plain text with section headings in capitals and every word kept', () => {
    expect(resumePlainText(parseResumeMarkdown(markdown))).toBe(`Ana Ruiz
ana@example.com | 555-0100 | LinkedIn (https://linkedin.com/in/ana)

PROFESSIONAL SUMMARY
Support engineer who fixes billing bugs for 40 clinics.

PROFESSIONAL EXPERIENCE
Support Engineer — Acme Corp
Austin, TX | Jan 2021 - Present
- Resolved billing bugs for 40 clinics
- Wrote the on-call runbook
  - Reviewed by the *whole* team
1. Numbered point

EDUCATION
BSc Physics, University of Texas, 2019
`);
  });
});
