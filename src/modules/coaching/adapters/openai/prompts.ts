import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Prompts live as versioned markdown files beside this module (`prompts/<name>.v<n>.md`), so a
 * change of wording is a reviewed diff and a new version can run beside the old one.
 */
export const PROMPTS = {
  structureResume: 'structure-resume.v1.md',
  structureJob: 'structure-job.v1.md',
  analyzeMatch: 'analyze-match.v1.md',
  planInterview: 'plan-interview.v1.md',
  decideFollowUp: 'decide-follow-up.v1.md',
  evaluateAnswer: 'evaluate-answer.v1.md',
  writeReport: 'write-report.v1.md',
  polishSummary: 'polish-summary.v1.md',
  polishExperience: 'polish-experience.v1.md',
} as const;

export type PromptName = keyof typeof PROMPTS;

const cache = new Map<PromptName, string>();

export function prompt(name: PromptName): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(import.meta.dirname, 'prompts', PROMPTS[name]), 'utf8');
    cache.set(name, text);
  }
  return text;
}
