import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../../../../test/support/growth.ts';
import type { ExperienceSuggestion, StructuredResume } from '../../api/generated/model';
import { liveScore, totalSuggestions } from './live-score';
import { asPdfName, defaultPolishedName, exportFileName, polishedMarkdown } from './polish-markdown';
import { initialPolishState, type PolishState, polishReducer } from './polish-state';
import { wordDiff } from './word-diff';

const resume: StructuredResume = {
  contactInfo: {
    name: 'Jordan Rivers',
    email: 'jordan@example.com',
    phone: '555-0100',
    linkedin: null,
    website: 'jordan.dev',
    location: 'Berlin',
  },
  summary: 'Backend engineer with seven years of web services.',
  skills: { categorized: { Languages: ['Python', 'Go'] }, softSkills: ['Mentoring'] },
  workExperience: [
    {
      standardizedJobTitle: 'Senior Backend Engineer',
      company: 'Northwind Labs',
      location: 'Berlin',
      startDate: 'Jan 2020',
      endDate: 'Present',
      description: '• Built Python APIs\n• Moved services to AWS',
    },
    {
      standardizedJobTitle: 'Backend Engineer',
      company: 'Contoso',
      location: null,
      startDate: 'Jun 2017',
      endDate: 'Dec 2019',
      description: 'Designed PostgreSQL schemas.',
    },
  ],
  education: [
    { degree: 'B.S.', major: 'Computer Science', university: 'State University', graduationDate: '2017' },
  ],
  certifications: ['AWS Certified Developer'],
};

function suggestion(index: number, suggested: string): ExperienceSuggestion {
  return {
    index,
    original: resume.workExperience[index]?.description ?? '',
    suggested,
    reasoning: 'Closer to the job.',
    jobTitle: resume.workExperience[index]?.standardizedJobTitle ?? '',
    company: resume.workExperience[index]?.company ?? '',
    location: null,
    duration: '',
  };
}

/** The state after a stream: parsed, the summary and both experiences suggested, scores 60 → 84. */
function polished(): PolishState {
  const events = [
    { name: 'parsing_complete', data: { structuredResume: resume, structuredJd: null } },
    {
      name: 'summary_suggestion',
      data: {
        original: resume.summary,
        suggested: 'Backend engineer with seven years of Python web services.',
        reasoning: 'r',
      },
    },
    {
      name: 'work_experience_suggestion',
      data: suggestion(0, '- Built Python REST APIs\n- Moved 40 services to AWS'),
    },
    { name: 'work_experience_suggestion', data: suggestion(1, 'Designed PostgreSQL schemas for billing.') },
    { name: 'scores_complete', data: { scores: { originalMatchScore: 60, improvedMatchScore: 84 } } },
    { name: 'done', data: {} },
  ];
  return events.reduce<PolishState>(
    (state, event) => polishReducer(state, { type: 'event', event }),
    initialPolishState,
  );
}

/** Linear work grows about four times on four times the input; quadratic work about sixteen. */
const MAX_GROWTH = 10;

