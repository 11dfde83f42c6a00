import { describe, expect, it } from 'vitest';
import { INTERVIEW_TYPES, type NextTurnRequest, PERSONAS } from '../../domain/interview.ts';
import { fixtureText } from '../../quality/labelled-set.ts';
import { parseJob } from './job-parser.ts';
import { LocalInterviewer } from './local-interviewer.ts';
import { bareQuestion, introduction, opening, transition } from './persona-voice.ts';
import { parseResume } from './resume-parser.ts';

const interviewer = new LocalInterviewer();
const resume = parseResume(fixtureText('resumes', 'backend-engineer'));
const job = parseJob(fixtureText('jobs', 'senior-backend-engineer'));

/** Answers that draw each kind of follow-up from one question or another. */
const ANSWERS = {
  short: 'We talked and agreed.',
  offTopic:
    'I love hiking on weekends and reading science fiction novels; my favourite author writes about space travel and distant planets.',
  general:
    'In general I think disagreements are healthy and normal on any team. I listen to the other person, try to understand their perspective and their concerns, and look for a compromise that works for the whole team, because consensus matters more than being right about every single detail of a decision, and people stay motivated when they feel heard.',
  team: 'At Northwind we had a slow tracking service. We profiled the queries and we found a missing index on the shipments table. Our team rewrote the worst queries and we added caching in front of the search endpoint, and we reviewed the design together with the platform group before rolling it out.',
  noResult:
    'At Northwind our team disagreed about the database schema for the new tracking service, and the discussion kept going in circles. I proposed a benchmark with real production traffic, I wrote the load test myself over the weekend, and I presented the numbers to everyone in the weekly architecture meeting the following Monday morning, with a recommendation and the raw data attached.',
  code: '```python\ndef merge(xs):\n    xs.sort()\n    out = []\n    for s, e in xs:\n        out.append([s, e])\n    return out\n```',
};

function turn(first: string, answer: string, extra: Partial<NextTurnRequest>): NextTurnRequest {
  return {
    type: 'Behavioral',
    persona: 'Friendly & Encouraging',
    job,
    plan: { questions: [{ text: first, focus: 'x', skills: [] }] },
    mainQuestionsAsked: 1,
    thread: [{ kind: 'main', question: first, answer }],
    ...extra,
  };
}

describe('follow-ups never repeat the introduction', () => {
  it.each(PERSONAS)('no follow-up of the %s persona contains its greeting', async (persona) => {
    let followUps = 0;
    for (const type of INTERVIEW_TYPES) {
      for (const seed of ['a', 'b', 'c']) {
        const plan = await interviewer.plan({ type, persona, questionCount: 5, resume, job, seed });
        const first = plan.questions[0]!.text;
        const greeting = introduction(persona, 5);
        expect(first.startsWith(greeting)).toBe(true);
        // the introduction is said once: no other planned question carries any of it
        for (const q of plan.questions.slice(1)) expect(q.text).not.toContain(greeting.slice(0, 20));
        for (const answer of Object.values(ANSWERS)) {
          const next = await interviewer.next(turn(first, answer, { type, persona, plan }));
          if (next.kind !== 'follow-up') continue;
          followUps += 1;
          for (const sentence of greeting.split(/(?<=[.!])\s/)) expect(next.text).not.toContain(sentence);
          expect(next.text).not.toMatch(/main questions|Let's start|First question/);
        }
      }
    }
    expect(followUps).toBeGreaterThan(15);
  });

  it('comes back to the question itself after an off-topic answer, without the greeting', async () => {
    const first = opening(
      'Strict & Professional',
      5,
      'This role involves work like “Run payments”. Tell me about it.',
    );
    const next = await interviewer.next(turn(first, ANSWERS.offTopic, { persona: 'Strict & Professional' }));
    expect(next).toMatchObject({ kind: 'follow-up', reason: 'off_question' });
    expect(next.text).toBe(
      'That does not answer the question. Again: This role involves work like “Run payments”. Tell me about it.',
    );
  });
});

describe('follow-ups say what the answer lacked', () => {
  const question = 'Tell me about a time you disagreed with a colleague. What was the outcome?';

  it('are short', async () => {
    for (const persona of PERSONAS)
      for (const answer of [ANSWERS.short, ANSWERS.general, ANSWERS.noResult, ANSWERS.team]) {
        const next = await interviewer.next(turn(question, answer, { persona }));
        expect(next.kind).toBe('follow-up');
        expect(next.text.length).toBeLessThan(200);
      }
  });

  it('quote the answer when asking for its result, and ask for numbers when it has none', async () => {
    const friendly = await interviewer.next(turn(question, ANSWERS.noResult, {}));
    expect(friendly).toMatchObject({ reason: 'no_result' });
    expect(friendly.text).toMatch(/^You told me “I proposed a benchmark with real production traffic/);
    expect(friendly.text).toContain('by how much');
    const strict = await interviewer.next(
      turn(question, ANSWERS.noResult, { persona: 'Strict & Professional' }),
    );
    expect(strict.text).toMatch(/^You said “I proposed .*”\. What was the measurable outcome\?$/);
  });

  it('ask for the candidate’s own part when the answer only tells the team’s story', async () => {
    const next = await interviewer.next(
      turn('How do you keep a service fast under load?', ANSWERS.team, { type: 'Technical' }),
    );
    expect(next).toMatchObject({ kind: 'follow-up', reason: 'no_example' });
    expect(next.text).toMatch(
      /^You mentioned “At Northwind we had a slow tracking service”\. What was your own part/,
    );
  });

  it('ask only for what a coding answer left out', async () => {
    const coding = (answer: string) =>
      turn('Merge overlapping intervals in Python.', answer, {
        type: 'Coding',
        persona: 'Strict & Professional',
      });
    expect((await interviewer.next(coding(ANSWERS.code))).text).toBe(
      'State the time and space complexity, and list the edge cases you would test.',
    );
    const withEdges = `${ANSWERS.code}\nEdge cases: an empty list, a single interval, and intervals that only touch.`;
    expect((await interviewer.next(coding(withEdges))).text).toBe(
      'State the time and space complexity of your solution.',
    );
  });
});

describe('the question without what was said around it', () => {
  it('strips either persona’s introduction and every transition', () => {
    const q = 'Tell me about a time you led a team. What was the outcome?';
    for (const persona of ['Friendly & Encouraging', 'Strict & Professional'] as const) {
      expect(bareQuestion(opening(persona, 7, q))).toBe(q);
      for (let i = 1; i < 6; i += 1) expect(bareQuestion(transition(persona, i, i === 5, q))).toBe(q);
    }
  });

  it('keeps a plain question whole and drops small talk a remote interviewer put first', () => {
    expect(bareQuestion('This role involves work like “X”. How would you approach it?')).toBe(
      'This role involves work like “X”. How would you approach it?',
    );
    expect(bareQuestion('Hello! Welcome to the interview. Tell me about Kafka at Northwind.')).toBe(
      'Tell me about Kafka at Northwind.',
    );
  });
});
