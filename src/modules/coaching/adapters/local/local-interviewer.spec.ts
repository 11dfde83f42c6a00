import { describe, expect, it } from 'vitest';
import type { InterviewType, NextTurnRequest, Persona, PlanRequest } from '../../domain/interview.ts';
import { fixtureText } from '../../quality/labelled-set.ts';
import { parseJob } from './job-parser.ts';
import { LocalInterviewer } from './local-interviewer.ts';
import { parseResume } from './resume-parser.ts';

const interviewer = new LocalInterviewer();
const resume = parseResume(fixtureText('resumes', 'backend-engineer'));
const job = parseJob(fixtureText('jobs', 'senior-backend-engineer'));
const planFor = (
  type: InterviewType,
  persona: Persona = 'Friendly & Encouraging',
  questionCount = 5,
): PlanRequest => ({
  type,
  persona,
  questionCount,
  resume,
  job,
});

describe('local interviewer: the plan', () => {
  it.each(['Behavioral', 'Technical', 'Coding'] as const)(
    'plans exactly the asked number of %s questions, none repeated',
    async (type) => {
      for (const count of [2, 5, 10]) {
        const { questions } = await interviewer.plan(planFor(type, 'Friendly & Encouraging', count));
        expect(questions).toHaveLength(count);
        expect(new Set(questions.map((q) => q.text)).size).toBe(count);
        expect(new Set(questions.map((q) => q.focus)).size).toBeGreaterThan(count / 2);
      }
    },
  );

  it('grounds questions in the job and the candidate’s own experience', async () => {
    const behavioral = (await interviewer.plan(planFor('Behavioral', 'Friendly & Encouraging', 6))).questions
      .map((q) => q.text)
      .join('\n');
    // the plan used to take a fixed bank question per slot; it now quotes the resume's roles
    expect(behavioral).toMatch(/In your [^.]+ role at (Northwind Logistics|Brightside Health) \(\d{4}/);
    const technical = (await interviewer.plan(planFor('Technical', 'Friendly & Encouraging', 6))).questions;
    expect(technical.flatMap((q) => q.skills).some((s) => job.requiredSkills.includes(s))).toBe(true);
    expect(technical.some((q) => q.text.includes('your resume does not mention it'))).toBe(true);
    const coding = (await interviewer.plan(planFor('Coding'))).questions;
    expect(coding.every((q) => q.text.includes('Use Python'))).toBe(true);
  });

  it('asks data roles SQL problems in a coding interview', async () => {
    const { questions } = await interviewer.plan({
      ...planFor('Coding'),
      resume: parseResume(fixtureText('resumes', 'data-analyst')),
      job: parseJob(fixtureText('jobs', 'data-analyst')),
    });
    expect(questions[0]!.text).toMatch(/SQL/);
  });

  it('greets in the persona’s voice and gives the same plan for the same inputs', async () => {
    const friendly = await interviewer.plan(planFor('Behavioral'));
    const strict = await interviewer.plan(planFor('Behavioral', 'Strict & Professional'));
    expect(friendly.questions[0]!.text).toMatch(/^Hi, and thanks for joining me!.*5 main questions/);
    expect(strict.questions[0]!.text).toMatch(/^Good day\. This interview has 5 main questions/);
    expect(await interviewer.plan(planFor('Behavioral'))).toEqual(friendly);
  });
});

describe('local interviewer: after each answer', () => {
  const plan = {
    questions: [
      { text: 'Q1?', focus: 'a', skills: [] },
      {
        text: 'Tell me about a time you disagreed with a colleague. What was the outcome?',
        focus: 'Conflict resolution',
        skills: [],
      },
      { text: 'Q3?', focus: 'c', skills: [] },
    ],
  };
  const turn = (answer: string, extra: Partial<NextTurnRequest> = {}): NextTurnRequest => ({
    type: 'Behavioral',
    persona: 'Friendly & Encouraging',
    job,
    plan,
    mainQuestionsAsked: 2,
    thread: [{ kind: 'main', question: plan.questions[1]!.text, answer }],
    ...extra,
  });
  const story =
    'At Northwind our team disagreed about which database to use for the tracking service. My task was to reach a decision within two weeks without hurting the relationship. I proposed a benchmark with real traffic, I wrote the load test and my colleague built the prototype. As a result we kept PostgreSQL, shipped the migration a week early, and he owned the indexing work afterwards.';

  it('follows up on a too-short answer', async () => {
    expect(await interviewer.next(turn('We talked and agreed.'))).toMatchObject({
      kind: 'follow-up',
      reason: 'too_short',
    });
  });

  it('brings an off-topic answer back to the question', async () => {
    const next = await interviewer.next(
      turn(
        'I love hiking on weekends and reading science fiction novels; my favourite author writes about space travel and distant planets.',
      ),
    );
    expect(next).toMatchObject({ kind: 'follow-up', reason: 'off_question' });
    expect(next.text).toContain('Tell me about a time you disagreed with a colleague');
  });

  it('asks for a real example, then for the result', async () => {
    const general =
      'In general I think disagreements are healthy and normal on any team. I listen to the other person, try to understand their perspective and their concerns, and look for a compromise that works for the whole team, because consensus matters more than being right about every single detail of a decision, and people stay motivated when they feel heard. I also try to keep discussions focused on the goal rather than on who is right.';
    expect(await interviewer.next(turn(general))).toMatchObject({ kind: 'follow-up', reason: 'no_example' });
    const noResult =
      'At Northwind our team disagreed about the database schema for the new tracking service, and the discussion kept going in circles. I proposed a benchmark with one day of real production traffic, I wrote the load test myself over two evenings, and I presented the numbers to everyone in the weekly architecture meeting the following Monday morning, with a recommendation and the raw data attached.';
    expect(await interviewer.next(turn(noResult))).toMatchObject({ kind: 'follow-up', reason: 'no_result' });
  });

  it('asks for complexity after code without it', async () => {
    const code =
      'def merge(xs):\n    xs.sort()\n    out = []\n    for s, e in xs:\n        out.append([s, e])\n    return out';
    const next = await interviewer.next(
      turn(code, {
        type: 'Coding',
        thread: [{ kind: 'main', question: 'Merge overlapping intervals in Python.', answer: code }],
      }),
    );
    expect(next).toMatchObject({ kind: 'follow-up', reason: 'no_complexity' });
  });

  it('moves on after a complete answer, and after one follow-up whatever its answer', async () => {
    expect(await interviewer.next(turn(story))).toEqual({
      kind: 'main',
      index: 2,
      text: "Here's our last question: Q3?",
    });
    const afterFollowUp = turn('ok', {
      thread: [
        { kind: 'main', question: plan.questions[1]!.text, answer: 'short' },
        { kind: 'follow-up', question: 'More?', answer: 'ok' },
      ],
    });
    expect((await interviewer.next(afterFollowUp)).kind).toBe('main');
  });

  it('speaks in the strict persona’s voice', async () => {
    const next = await interviewer.next(turn('We agreed.', { persona: 'Strict & Professional' }));
    expect(next.text).toMatch(/^That answer is too brief\./);
    expect(await interviewer.next(turn(story, { persona: 'Strict & Professional' }))).toMatchObject({
      text: 'Final question. Q3?',
    });
  });

  it('completes when the plan is done or the session is ended', async () => {
    expect(await interviewer.next(turn(story, { mainQuestionsAsked: 3 }))).toMatchObject({
      kind: 'complete',
    });
    expect(await interviewer.next(turn('short', { endRequested: true }))).toEqual({
      kind: 'complete',
      text: "That's the end of our interview. Thank you, you put real thought into your answers! Your performance report is being prepared.",
    });
  });
});
