import { describe, expect, it } from 'vitest';
import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import { labelledAnswers } from '../../quality/labelled-set.ts';
import { LocalAnswerEvaluator } from './local-answer-evaluator.ts';

const evaluator = new LocalAnswerEvaluator();
const job: StructuredJobDescription = {
  title: 'Senior Backend Engineer',
  seniority: 'Senior',
  requiredSkills: ['Python', 'PostgreSQL', 'Kafka'],
  preferredSkills: [],
  responsibilities: [],
};
const answer = (id: string) => labelledAnswers().find((a) => a.id === id)!;

async function evaluate(id: string) {
  const a = answer(id);
  return evaluator.evaluate({ type: a.type, question: a.question, answer: a.answer, job });
}

describe('local answer evaluation', () => {
  it('rates the three criteria and scores out of 10 with one decimal', async () => {
    const result = await evaluate('beh-disagreement-strong');
    expect(result.status).toBe('ok');
    expect(result.evaluation_criteria.map((c) => c.criterion)).toEqual([
      'Technical Depth',
      'Clarity & Structure',
      'Relevance & Examples',
    ]);
    expect(result.evaluation_criteria.every((c) => c.rating === 'Excellent')).toBe(true);
    expect(result.score).toBeGreaterThanOrEqual(8);
    expect(Number.isInteger((result.score ?? 0) * 10)).toBe(true);
  });

  it('never leaves empty brackets where a quote had nothing to show', async () => {
    const results = await Promise.all(
      [
        ...labelledAnswers().map((a) => ({ type: a.type, question: a.question, answer: a.answer })),
        {
          type: 'Behavioral' as const,
          question:
            'In your Operations Manager role, you cut order errors by 30% with a new picking process. Who did you have to convince or work with to get it done, and what was the result?',
          answer:
            'Our picking errors were hurting customers. I mapped the process with the team, introduced barcode checks at packing and trained both shifts; errors fell by 30% in two months.',
        },
      ].map((request) => evaluator.evaluate({ ...request, job })),
    );
    const feedback = results.flatMap((r) => r.evaluation_criteria.map((c) => c.feedback));
    expect(feedback.filter((text) => /\(\s*\)/.test(text))).toEqual([]);
  });

  it('names what a STAR story did, quoting it', async () => {
    const result = await evaluate('beh-disagreement-strong');
    const clarity = result.evaluation_criteria.find((c) => c.criterion === 'Clarity & Structure')!;
    expect(clarity.feedback).toContain('followed Situation, Task, Action, Result');
    const relevance = result.evaluation_criteria.find((c) => c.criterion === 'Relevance & Examples')!;
    expect(relevance.feedback).toMatch(/quantified it \(3x/);
  });

  it('says what an adequate answer lacked, and never "no numbers" when it has figures', async () => {
    const result = await evaluate('beh-disagreement-adequate');
    const text = result.evaluation_criteria.map((c) => c.feedback).join(' ');
    expect(text).toContain('Lacked:');
    const strong = await evaluate('beh-disagreement-strong');
    expect(strong.evaluation_criteria.map((c) => c.feedback).join(' ')).not.toContain('no numbers');
    expect(result.score).toBeLessThan(strong.score!);
  });

  it('reads a labelled STAR story with figures as one, and scores it high', async () => {
    const result = await evaluator.evaluate({
      type: 'Behavioral',
      question: 'Tell me about a time you improved a process.',
      answer:
        '**Situation:** our month-end close took nine working days at a 300-person distributor.\n' +
        '**Task** - I was asked to bring it under five days without adding staff.\n' +
        'Action: I mapped every step with the team, automated the bank feed import, and moved two reconciliations to week three.\n' +
        'Result: the close dropped to four days within two quarters, and audit adjustments fell by 40%.',
      job,
    });
    const text = result.evaluation_criteria.map((c) => c.feedback).join(' ');
    expect(text).toContain('followed Situation, Task, Action, Result');
    expect(text).not.toContain('missing your task');
    expect(text).not.toContain('does not answer');
    expect(result.score).toBeGreaterThanOrEqual(6);
  });

  it('keeps every rating consistent with its feedback', async () => {
    for (const a of labelledAnswers()) {
      const result = await evaluator.evaluate({ type: a.type, question: a.question, answer: a.answer, job });
      for (const c of result.evaluation_criteria) {
        if (c.feedback.includes('Nothing important missing'))
          expect(c.rating, a.id).not.toBe('Needs Improvement');
        if (c.rating === 'Needs Improvement') expect(c.feedback, a.id).toContain('Lacked:');
      }
    }
  });

  it('caps an answer to another question, however well told', async () => {
    const result = await evaluate('code-merge-intervals-off-topic');
    expect(result.score).toBeLessThanOrEqual(2.5);
    const relevance = result.evaluation_criteria.find((c) => c.criterion === 'Relevance & Examples')!;
    expect(relevance.rating).toBe('Needs Improvement');
    expect(relevance.feedback).toContain('does not answer the question asked');
    expect(result.feedback).toContain('First thing to fix: it does not answer the question asked');
  });

  it('calls out fillers, hedging and a too-short answer', async () => {
    const result = await evaluator.evaluate({
      type: 'Technical',
      question: 'How would you find a slow PostgreSQL query?',
      answer: 'Um, I think I would, um, maybe look at the query plan, basically.',
      job,
    });
    const clarity = result.evaluation_criteria.find((c) => c.criterion === 'Clarity & Structure')!;
    expect(clarity.rating).toBe('Needs Improvement');
    expect(clarity.feedback).toMatch(/only \d+ words/);
    expect(clarity.feedback).toContain('filler words: um ×2, basically ×1');
    expect(clarity.feedback).toMatch(/hedging \(i think and maybe\)/);
    expect(result.score).toBeLessThanOrEqual(3.5);
  });

  it('judges code on complexity, edge cases and tests', async () => {
    const strong = await evaluate('code-merge-intervals-strong');
    const depth = strong.evaluation_criteria.find((c) => c.criterion === 'Technical Depth')!;
    expect(depth.feedback).toContain('stated the complexity (O(n log n))');
    const weak = await evaluate('code-merge-intervals-weak');
    expect(weak.evaluation_criteria[0]!.feedback).toContain('no code');
  });

  it('scores a stub weak and never says it solves the task', async () => {
    const result = await evaluator.evaluate({
      type: 'Coding',
      question: 'Write a function that returns the indices of the two numbers that add up to a target.',
      answer: '```python\ndef two_sum(nums, target):\n    # TODO\n    return [0, 1]\n```',
      job,
    });
    expect(result.score).toBeLessThanOrEqual(3);
    expect(result.evaluation_criteria.map((c) => c.feedback).join(' ')).not.toMatch(/solve|does the task/);
  });

  it('judges a follow-up with its main question in view', async () => {
    const result = await evaluator.evaluate({
      type: 'Behavioral',
      question: 'What was the outcome?',
      answer:
        'We kept PostgreSQL after the benchmark, shipped the migration a week early and cut p95 latency to 40 ms.',
      job,
      thread: [
        {
          kind: 'main',
          question: 'Tell me about a time you disagreed with a teammate about a database choice.',
          answer: '…',
        },
      ],
    });
    expect(
      result.evaluation_criteria.find((c) => c.criterion === 'Relevance & Examples')!.feedback,
    ).not.toContain('does not answer');
  });

  it("does not take the task's instructions (complexity, space) for its subject", async () => {
    const question =
      'Implement an in-memory key-value store where each key can expire after a time-to-live. Use ' +
      'Python, and talk through your approach, its time and space complexity, and the edge cases.';
    const other =
      '```python\ndef solve(items):\n    # O(n) time, O(n) space; handles an empty list\n    if not items:\n' +
      '        return []\n    seen = {}\n    for i, x in enumerate(items):\n        seen[x] = i\n' +
      '    return list(seen.values())\n```';
    const store =
      'I keep a dict from key to (value, expires_at) and check the deadline on read.\n```python\n' +
      'import time\nclass TTLStore:\n    def __init__(self):\n        self.data = {}\n' +
      '    def set(self, key, value, ttl):\n        self.data[key] = (value, time.monotonic() + ttl)\n' +
      '    def get(self, key):\n        item = self.data.get(key)\n        if item is None:\n' +
      '            return None\n        value, expires_at = item\n        if time.monotonic() >= expires_at:\n' +
      '            del self.data[key]\n            return None\n        return value\n```\n' +
      'set and get are O(1); expired keys are removed lazily on read, and a missing key returns None.';
    const wrong = await evaluator.evaluate({ type: 'Coding', question, answer: other, job });
    const right = await evaluator.evaluate({ type: 'Coding', question, answer: store, job });
    expect(wrong.score).toBeLessThanOrEqual(1.5);
    expect(right.score).toBeGreaterThanOrEqual(7);
  });
});

describe('a question the engine has no intent for', () => {
  const frontEnd: StructuredJobDescription = {
    title: 'Front-end Engineer',
    seniority: 'Mid',
    requiredSkills: ['React', 'TypeScript', 'Accessibility'],
    preferredSkills: [],
    responsibilities: [],
  };
  const question = 'How would you make a web form usable for people who rely on a screen reader?';
  const method =
    "I'd start with native HTML, because most accessibility comes free with the right elements: real inputs and buttons rather than clickable divs, each input with a label tied to it, and related radio buttons grouped in a fieldset with a legend. Hints go in text linked with aria-describedby so they are read with the field. For validation I'd set aria-invalid, put the message next to the field and move focus to an error summary on submit, so a screen reader user hears what went wrong. Then I'd test it for real: axe in CI for the basics and a manual pass with NVDA and VoiceOver. On a checkout form I fixed last year this took us from 37 axe violations to zero.";
  const elsewhere =
    'Last year I led the migration of our billing service to a new message queue. I planned the cut-over, wrote the runbook, ran a dry run with the on-call team and moved traffic over in three stages. We finished two weeks early and cut failed payments by 18 percent, and I learned to rehearse every cut-over.';

  it('scores a specific method that names the setting asked about as strong', async () => {
    const result = await evaluator.evaluate({ type: 'Technical', question, answer: method, job: frontEnd });
    expect(result.score).toBeGreaterThanOrEqual(7);
  });

  it('still holds a fluent story about something else far below it', async () => {
    const result = await evaluator.evaluate({
      type: 'Technical',
      question,
      answer: elsewhere,
      job: frontEnd,
    });
    expect(result.score).toBeLessThanOrEqual(3.5);
  });
});
