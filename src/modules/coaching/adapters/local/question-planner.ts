import type { InterviewType, Persona, PlannedQuestion } from '../../domain/interview.ts';
import { codingQuestions } from './coding-questions.ts';
import type { PlanContext } from './plan-context.ts';
import { behavioralPools, type Candidate, type Pools, technicalPools } from './question-pools.ts';
import { shuffled } from './text-tools.ts';

export { type PlanContext, planContext } from './plan-context.ts';

/**
 * The session's questions: an opening picked per session, then the questions built on the
 * candidate's roles and the job's gaps, taken kind by kind in an order picked per session, with
 * general questions of the profession in between (every other question in a behavioural
 * interview, every third in a technical one). No two questions share a template, a resume line
 * or a skill.
 */
function compose(pools: Pools, count: number, ctx: PlanContext, generalEvery: number): PlannedQuestion[] {
  const used = new Set<string>();
  const out: PlannedQuestion[] = [];
  const take = (c: Candidate | undefined): boolean => {
    if (!c || c.keys.some((k) => used.has(k)) || used.has(c.text)) return false;
    for (const k of [...c.keys, c.text]) used.add(k);
    const { keys: _keys, ...question } = c;
    out.push(question);
    return true;
  };
  const opener = Math.floor(ctx.random() * pools.openers.length);
  take(pools.openers[opener]);
  // the candidate's own roles and the job's gaps come first; the other kinds in a per-session order
  const [main = [], second = [], ...rest] = pools.grounded;
  const kinds = [main, second, ...shuffled(rest, ctx.random)].map((list) => [...list]);
  const general = [...pools.general];
  // every step uses up one candidate, so this ends
  while (out.length < count) {
    const kind = kinds.find((k) => k.length > 0);
    if ((out.length % generalEvery === 0 || !kind) && general.length > 0) take(general.shift());
    else if (kind) {
      take(kind.shift());
      kinds.push(kinds.splice(kinds.indexOf(kind), 1)[0]!);
    } else break;
  }
  // a thin resume and job: the other openings, then any general question, rather than fewer
  for (const c of [...pools.openers, ...pools.spare]) if (out.length < count) take(c);
  return out;
}

/** Candidate questions in the order they should be asked, at most `count`, without repeats. */
export function candidateQuestions(
  type: InterviewType,
  ctx: PlanContext,
  persona: Persona = 'Friendly & Encouraging',
  count = 10,
): PlannedQuestion[] {
  if (type === 'Coding') {
    const seen = new Set<string>();
    return codingQuestions(ctx)
      .filter((q) => !seen.has(q.text) && Boolean(seen.add(q.text)))
      .slice(0, count);
  }
  return type === 'Behavioral'
    ? compose(behavioralPools(ctx, persona), count, ctx, 2)
    : compose(technicalPools(ctx, persona), count, ctx, 3);
}
