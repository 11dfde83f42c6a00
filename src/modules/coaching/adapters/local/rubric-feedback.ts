import type { CriterionName } from '../../domain/evaluation.ts';
import type { InterviewType } from '../../domain/interview.ts';
import { sentences } from '../../domain/text.ts';
import type { AnswerFeatures } from './answer-features.ts';
import type { RubricScores } from './rubric.ts';
import { listing, truncate } from './text-tools.ts';

export interface Judgement {
  did: string[];
  lacked: string[];
}

const quote = (text: string) => `"${truncate(text, 70)}"`;

function sentenceWith(answer: string, fragment: string | undefined): string | undefined {
  if (!fragment) return undefined;
  return sentences(answer).find((s) => s.toLowerCase().includes(fragment.toLowerCase()));
}

function depth(type: InterviewType, answer: string, f: AnswerFeatures): Judgement {
  const did: string[] = [];
  const lacked: string[] = [];
  const why = sentenceWith(answer, f.reasoning[0]);
  if (type === 'Coding') {
    if (f.code.present) did.push(`wrote the solution as code (${f.code.lines} lines)`);
    else lacked.push('no code: write the solution, even roughly, before describing it');
    if (f.complexity) did.push(`stated the complexity (${f.complexity})`);
    else lacked.push('no time or space complexity');
    if (f.edgeCases) did.push(`considered edge cases (${f.edgeCases})`);
    else lacked.push('no edge cases (empty input, duplicates, boundaries)');
    if (f.testing) did.push('said how you would test it');
    else lacked.push('no tests or worked example to check the code');
    return { did, lacked };
  }
  if (type === 'Behavioral') {
    if (f.actions.length >= 2)
      did.push(`named your own actions (${f.actions.slice(0, 3).map(quote).join(', ')})`);
    else lacked.push(`say what you personally did ("I asked…", "I built…"), not what you usually do`);
  }
  if (f.skills.length > 0) did.push(`used concrete terms: ${listing(f.skills.slice(0, 4))}`);
  else if (f.numbers.length === 0)
    lacked.push('no concrete detail: name the tools, methods or figures involved');
  if (why) did.push(`explained your reasoning (${quote(why)})`);
  else lacked.push(`no reasons or trade-offs ("because…", "instead of…")`);
  if (type === 'Technical' && f.skills.length + f.reasoning.length < 4) {
    lacked.push('stays at the surface: explain how it works and what can go wrong');
  }
  return { did, lacked };
}

function clarity(type: InterviewType, f: AnswerFeatures, r: RubricScores): Judgement {
  const did: string[] = [];
  const lacked: string[] = [];
  if (type === 'Behavioral') {
    const parts = {
      situation: 'the situation',
      task: 'your task',
      action: 'your actions',
      result: 'the result',
    };
    const present = (Object.keys(parts) as (keyof typeof parts)[]).filter((k) => f.star[k]);
    const missing = (Object.keys(parts) as (keyof typeof parts)[]).filter((k) => !f.star[k]);
    if (present.length === 4) did.push('followed Situation, Task, Action, Result');
    else if (present.length > 0) did.push(`gave ${listing(present.map((k) => parts[k]))}`);
    if (missing.length > 0) lacked.push(`missing ${listing(missing.map((k) => parts[k]))} (use STAR)`);
    if (f.star.reflection) did.push(`closed with what you learned (${quote(f.star.reflection)})`);
  } else if (f.structureMarkers.length >= 2) {
    did.push(
      `ordered the steps (${listing([...new Set(f.structureMarkers.map((m) => m.toLowerCase()))].slice(0, 3))})`,
    );
  } else {
    lacked.push(
      type === 'Coding'
        ? 'explain the approach in a sentence or two before the code'
        : 'walk through it step by step (first, then, finally)',
    );
  }
  const range = type === 'Behavioral' ? 'about 150-300' : 'about 100-250';
  if (r.lengthFit >= 1) did.push(`a good length (${f.wordCount} words)`);
  else if (r.lengthFit < 0.75 && !(type === 'Coding' && f.code.present)) {
    // an answer too short to judge has that as its first problem
    const tooShort = `only ${f.wordCount} words; aim for ${range}`;
    if (r.tooShort) lacked.unshift(tooShort);
    else lacked.push(tooShort);
  } else if (f.wordCount > 350)
    lacked.push(`${f.wordCount} words is long; keep the two or three points that matter`);
  if (f.fillerCount > 0)
    lacked.push(`filler words: ${f.fillers.map((x) => `${x.word} ×${x.count}`).join(', ')}`);
  if (f.hedges.length > 0)
    lacked.push(
      `hedging (${listing([...new Set(f.hedges.map((h) => h.toLowerCase()))].slice(0, 2))}) weakens it`,
    );
  if (f.vague.length >= 3)
    lacked.push(`vague words (${listing([...new Set(f.vague.map((v) => v.toLowerCase()))].slice(0, 3))})`);
  return { did, lacked };
}

function relevance(type: InterviewType, f: AnswerFeatures, r: RubricScores, jobSkills: string[]): Judgement {
  const did: string[] = [];
  const lacked: string[] = [];
  if (r.offTopic) lacked.push('it does not answer the question asked; answer it first, then add context');
  else if (r.onQuestion >= 0.6)
    did.push(type === 'Coding' ? 'solved the problem that was asked' : 'stayed on the question');
  else lacked.push('only touches the question; address what it asks directly');
  if (type === 'Coding') {
    if (f.edgeCases && !r.offTopic) did.push('checked it against the inputs the problem allows');
    return { did, lacked };
  }
  const example = f.star.situation ?? f.ownExperience;
  if (r.hasExample && example) did.push(`gave a real example (${quote(example)})`);
  else lacked.push('no concrete example from your own experience');
  if (f.numbers.length > 0) did.push(`quantified it (${f.numbers.slice(0, 3).join(', ')})`);
  else lacked.push('no numbers to show scale or impact');
  const relevant = f.skills.filter((s) => jobSkills.includes(s));
  if (relevant.length > 0) did.push(`connected it to the job's ${listing(relevant.slice(0, 3))}`);
  else if (jobSkills.length > 0 && !r.offTopic)
    lacked.push(`no link to what this job needs, such as ${listing(jobSkills.slice(0, 2))}`);
  return { did, lacked };
}

function sentence(j: Judgement): string {
  const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const did = j.did.length > 0 ? `Did: ${j.did.join('; ')}.` : 'Did: little that counts here yet.';
  const lacked = j.lacked.length > 0 ? ` Lacked: ${j.lacked.join('; ')}.` : ' Nothing important missing.';
  return capital(`${did}${lacked}`);
}

/** Feedback per criterion that names what the answer did and lacked, quoting it where it can. */
export function rubricFeedback(
  type: InterviewType,
  answer: string,
  f: AnswerFeatures,
  r: RubricScores,
  jobSkills: string[],
): Record<CriterionName, { text: string; judgement: Judgement }> {
  const d = depth(type, answer, f);
  const c = clarity(type, f, r);
  const rel = relevance(type, f, r, jobSkills);
  return {
    'Technical Depth': { text: sentence(d), judgement: d },
    'Clarity & Structure': { text: sentence(c), judgement: c },
    'Relevance & Examples': { text: sentence(rel), judgement: rel },
  };
}
