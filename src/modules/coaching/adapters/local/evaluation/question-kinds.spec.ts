import { describe, expect, it } from 'vitest';
import { answerFeatures } from '../answer-features.ts';
import { LocalAnswerEvaluator } from '../local-answer-evaluator.ts';
import { rateAnswer } from '../rubric.ts';
import { questionProfile } from './question-profile.ts';

const rate = (type: 'Behavioral' | 'Technical', question: string, answer: string) =>
  rateAnswer(type, answerFeatures(answer), questionProfile(question), []);

describe('the outcome a question asks for', () => {
  it('reads a story that must have gone wrong, however it is worded', () => {
    for (const q of [
      'Tell me about a project that did not go the way you planned.',
      'Describe a hire you made that turned out to be a mistake.',
      'Tell me about a pitch of yours that fell flat.',
      'Describe a quarter where your team missed its target.',
    ])
      expect(questionProfile(q).polarity, q).toBe('setback');
  });

  it('reads a disagreement, however it is worded', () => {
    for (const q of [
      'Tell me about a time a client objected to your recommendation.',
      'Describe a time you and a peer saw the roadmap completely differently.',
      'Tell me about a colleague you did not get along with.',
    ])
      expect(questionProfile(q).polarity, q).toBe('disagreement');
  });

  it('does not read a scenario to reason through as a story of failure', () => {
    expect(
      questionProfile('Payments sometimes fail at night. How would you find out why?').polarity,
    ).toBeUndefined();
  });

  const question = 'Tell me about a project that did not go the way you planned. What happened?';
  it('calls a success story an answer to another question, and says why', async () => {
    const success =
      'Last year I led the move of our customer support team to a new ticketing tool. I mapped the ' +
      'twelve workflows we used, ran two pilot weeks with four agents and trained the rest of the team ' +
      'in small groups. We switched over on schedule, first-response time improved from nine hours to ' +
      'four, and customer satisfaction rose from 82% to 90% within the quarter.';
    const r = rate('Behavioral', question, success);
    expect(r.offTopic).toBe(true);
    expect(r.score).toBeLessThan(1.5);
    const result = await new LocalAnswerEvaluator().evaluate({
      type: 'Behavioral',
      question,
      answer: success,
      job: { title: '', seniority: null, requiredSkills: [], preferredSkills: [], responsibilities: [] },
    });
    expect(result.feedback).toContain('something that went wrong');
  });

  it('keeps a story of what went wrong on topic, in its own words', () => {
    const setback =
      'Last year I led the move of our support team to a new ticketing tool and promised a switch in six ' +
      'weeks. It slipped by a month: I had underestimated how many of our twelve workflows relied on ' +
      'custom fields, and I never checked the data export with the vendor. Agents lost two days of ' +
      'history on the first cutover and complaints doubled that week. I owned it with my manager, rolled ' +
      'back, wrote a migration checklist and ran a second cutover that worked. First-response time then ' +
      'fell from nine hours to four. I learned to test the data path before promising a date.';
    const r = rate('Behavioral', question, setback);
    expect(r.offTopic).toBe(false);
    expect(r.score).toBeGreaterThanOrEqual(7);
  });

  it('calls a smooth collaboration no answer to a question about a disagreement', () => {
    const r = rate(
      'Behavioral',
      'Tell me about a time a client objected to your recommendation.',
      'At my agency I ran the website rebuild for a regional bakery chain. I interviewed their store ' +
        'managers, proposed a simpler menu structure and built the new site with two developers. The ' +
        'client signed off every stage on time, online orders grew by 35% in three months and they ' +
        'extended our contract for another year.',
    );
    expect(r.offTopic).toBe(true);
  });
});

describe('what an overview prompt asks', () => {
  it('reads motivation, goals, a career summary and strengths in other words', () => {
    expect(questionProfile('What drew you to apply to our firm?').overview).toEqual(['motivation']);
    expect(questionProfile('Where do you hope to be professionally in three years?').overview).toEqual([
      'goals',
    ]);
    expect(questionProfile('Give me a short rundown of your career so far.').overview).toEqual(['summary']);
    expect(questionProfile('What would your colleagues say are your greatest strengths?').overview).toEqual([
      'strengths',
    ]);
  });

  const question = 'What drew you to apply to our firm?';
  it('does not take a work story for the reasons it asks for', () => {
    const r = rate(
      'Behavioral',
      question,
      'At my last company I rebuilt the monthly reporting pack. I moved the data into one model, ' +
        'automated the variance commentary and trained two analysts to run it. The pack now takes two ' +
        'days instead of six, and the finance director uses it in every board meeting.',
    );
    expect(r.offTopic).toBe(true);
    expect(r.score).toBeLessThan(1.5);
  });

  it('scores reasons tied to the firm and backed by the candidate’s record as strong', () => {
    const r = rate(
      'Behavioral',
      question,
      'Mainly your advisory work for family businesses. I have spent five years on audits of companies ' +
        'with 50 to 200 staff, and what I enjoy most is the conversations after the audit about how ' +
        'they could run better, which is exactly the work your advisory team describes. I also like ' +
        'that your partners still review files themselves, because I want to learn from people who ' +
        'stay close to the clients. And I am looking for a firm where I can build a small portfolio of ' +
        'my own clients in the next two years, which your career path makes possible.',
    );
    expect(r.offTopic).toBe(false);
    expect(r.score).toBeGreaterThanOrEqual(7);
  });
});

describe('a question set in a field', () => {
  const question = 'A patient refuses the medication you are about to give. What do you do?';
  it('does not take any story of the field for an answer', () => {
    const r = rate(
      'Technical',
      question,
      'On a late shift a post-operative patient became drowsy and his blood pressure dropped to 85 over ' +
        '50. I lay him flat, called the rapid response team, started oxygen and repeated his ' +
        'observations every fifteen minutes. He was reviewed within ten minutes, given fluids and ' +
        'stabilised, and the surgical team took him back to theatre for a small bleed.',
    );
    expect(r.offTopic).toBe(true);
  });

  it('keeps an answer to what is asked on topic though it never says "medication"', () => {
    const r = rate(
      'Technical',
      question,
      'First I stop and ask why, because a refusal usually has a reason: side effects, fear, not ' +
        'knowing what the tablet is for, or nausea. I check the patient has capacity, explain plainly ' +
        'what the drug does and what missing a dose means, and offer what I can change, such as a ' +
        'liquid form or a later time. If they still decline I respect it, document the refusal and the ' +
        'reason, and tell the prescriber, sooner for time-critical drugs like antibiotics or insulin. ' +
        'Last month a man refused his evening anticoagulant because he blamed it for his bruising; the ' +
        'doctor reviewed the dose with him and he took it the next morning.',
    );
    expect(r.offTopic).toBe(false);
    expect(r.score).toBeGreaterThanOrEqual(6);
  });

  it('reads the field word as the scene, not as what is asked', () => {
    const q = questionProfile('Describe a time you noticed a patient getting worse before anyone else did.');
    expect(q.confident).toBe(false);
    expect(q.subject?.core).not.toContain('patient');
  });

  it('does not read changing a schema as leading people through a change', () => {
    const ids = questionProfile(
      'How would you change the schema of a large table without downtime?',
    ).intents.map((i) => i.id);
    expect(ids).not.toContain('leadership');
    expect(ids).toContain('change_rollout');
  });
});
