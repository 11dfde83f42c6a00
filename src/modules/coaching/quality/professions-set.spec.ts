import { describe, expect, it } from 'vitest';
import { INTERVIEW_TYPES } from '../domain/interview.ts';
import { professionSet, TIERS } from './labelled-set.ts';

/** The professions set is whole: every name it uses has a text, every question has all four tiers. */
describe('professions quality set', () => {
  const set = professionSet();
  const { manifest, answers } = set;
  const resumes = new Set(manifest.resumes.map((r) => r.name));

  it('pairs a resume and a job from at least ten professions', () => {
    expect(new Set(manifest.resumes.map((r) => r.profession)).size).toBeGreaterThanOrEqual(10);
    for (const job of manifest.jobs) {
      expect(set.jobTexts[job.name]?.length, job.name).toBeGreaterThan(300);
      for (const name of [job.resume, ...job.adjacent, ...job.sameField])
        expect(resumes.has(name), `${job.name} names ${name}`).toBe(true);
      expect(job.adjacent, job.name).not.toContain(job.resume);
    }
    expect(new Set(manifest.jobs.map((j) => j.resume))).toEqual(resumes);
    for (const group of manifest.groups) {
      expect(manifest.jobs.find((j) => j.name === group.job)?.resume, group.job).toBe(group.bestFirst[0]);
      for (const name of group.bestFirst) expect(resumes.has(name), `${group.job}: ${name}`).toBe(true);
    }
    expect(manifest.resumes.filter((r) => r.twoColumn).length).toBeGreaterThanOrEqual(3);
  });

  it('answers at least fifteen questions in all four tiers, with unique ids and known jobs', () => {
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
    const byQuestion = Map.groupBy(answers, (a) => a.question);
    expect(byQuestion.size).toBeGreaterThanOrEqual(15);
    for (const [question, group] of byQuestion) {
      expect(group.map((a) => a.tier).toSorted(), question).toEqual([...TIERS].sort());
      expect(new Set(group.map((a) => `${a.type} ${a.job}`)).size, question).toBe(1);
    }
    for (const a of answers) {
      expect(set.jobTexts[a.job], a.id).toBeDefined();
      expect(INTERVIEW_TYPES, a.id).toContain(a.type);
    }
    const coding = new Set(answers.filter((a) => a.type === 'Coding').map((a) => a.question));
    expect(coding.size).toBeGreaterThanOrEqual(3);
  });
});
