import { describe, expect, it } from 'vitest';
import { INTERVIEW_TYPES, type InterviewType, type Persona, PERSONAS } from '../../domain/interview.ts';
import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { StructuredResume } from '../../domain/structured-resume.ts';
import { fixtureText, professionText } from '../../quality/labelled-set.ts';
import { parseJob } from './job-parser.ts';
import { LocalInterviewer } from './local-interviewer.ts';
import { bareQuestion } from './persona-voice.ts';
import { parseResume } from './resume-parser.ts';

const interviewer = new LocalInterviewer();
const resume = parseResume(fixtureText('resumes', 'backend-engineer'));
const job = parseJob(fixtureText('jobs', 'senior-backend-engineer'));

async function plan(
  type: InterviewType,
  seed: string,
  options: {
    persona?: Persona;
    count?: number;
    resume?: StructuredResume;
    job?: StructuredJobDescription;
  } = {},
) {
  const { questions } = await interviewer.plan({
    type,
    persona: options.persona ?? 'Friendly & Encouraging',
    questionCount: options.count ?? 5,
    resume: options.resume ?? resume,
    job: options.job ?? job,
    seed,
  });
  return questions;
}

const SESSIONS = Array.from({ length: 10 }, (_, i) => `session-${i}`);

describe('interviews that differ', () => {
  it.each(INTERVIEW_TYPES)('%s: ten sessions on one resume and job open and go differently', async (type) => {
    const plans = await Promise.all(SESSIONS.map((s) => plan(type, s)));
    const openings = new Set(plans.map((p) => bareQuestion(p[0]!.text)));
    expect(openings.size).toBeGreaterThanOrEqual(5);
    const sets = new Set(
      plans.map((p) =>
        p
          .map((q) => q.text)
          .sort()
          .join('\n'),
      ),
    );
    expect(sets.size).toBe(SESSIONS.length);
    for (const p of plans) expect(new Set(p.map((q) => q.text)).size).toBe(p.length);
  });

  it('gives one session the same plan every time, so it can be replayed', async () => {
    for (const type of INTERVIEW_TYPES)
      expect(await plan(type, 'session-7')).toEqual(await plan(type, 'session-7'));
  });

  it('never repeats a question, a resume line or a skill within a session, at any length', async () => {
    for (const type of INTERVIEW_TYPES)
      for (const count of [2, 6, 10])
        for (const seed of SESSIONS.slice(0, 4)) {
          const questions = await plan(type, seed, { count });
          expect(questions).toHaveLength(count);
          expect(new Set(questions.map((q) => q.text)).size).toBe(count);
          const skills = questions.flatMap((q) => q.skills).filter((s) => s !== 'Python' && s !== 'SQL');
          expect(new Set(skills).size).toBe(skills.length);
        }
  });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('aimed at the real resume and the gaps', () => {
  it('asks about a concrete line of one of the candidate’s roles in every session', async () => {
    for (const type of ['Behavioral', 'Technical'] as const)
      for (const seed of SESSIONS) {
        const text = (await plan(type, seed)).map((q) => q.text).join('\n');
        const quoted = resume.workExperience.some((e) =>
          new RegExp(
            `In your ${escaped(e.standardizedJobTitle)} role at ${escaped(e.company)} \\(\\d{4}(?: to (?:\\d{4}|now))?\\), (?:you |your resume says)`,
          ).test(text),
        );
        expect(quoted, `${type} ${seed}:\n${text}`).toBe(true);
      }
    // the words of the bullet itself, not a paraphrase that could invent a claim
    const bullets = resume.workExperience.flatMap((e) =>
      e.description.split('\n').map((l) => l.slice(3, 40)),
    );
    for (const seed of SESSIONS) {
      const text = (await plan('Behavioral', seed, { count: 8 })).map((q) => q.text).join('\n');
      expect(bullets.some((b) => text.includes(b))).toBe(true);
    }
  });

  it('asks about a skill the job needs and the resume does not mention', async () => {
    const missing = job.requiredSkills.filter((s) => !fixtureText('resumes', 'backend-engineer').includes(s));
    expect(missing.length).toBeGreaterThan(0);
    for (const type of ['Behavioral', 'Technical'] as const)
      for (const seed of SESSIONS) {
        const gap = (await plan(type, seed)).find((q) =>
          /The role needs .*; your resume does not|which your resume does not show/.test(q.text),
        );
        expect(gap, `${type} ${seed}`).toBeDefined();
        expect(missing).toContain(gap!.skills[0]);
      }
  });

  it('greets only in the first question, in the persona’s voice', async () => {
    for (const persona of PERSONAS) {
      const questions = await plan('Technical', 'x', { persona, count: 6 });
      const greeting = persona === 'Friendly & Encouraging' ? /^Hi, and thanks/ : /^Good day\./;
      expect(questions[0]!.text).toMatch(greeting);
      for (const q of questions.slice(1))
        expect(q.text).not.toMatch(/Hi, and thanks|Good day|main questions/);
    }
  });
});

/** Job fixture, own resume, and words a question for that profession would use. */
const PROFESSIONS: [string, string, RegExp][] = [
  ['emergency-department-rn', 'registered-nurse', /patient/i],
  ['third-grade-teacher', 'elementary-teacher', /pupil|lesson|class/i],
  ['front-office-manager', 'hotel-front-office-manager', /guest|booking|room/i],
  ['account-executive-mid-market', 'account-executive', /deal|buyer|quota|lead|forecast/i],
  ['fpa-financial-analyst', 'financial-analyst', /budget|forecast|financial|variance/i],
  ['digital-marketing-manager', 'marketing-manager', /campaign|channel|budget/i],
  ['supply-chain-manager', 'supply-chain-manager', /supplier|process|stock|demand/i],
  ['product-designer-ux', 'product-designer', /design|usability|research/i],
  ['senior-product-manager', 'product-manager', /feature|launch|stakeholder|roadmap/i],
  ['data-analyst-customer-insights', 'data-analyst', /data|analysis|metric/i],
];

describe('question banks for every profession', () => {
  it.each(PROFESSIONS)(
    '%s: questions of the profession, none about software',
    async (jobName, resumeName, words) => {
      const pair = {
        job: parseJob(professionText('jobs', jobName)),
        resume: parseResume(professionText('resumes', resumeName)),
      };
      for (const seed of ['a', 'b']) {
        const text = [
          ...(await plan('Behavioral', seed, { ...pair, count: 6 })),
          ...(await plan('Technical', seed, { ...pair, count: 6 })),
        ]
          .map((q) => q.text)
          .join('\n');
        expect(text).toMatch(words);
        expect(text).not.toMatch(/production incident|code review|endpoint|deploy/i);
      }
    },
  );
});

describe('coding questions', () => {
  it('name the language of the job, or of the resume, for the answer editor', async () => {
    for (const seed of SESSIONS.slice(0, 3)) {
      expect((await plan('Coding', seed)).every((q) => q.text.includes('Use Python,'))).toBe(true);
      const frontend = await plan('Coding', seed, {
        job: parseJob(professionText('jobs', 'frontend-engineer-react')),
        resume: parseResume(professionText('resumes', 'frontend-engineer')),
      });
      expect(frontend.every((q) => q.text.includes('Use JavaScript,'))).toBe(true);
      const nurse = await plan('Coding', seed, {
        job: parseJob(professionText('jobs', 'emergency-department-rn')),
        resume: parseResume(professionText('resumes', 'registered-nurse')),
      });
      expect(nurse[0]!.text).toMatch(/patient|vital/i);
      expect(nurse[0]!.text).toContain('the language of your choice');
    }
  });

  it('open a data role’s interview with SQL', async () => {
    const pair = {
      resume: parseResume(fixtureText('resumes', 'data-analyst')),
      job: parseJob(fixtureText('jobs', 'data-analyst')),
    };
    for (const seed of SESSIONS) expect((await plan('Coding', seed, pair))[0]!.text).toMatch(/SQL/);
  });
});

describe('any input', () => {
  const huge = [
    'a'.repeat(100_000),
    `${' '.repeat(100_000)}x`,
    '-'.repeat(100_000),
    '. '.repeat(50_000),
    `${'“'.repeat(50_000)}${'At '.repeat(15_000)}`,
    `${'Led the team, '.repeat(7000)}\n`.repeat(2),
  ];

  it('plans from 100 KB fields with every question of a sane length', async () => {
    for (const text of huge) {
      const resume: StructuredResume = {
        contactInfo: { name: text, email: null, phone: null, linkedin: null, website: null, location: null },
        summary: text,
        skills: { categorized: { Languages: [text, 'Python'] }, softSkills: [text] },
        workExperience: [
          {
            standardizedJobTitle: text,
            company: text,
            location: null,
            startDate: null,
            endDate: null,
            description: text,
          },
        ],
        education: [{ degree: text, major: text, university: text, graduationDate: null }],
        certifications: [text],
      };
      const job: StructuredJobDescription = {
        title: text,
        seniority: null,
        requiredSkills: [text, 'Kubernetes'],
        preferredSkills: [text],
        responsibilities: [text, text],
      };
      for (const type of INTERVIEW_TYPES) {
        const { questions } = await interviewer.plan({
          type,
          persona: 'Strict & Professional',
          questionCount: 10,
          resume,
          job,
          seed: 's',
        });
        expect(questions).toHaveLength(10);
        expect(Math.max(...questions.map((q) => q.text.length))).toBeLessThan(900);
      }
    }
  });

  it('answers a 100 KB answer with a next turn of a sane length', async () => {
    const { questions } = await interviewer.plan({
      type: 'Behavioral',
      persona: 'Strict & Professional',
      questionCount: 3,
      resume,
      job,
    });
    for (const answer of huge)
      for (const type of INTERVIEW_TYPES) {
        const next = await interviewer.next({
          type,
          persona: 'Friendly & Encouraging',
          job,
          plan: { questions },
          mainQuestionsAsked: 1,
          thread: [{ kind: 'main', question: `${questions[0]!.text}${answer}`, answer }],
        });
        expect(next.text.length).toBeLessThan(900);
      }
  });
});
