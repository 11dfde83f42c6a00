import { describe, expect, it } from 'vitest';
import { answerFeatures } from '../answer-features.ts';
import { rateAnswer } from '../rubric.ts';
import { questionProfile } from './question-profile.ts';

const rate = (type: 'Behavioral' | 'Technical', question: string, answer: string) =>
  rateAnswer(type, answerFeatures(answer), questionProfile(question), []);

const ids = (question: string) => questionProfile(question).intents.map((i) => i.id);

describe('question intent: confident, from the thing asked', () => {
  it('reads "design a rate limiter" as system design, not as design trade-offs', () => {
    const q = questionProfile('How would you design a rate limiter for a public REST API?');
    expect(q.intents.map((i) => i.id)).toEqual(['system_design']);
    expect(q.confident).toBe(true);
  });

  it('lets the strongly signalled intent win over an incidental word', () => {
    // 'prospect' alone would make it a sales question; the objection is what is asked
    expect(ids('A prospect tells you your product is too expensive compared with a competitor.')).toEqual([
      'objection_handling',
    ]);
  });

  it('knows the common situation families across professions', () => {
    expect(ids('Tell me about a time you gave difficult feedback to a colleague.')).toContain('feedback');
    expect(ids('Describe a decision you made without all the information you wanted.')).toContain(
      'decision_uncertainty',
    );
    expect(ids('Tell me about a safety incident on a site you ran.')).toContain('safety_incident');
    expect(ids('How did you bring a new hire up to speed?')).toContain('onboarding');
    expect(ids('Tell me about a negotiation you led.')).toContain('negotiation');
    expect(ids('Describe an ethical dilemma you faced at work.')).toContain('ethics');
    expect(ids('Tell me about a time you missed a deadline.')).toContain('missed_deadline');
  });

  it('is not confident on one incidental word of a broad intent', () => {
    expect(questionProfile('What does a good week look like for your team?').confident).toBe(false);
  });
});

describe('off topic only on strong evidence', () => {
  const unknown = 'Tell me about a time you had to pick up an unfamiliar tool in a hurry.';
  const paraphrase =
    'Last spring our clinic moved its scheduling to a new booking platform two weeks before flu season, ' +
    'and I was the only coordinator on the rota. I blocked an hour each morning, worked through the ' +
    'vendor tutorials, and rebuilt our twelve appointment templates in a test account before go-live. ' +
    'I wrote a one-page guide for the three receptionists and ran two short sessions with them. We went ' +
    'live on time, double bookings fell from about 15 a week to 2, and the practice manager asked me to ' +
    'train the other site. I learned that a small sandbox and a written guide get me fluent faster than ' +
    'reading everything first.';

  it('keeps a strong story that uses other words than an unknown question on topic', () => {
    const profile = questionProfile(unknown);
    expect(profile.confident).toBe(false);
    const r = rate('Behavioral', unknown, paraphrase);
    expect(r.offTopic).toBe(false);
    expect(r.score).toBeGreaterThanOrEqual(5);
  });

  it('keeps a strong feedback story on topic though it never says "feedback" or "colleague"', () => {
    const r = rate(
      'Behavioral',
      'Tell me about a time you gave difficult feedback to a colleague.',
      'At a logistics firm another planner, Sam, kept sending route plans with the loading times missing, ' +
        'and drivers lost about 40 minutes a day waiting at the dock. I asked him for a private chat rather ' +
        'than raising it in the team meeting, showed him two recent plans and what the gaps had cost, and ' +
        'asked how he built them. He had never been shown the loading sheet, so I walked him through it and ' +
        'reviewed his next three plans. Within a month waiting time dropped to under 10 minutes a day, and ' +
        'I learned to bring the evidence and ask a question before giving a verdict.',
    );
    expect(r.offTopic).toBe(false);
    expect(r.score).toBeGreaterThanOrEqual(6);
  });

  it('calls a fluent story about a different kind of situation off topic', () => {
    const r = rate(
      'Behavioral',
      'Tell me about a time you gave difficult feedback to a colleague.',
      'At my last company I rebuilt our outbound pipeline. I researched target accounts, wrote a four-step ' +
        'email sequence and booked 34 first meetings in a quarter. I tracked every deal in Salesforce and ' +
        'closed the quarter at 118% of quota, the best result on the sales team that year.',
    );
    expect(r.offTopic).toBe(true);
    expect(r.score).toBeLessThan(1.5);
  });

  it('calls a method for another system off topic, however many shared infrastructure words it has', () => {
    const r = rate(
      'Technical',
      'How would you design rate limiting for a public REST API?',
      'I would use OAuth 2.0 with short-lived access tokens and refresh tokens. Each client registers and ' +
        'gets a client ID and secret, and tokens carry scopes so a client only gets the permissions it ' +
        'needs. I would validate JWT signatures at the gateway, rotate the signing keys, and log every failed ' +
        'authentication.',
    );
    expect(r.offTopic).toBe(true);
  });

  it('calls a vague answer on the subject weak, not an answer to another question', () => {
    const question = 'Tell me about a time you strongly disagreed with a colleague from another team.';
    const vague = rate(
      'Behavioral',
      question,
      "Honestly I don't really have conflicts with people. The sales team always wants everything yesterday, but " +
        "I just let them do their thing. I don't think it's worth arguing. I usually let my manager deal with it, " +
        "because that's their job, and I stay positive and keep working hard on what I'm responsible for.",
    );
    const other = rate(
      'Behavioral',
      question,
      'My long-term goal is to lead a full marketing team at a brand I believe in. I started in events, moved into ' +
        'paid social, and over the last few years I have grown into owning budgets and hiring. In five years I ' +
        'would like to be a head of growth, mentoring a team of specialists and building the playbooks others copy.',
    );
    expect(vague.offTopic).toBe(false);
    expect(vague.score).toBeGreaterThanOrEqual(1.5);
    expect(vague.score).toBeLessThanOrEqual(3);
    expect(other.offTopic).toBe(true);
    expect(vague.score).toBeGreaterThan(other.score);
  });

  it('calls a full story of another situation type off topic, not a story that chose between demands', () => {
    const question =
      'Tell me about a time you had far more requests than your team could deliver. How did you decide what to work on?';
    const pricing = rate(
      'Behavioral',
      question,
      'At my last company we moved our largest clinic groups from per-seat pricing to usage-based pricing. I ' +
        'interviewed twenty customers, modelled the revenue impact with finance, and ran the new packaging with a ' +
        'pilot group first. It was tricky because sales compensation had to change too, but in the end average ' +
        'contract value grew and the big customers felt the price matched the value they got.',
    );
    const choosing = rate(
      'Behavioral',
      question,
      'Last year our support tooling team had forty asks from three departments and room for about ten. I listed ' +
        'them, estimated the effort and value of each with our lead engineer, and ranked them. I showed the ' +
        'heads of each department what we would defer and why, and we agreed to revisit it every quarter. We ' +
        'shipped the top eight in two months and cut ticket handling time by 30%.',
    );
    expect(pricing.offTopic).toBe(true);
    expect(choosing.offTopic).toBe(false);
    expect(choosing.score).toBeGreaterThan(6);
  });
});
