import type { PlannedQuestion } from '../../domain/interview.ts';
import bank from './data/question-bank.json' with { type: 'json' };
import type { PlanContext } from './plan-context.ts';

interface Problem {
  id: string;
  focus: string;
  text: string;
  kind: string;
  levels?: string[];
  professions?: string[];
}

/** How well a problem suits the job: 0 is best. Problems of another profession are not asked. */
function suitability(p: Problem, ctx: PlanContext): number | null {
  if (p.professions && !p.professions.some((x) => ctx.professions.has(x as never))) return null;
  const level = !p.levels || p.levels.includes(ctx.band) ? 0 : 1;
  if (p.professions) return level;
  switch (p.kind) {
    case 'sql':
      // a data role's coding interview opens with SQL, whatever else it asks
      return ctx.dataRole ? level - 0.5 : ctx.software ? 2 + level : 1 + level;
    case 'data':
      return ctx.dataRole || ctx.professions.has('data') ? 0.5 + level : 1 + level;
    case 'frontend':
      return ctx.frontend ? level : ctx.software ? 2 + level : null;
    default:
      return ctx.software ? level : ctx.dataRole ? 1 + level : 1.5 + level;
  }
}

function phrased(p: Problem, ctx: PlanContext): PlannedQuestion {
  if (p.kind === 'sql')
    return {
      text: `${p.text} State your assumptions about the tables, and talk through the edge cases.`,
      focus: p.focus,
      skills: ['SQL'],
    };
  const language =
    ctx.language ?? (p.kind === 'frontend' && ctx.frontend ? 'JavaScript or TypeScript' : null);
  return {
    text: `${p.text} Use ${language ?? 'the language of your choice'}, and talk through your approach, its time and space complexity, and the edge cases.`,
    focus: p.focus,
    skills: ctx.language ? [ctx.language] : [],
  };
}

/**
 * Coding problems in the order to ask them: the kind that suits the job first (SQL for data roles,
 * front-end problems for UI roles, the profession's own problems elsewhere), at the job's level,
 * shuffled per session so two sessions do not set the same problems. Each names the language of
 * the job or, failing that, of the resume, so the answer editor can start in it.
 */
export function codingQuestions(ctx: PlanContext): PlannedQuestion[] {
  const ranked = (bank.coding as Problem[])
    .map((p) => ({ p, base: suitability(p, ctx) }))
    .filter((x): x is { p: Problem; base: number } => x.base !== null)
    .map((x) => ({ ...x, score: x.base + ctx.random() * 1.2 }))
    .sort((a, b) => a.score - b.score);
  // the first problem is always of the best-suited kind; later ones may mix kinds
  const best = Math.min(...ranked.map((x) => x.base));
  const first = ranked.findIndex((x) => x.base === best);
  if (first > 0) ranked.unshift(...ranked.splice(first, 1));
  return ranked.map((x) => phrased(x.p, ctx));
}
