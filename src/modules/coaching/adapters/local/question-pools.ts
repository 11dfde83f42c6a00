import type { Persona, PlannedQuestion } from '../../domain/interview.ts';
import bank from './data/question-bank.json' with { type: 'json' };
import type { Anchor, PlanContext } from './plan-context.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { shuffled } from './text-tools.ts';

interface Template {
  id?: string;
  focus?: string;
  text: string;
  levels?: string[];
  needs?: string;
  domain?: string;
  persona?: string;
  professions?: string[];
}

interface Slot {
  skill?: string;
  responsibility?: string;
  anchor?: string;
}

/** A question with what makes it a repeat: two questions with a shared key are never both asked. */
export interface Candidate extends PlannedQuestion {
  keys: string[];
}

/** Verbs a resume bullet starts with that read on after 'you' ('At Acme you built …'). */
const VERBS = new Set(
  (
    'built led ran wrote grew cut set won sold taught drove made began brought kept took oversaw rebuilt ' +
    'own lead run manage supervise build design develop write teach sell drive coordinate oversee handle ' +
    'support plan create maintain care train mentor deliver launch scale reduce increase improve partner ' +
    'negotiate prepare analyse analyze audit close source serve greet assess triage perform administer ' +
    'start lead'
  ).split(' '),
);

/** Where a resume line was written, as a person would say it: 'In your Product Manager role at Acme (2017 to now)'. */
function whereOf(a: Anchor): string {
  const period = a.period ? ` (${a.period})` : '';
  if (a.role && a.company) return `In your ${a.role} role at ${a.company}${period}`;
  if (a.company) return `At ${a.company}${period}`;
  if (a.role) return `In your ${a.role} role${period}`;
  return 'In one of your roles';
}

/**
 * The resume line a question stands on: 'In your Product Manager role at Acme (2017 to now), you
 * built …' or '…, your resume says “…”'.
 */