describe('word diff', () => {
  it('marks removed and added words and keeps what both share', () => {
    expect(wordDiff('Built APIs on PostgreSQL', 'Built REST APIs on PostgreSQL')).toEqual([
      { kind: 'same', text: 'Built ' },
      { kind: 'added', text: 'REST ' },
      { kind: 'same', text: 'APIs on PostgreSQL' },
    ]);
  });

  it('shows a rewritten phrase as one removal and one addition, not word by word', () => {
    const parts = wordDiff('I did a lot of work on APIs', 'I designed and shipped APIs');
    expect(parts).toEqual([
      { kind: 'same', text: 'I ' },
      { kind: 'removed', text: 'did a lot of work on' },
      { kind: 'added', text: 'designed and shipped' },
      { kind: 'same', text: ' APIs' },
    ]);
  });

  it('rebuilds both texts exactly, line breaks included', () => {
    const original = '• Built Python APIs\n• Moved services to AWS\nLed a team';
    const suggested = '- Built Python REST APIs\n- Moved 40 services to AWS\nLed a team of four';
    const parts = wordDiff(original, suggested);
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe(original);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe(suggested);
  });

  it('keeps a word that only lost its punctuation', () => {
    expect(wordDiff('Wrote tools in Python.', 'Wrote tools in Python for the data team.')).toEqual([
      { kind: 'same', text: 'Wrote tools in Python' },
      { kind: 'added', text: ' for the data team' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('handles empty and identical texts', () => {
    expect(wordDiff('', 'New summary.')).toEqual([{ kind: 'added', text: 'New summary.' }]);
    expect(wordDiff('Same.', 'Same.')).toEqual([{ kind: 'same', text: 'Same.' }]);
  });

  // Comparing every word with every word grows with the square of the text, so past a table size
  // the texts are shown as replaced whole. The same descriptions at two lengths, one four times the
  // other, in the same run: bounded work costs about four times as much on the longer one, a full
  // comparison about sixteen times. A fixed number of milliseconds would fail on a busy machine.
  it('stays linear on long descriptions', async () => {
    const reversedPair = (count: number) => {
      const words = Array.from({ length: count }, (_, i) => `word${i % 97}`);
      return { original: words.join(' '), suggested: words.reverse().join(' ') };
    };
    const diff = ({ original, suggested }: { original: string; suggested: string }) =>
      wordDiff(original, suggested);
    const growth = await growthOf(diff, reversedPair(1000), reversedPair(4000), MAX_GROWTH);
    expect(growth.ratio, describeGrowth(growth)).toBeLessThan(MAX_GROWTH);
    expect(diff(reversedPair(4000)).length).toBeGreaterThan(0);
  });
});

describe('live score', () => {
  it("shows the server's improved score while every suggestion is kept (pending or accepted)", () => {
    const state = polished();
    expect(totalSuggestions(state)).toBe(3);
    expect(liveScore({ originalMatchScore: 60, improvedMatchScore: 84 }, state)).toEqual({
      improved: 84,
      estimated: false,
      kept: 3,
      offered: 3,
    });
  });

  it('takes an equal share of the gain away for each rejected suggestion', () => {
    const scores = { originalMatchScore: 60, improvedMatchScore: 84 };
    let state = polishReducer(polished(), { type: 'decide', target: 0, decision: 'rejected' });
    expect(liveScore(scores, state)).toMatchObject({ improved: 76, estimated: true, kept: 2 });
    state = polishReducer(state, { type: 'decide', target: 'summary', decision: 'rejected' });
    expect(liveScore(scores, state).improved).toBe(68);
    state = polishReducer(state, { type: 'decide', target: 1, decision: 'rejected' });
    expect(liveScore(scores, state)).toMatchObject({ improved: 60, kept: 0 });
    state = polishReducer(state, { type: 'decide', target: 1, decision: 'accepted' });
    expect(liveScore(scores, state).improved).toBe(68);
  });
});

describe('polished resume markdown', () => {
  it('uses accepted and pending suggestions and the original of rejected ones, in the spec order', () => {
    let state = polishReducer(polished(), { type: 'decide', target: 0, decision: 'accepted' });
    state = polishReducer(state, { type: 'decide', target: 1, decision: 'rejected' });
    expect(polishedMarkdown(state)).toBe(
      [
        '# Jordan Rivers',
        '',
        'jordan@example.com | 555-0100 | jordan.dev | Berlin',
        '',
        '## Professional Summary',
        '',
        'Backend engineer with seven years of Python web services.',
        '',
        '## Skills',
        '',
        '- **Languages:** Python, Go',
        '- **Soft Skills:** Mentoring',
        '',
        '## Professional Experience',
        '',
        '### Senior Backend Engineer | Northwind Labs',
        '*Berlin | Jan 2020 - Present*',
        '',
        '- Built Python REST APIs',
        '- Moved 40 services to AWS',
        '',
        '### Backend Engineer | Contoso',
        '*Jun 2017 - Dec 2019*',
        '',
        '- Designed PostgreSQL schemas.',
        '',
        '## Education',
        '',
        '- B.S. in Computer Science, State University, 2017',
        '',
        '## Certifications',
        '',
        '- AWS Certified Developer',
        '',
      ].join('\n'),
    );
  });

  it('sets a title and an employer apart by a bar, so commas of their own never split them', () => {
    const state = polishReducer(initialPolishState, {
      type: 'event',
      event: {
        name: 'parsing_complete',
        data: {
          structuredResume: {
            ...resume,
            workExperience: [
              {
                ...resume.workExperience[0],
                standardizedJobTitle: 'Registered Nurse, Cardiac Unit',
                company: 'Summit Tools, Inc.',
                description: 'Ran the night shift.\nTrained 4 new nurses',
              },
            ],
          },
        },
      },
    });
    expect(polishedMarkdown(state)).toContain(
      '### Registered Nurse, Cardiac Unit | Summit Tools, Inc.\n*Berlin | Jan 2020 - Present*\n\n- Ran the night shift.\n- Trained 4 new nurses\n',
    );
  });

  it('saves a role kept as written with its heading lines as the resume writes them, not rebuilt from misread fields', () => {
    const misread = {
      ...resume.workExperience[1]!,
      // the reader took a date for the employer; the resume's own lines say otherwise
      company: '2017',
      heading: 'Backend Engineer\nContoso Ltd, Leeds\nJun 2017 – Dec 2019',
    };
    const events = [
      {
        name: 'parsing_complete',
        data: { structuredResume: { ...resume, workExperience: [resume.workExperience[0], misread] } },
      },
      { name: 'work_experience_suggestion', data: suggestion(0, '- Built Python REST APIs') },
      {
        name: 'work_experience_suggestion',
        data: {
          ...suggestion(1, misread.description),
          company: '2017',
          reasoning: 'Kept as written.',
          keptAsWritten: true,
        },
      },
    ];
    const state = events.reduce<PolishState>(
      (current, event) => polishReducer(current, { type: 'event', event }),
      initialPolishState,
    );
    const markdown = polishedMarkdown(state);
    expect(markdown).toContain(
      '### Backend Engineer\n*Contoso Ltd, Leeds | Jun 2017 – Dec 2019*\n\n- Designed PostgreSQL schemas.\n',
    );
    expect(markdown).not.toContain('| 2017');
    // nothing to decide on it, so it is no share of the live score
    expect(liveScore({ originalMatchScore: 60, improvedMatchScore: 84 }, state).offered).toBe(1);
    // a role read with confidence keeps the heading made from its fields
    expect(markdown).toContain('### Senior Backend Engineer | Northwind Labs\n*Berlin | Jan 2020 - Present*');
  });

  it('turns bullets of any style into Markdown items and leaves out empty sections', () => {
    const bare = polishReducer(initialPolishState, {
      type: 'event',
      event: {
        name: 'parsing_complete',
        data: {
          structuredResume: {
            ...resume,
            summary: '',
            certifications: [],
            education: [],
            workExperience: [{ ...resume.workExperience[0], description: '• one\n▪ two\n* three\n1. four' }],
          },
        },
      },
    });
    const markdown = polishedMarkdown(bare);
    expect(markdown).toContain('- one\n- two\n- three\n- four');
    expect(markdown).not.toContain('## Professional Summary');
    expect(markdown).not.toContain('## Education');
    expect(markdown).not.toContain('## Certifications');
  });
});

describe('polished file names', () => {
  it("is the resume's name without extension plus ' - Polished.pdf'", () => {
    expect(defaultPolishedName('Jordan Rivers Resume.docx')).toBe('Jordan Rivers Resume - Polished.pdf');
    expect(defaultPolishedName('cv.v2.pdf')).toBe('cv.v2 - Polished.pdf');
    expect(defaultPolishedName('Resume')).toBe('Resume - Polished.pdf');
  });

  it('keeps the saved resume a PDF and names downloads after the chosen format', () => {
    expect(asPdfName('  My CV ')).toBe('My CV.pdf');
    expect(asPdfName('My CV.PDF')).toBe('My CV.PDF');
    expect(exportFileName('My CV - Polished.pdf', 'docx')).toBe('My CV - Polished.docx');
    expect(exportFileName('My CV - Polished.pdf', 'txt')).toBe('My CV - Polished.txt');
  });
});

describe('polish state', () => {
  it('keeps decisions when the server replays events after a reconnect', () => {
    const decided = polishReducer(
      polishReducer(polished(), { type: 'decide', target: 1, decision: 'rejected' }),
      { type: 'decide', target: 'summary', decision: 'accepted' },
    );
    // replayed while still streaming
    const streaming: PolishState = { ...decided, phase: 'streaming' };
    const replay = [
      { name: 'parsing_complete', data: { structuredResume: resume, structuredJd: null } },
      { name: 'work_experience_suggestion', data: suggestion(1, 'Designed PostgreSQL schemas for billing.') },
      { name: 'work_experience_suggestion', data: suggestion(0, 'A different text') },
    ];
    const after = replay.reduce<PolishState>(
      (state, event) => polishReducer(state, { type: 'event', event }),
      streaming,
    );
    expect(after.summary?.decision).toBe('accepted');
    expect(after.experiences[1]?.decision).toBe('rejected');
    // a changed suggestion is new: pending again
    expect(after.experiences[0]?.decision).toBe('pending');
  });

  it('skips payloads of the wrong shape and ends with the server message or the unknown error text', () => {
    let state = polishReducer(initialPolishState, {
      type: 'event',
      event: { name: 'parsing_complete', data: 'x' },
    });
    expect(state.resume).toBeNull();
    state = polishReducer(state, {
      type: 'event',
      event: { name: 'work_experience_suggestion', data: { index: -1 } },
    });
    expect(state).toEqual(initialPolishState);
    expect(polishReducer(state, { type: 'event', event: { name: 'error', data: {} } }).error).toBe(
      'An unknown error occurred.',
    );
    expect(
      polishReducer(state, { type: 'event', event: { name: 'error', data: { message: 'Resume is empty.' } } })
        .error,
    ).toBe('Resume is empty.');
  });
});