export function anchorClause(a: Anchor): string {
  const where = whereOf(a);
  const first = (a.bullet.split(' ')[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const verb = VERBS.has(first) || (first.length > 4 && first.endsWith('ed'));
  const acronym = /^[A-Z]{2}/.test(a.bullet);
  if (verb && !acronym) return `${where}, you ${a.bullet.charAt(0).toLowerCase()}${a.bullet.slice(1)}`;
  return `${where}, your resume says “${a.bullet}”`;
}

function fill(text: string, ctx: PlanContext, slot: Slot): string {
  return text
    .replaceAll('{title}', ctx.title || 'this')
    .replaceAll('{company}', ctx.company ?? 'your last employer')
    .replaceAll('{role}', ctx.role ?? 'your last role')
    .replaceAll('{atCompany}', ctx.company ? ` at ${ctx.company}` : '')
    .replaceAll('{skill}', slot.skill ?? '')
    .replaceAll('{responsibility}', slot.responsibility ?? '')
    .replaceAll('{anchor}', slot.anchor ?? '')
    .replace('this this role', 'this role')
    .replace('…. ', '… ');
}

const forPersona = (persona: Persona) => (t: Template) =>
  !t.persona || (t.persona === 'friendly') === (persona === 'Friendly & Encouraging');
const fitsBand = (ctx: PlanContext) => (t: Template) => !t.levels || t.levels.includes(ctx.band);
const fitsProfession = (ctx: PlanContext) => (t: Template) =>
  !t.professions || t.professions.some((p) => ctx.professions.has(p as never));

/** One template of the list, picked per session. */
function pick(list: Template[], ctx: PlanContext): Template | undefined {
  return list[Math.floor(ctx.random() * list.length)];
}

/** Anchors spread over the candidate's roles, the strongest first, varied per session. */
function anchorsFor(ctx: PlanContext, max: number): Anchor[] {
  // the weight leads, with enough chance mixed in that the same bullet does not open every session
  const pool = ctx.anchors
    .slice(0, 8)
    .map((a) => ({ a, w: a.weight + ctx.random() * 2.5 }))
    .sort((x, y) => y.w - x.w)
    .map((x) => x.a);
  const out: Anchor[] = [];
  const roles = new Set<number>();
  for (const a of pool)
    if (!roles.has(a.roleIndex) && out.length < max && roles.add(a.roleIndex)) out.push(a);
  for (const a of pool) if (!out.includes(a) && out.length < max) out.push(a);
  return out;
}

export interface Pools {
  openers: Candidate[];
  grounded: Candidate[][];
  general: Candidate[];
  /** Asked only when everything else is used up. */
  spare: Candidate[];
}

function openers(type: 'Behavioral' | 'Technical', ctx: PlanContext): Candidate[] {
  return (bank.openings[type] as Template[])
    .filter((t) => t.needs !== 'company' || ctx.company)
    .map((t) => ({ text: fill(t.text, ctx, {}), focus: t.focus ?? 'Motivation', skills: [], keys: [t.id!] }));
}

function anchorQuestion(list: Template[], a: Anchor, ctx: PlanContext, persona: Persona): Candidate {
  const t = pick(list.filter(forPersona(persona)), ctx)!;
  return {
    text: fill(t.text, ctx, { anchor: anchorClause(a) }),
    focus: a.skills[0] ?? (a.company ? `Experience at ${a.company}` : 'Relevant experience'),
    skills: a.skills.slice(0, 2),
    keys: [`anchor:${a.bullet}`, ...a.skills.map((s) => `skill:${s}`)],
  };
}

function skillQuestion(text: string, skill: string, focus: string, ctx: PlanContext): Candidate {
  return { text: fill(text, ctx, { skill }), focus, skills: [skill], keys: [`skill:${skill}`] };
}

export function behavioralPools(ctx: PlanContext, persona: Persona): Pools {
  const g = bank.grounded.Behavioral as Record<string, Template[]>;
  const anchors = anchorsFor(ctx, 3).map((a) => anchorQuestion(g.anchor!, a, ctx, persona));
  const gaps = shuffled(ctx.gaps.slice(0, 4), ctx.random)
    .slice(0, 1)
    .map((s) => skillQuestion(pick(g.gap!, ctx)!.text, s, s, ctx));
  const weak = ctx.weak.slice(0, 1).map((s) => skillQuestion(g.weak![0]!.text, s, s, ctx));
  const proud = shuffled(ctx.matched.slice(0, 4), ctx.random)
    .slice(0, 1)
    .map((s) => skillQuestion(g.skill![0]!.text, s, s, ctx));
  const work = shuffled(ctx.responsibilities.slice(0, 4), ctx.random)
    .slice(0, 1)
    .map((r) => ({
      text: fill(g.responsibility![0]!.text, ctx, { responsibility: r }),
      focus: 'Relevant experience',
      skills: [],
      keys: ['responsibility'],
    }));
  const all = (bank.behavioral as Template[]).filter(fitsBand(ctx)).filter(fitsProfession(ctx));
  // the profession's own questions first, so a nurse is asked about patients early on
  const own = shuffled(
    all.filter((t) => t.professions),
    ctx.random,
  );
  const general = [
    ...own.slice(0, 1),
    ...shuffled([...own.slice(1), ...all.filter((t) => !t.professions)], ctx.random),
  ];
  return {
    openers: [...openers('Behavioral', ctx), ...anchors.slice(0, 1)],
    grounded: [anchors, gaps, weak, proud, work],
    general: general.map((t) => ({
      text: fill(t.text, ctx, {}),
      focus: t.focus!,
      skills: [],
      keys: [t.id!],
    })),
    spare: [],
  };
}

export function technicalPools(ctx: PlanContext, persona: Persona): Pools {
  const g = bank.grounded.Technical;
  const templates = bank.technical.skillTemplates as Record<string, string[]>;
  const skills = shuffled(ctx.matched.slice(0, 8), ctx.random)
    .slice(0, 5)
    .map((skill) => {
      const list = templates[taxonomy.lookup(skill)?.category ?? ''] ?? templates.default!;
      return skillQuestion(list[Math.floor(ctx.random() * list.length)]!, skill, skill, ctx);
    });
  const anchors = anchorsFor(ctx, 2).map((a) => anchorQuestion(g.anchor as Template[], a, ctx, persona));
  const gapTexts = g.gap as Record<string, string>;
  const gaps = shuffled(ctx.gaps.slice(0, 5), ctx.random)
    .slice(0, 2)
    .map((s) => skillQuestion(gapTexts[taxonomy.lookup(s)?.category ?? ''] ?? gapTexts.default!, s, s, ctx));
  const weak = ctx.weak.slice(0, 1).map((s) => skillQuestion(g.weak[0]!.text, s, s, ctx));
  const [first, second] = shuffled(ctx.responsibilities.slice(0, 5), ctx.random);
  const work: Candidate[] = [];
  if (first)
    work.push({
      text: fill(pick(g.responsibility, ctx)!.text, ctx, { responsibility: first }),
      focus: 'Role responsibilities',
      skills: [],
      keys: ['responsibility'],
    });
  if ((second ?? first) && ctx.software && ctx.band === 'senior')
    work.push({
      text: fill(g.design[0]!.text, ctx, { responsibility: second ?? first }),
      focus: 'System design',
      skills: [],
      keys: ['design'],
    });
  const general = shuffled(
    (bank.technical.general as Template[])
      .filter(fitsBand(ctx))
      .filter(fitsProfession(ctx))
      .filter((t) => !t.domain || ctx.software),
    ctx.random,
  ).sort((a, b) => (b.professions ? 1 : 0) - (a.professions ? 1 : 0));
  return {
    openers: [...openers('Technical', ctx), ...skills.slice(0, 2), ...anchors.slice(0, 1)],
    grounded: [anchors, gaps, skills, weak, work],
    general: general.map((t) => ({
      text: fill(t.text, ctx, {}),
      focus: t.focus!,
      skills: [],
      keys: [t.id!],
    })),
    spare: behavioralPools(ctx, persona).general,
  };
}
