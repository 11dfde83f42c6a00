/**
 * `npm run coach -- <command>`: the coaching engine from the command line, so a person can see
 * what it does without the web app (commands in USAGE below). It reads the same configuration as
 * the server: AI_PROVIDER=openai with OPENAI_API_KEY points it at a model; the default is the
 * offline engine.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config.ts';
import {
  applySuggestions,
  type CoachingEngine,
  INTERVIEW_TYPES,
  type InterviewType,
  PERSONAS,
  type Persona,
  type StructuredJobDescription,
} from '../src/modules/coaching/index.ts';
import { createCoachingEngine } from '../src/modules/coaching/module.ts';
import { answerSet, professionSet } from '../src/modules/coaching/quality/labelled-set.ts';
import { formatQualityReport, qualityReport } from '../src/modules/coaching/quality/quality-report.ts';
import { systemClock } from '../src/shared/kernel/clock.ts';
import { formatParseEval, parseEval, type SetName } from './parse-eval.ts';

const USAGE = `Usage: npm run coach -- <command> [options]
  analyze  <resume-file> <job-file>
  evaluate --question "<question>" (--answer "<text>" | --answer-file <file>) [--type ${INTERVIEW_TYPES.join('|')}] [--job <job-file>]
  plan     <resume-file> <job-file> [--type ${INTERVIEW_TYPES.join('|')}] [--persona "${PERSONAS.join('" | "')}"] [--count 2-10]
  polish   <resume-file> <job-file>
  eval     [--answers <file>] the quality report over the labelled professions set, with PASS/FAIL
           per target (local engine; COACH_QUALITY_PROVIDER=openai with OPENAI_API_KEY measures the
           model); --answers measures only the answers of a file shaped like the unseen fixture
  parse-eval [--set open|sealed|all] [--generated] [--verbose] field accuracy of the offline resume
           parser over the labelled resume set (PDF, DOCX and TXT; the open set unless told);
           --generated reads the generated set instead; --verbose lists every miss of the set
Options: --json prints the raw engine output (parse-eval: the report). Files are plain text (.txt or .md).`;

export interface Io {
  out(...lines: string[]): void;
  err(line: string): void;
}

class UsageError extends Error {}

function parse(argv: string[]) {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--json' || arg === '--verbose' || arg === '--generated') flags.set(arg.slice(2), 'true');
    else if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags.set(arg.slice(2), value);
      i += 1;
    } else positional.push(arg);
  }
  return { command: positional[0], files: positional.slice(1), flags };
}

function read(file: string | undefined, what: string): string {
  if (!file) throw new UsageError(`missing ${what}`);
  if (/\.(pdf|docx?)$/i.test(file))
    throw new UsageError(`${file}: convert it to plain text first (the CLI reads .txt and .md)`);
  return readFileSync(file, 'utf8');
}

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
  flag: string,
): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`--${flag} must be one of: ${allowed.join(', ')}`);
}

async function analyze(engine: CoachingEngine, files: string[], json: boolean, io: Io) {
  const resumeText = read(files[0], 'resume file');
  const jobText = read(files[1], 'job file');
  const [resume, job] = await Promise.all([
    engine.understanding.structureResume(resumeText),
    engine.understanding.structureJob(jobText),
  ]);
  const analysis = await engine.matcher.analyze({ resume, job, resumeText, jobText });
  if (json) return io.out(JSON.stringify({ resume, job, analysis }, null, 2));
  const latest = resume.workExperience[0];
  io.out(
    `Resume: ${resume.contactInfo.name ?? '(no name found)'}${latest ? `, ${latest.standardizedJobTitle} at ${latest.company}` : ''} (${resume.workExperience.length} roles)`,
  );
  io.out(
    `Job:    ${job.title || '(no title found)'}${job.seniority ? ` (${job.seniority})` : ''}, ${job.requiredSkills.length} required and ${job.preferredSkills.length} preferred skills`,
  );
  io.out('');
  io.out(`Match score: ${analysis.score}/100`);
  io.out('');
  io.out(`Matched skills (${analysis.matchedSkills.length}):`);
  for (const m of analysis.matchedSkills) io.out(`  + ${m.skill}: "${m.evidence}"`);
  io.out(`Missing skills (${analysis.missingSkills.length}):`);
  for (const m of analysis.missingSkills)
    io.out(`  - ${m.skill}${m.evidence ? ` (job: "${m.evidence}")` : ''}`);
  io.out('');
  io.out(analysis.analysis);
}

async function evaluate(engine: CoachingEngine, flags: Map<string, string>, json: boolean, io: Io) {
  const question = flags.get('question');
  if (!question) throw new UsageError('missing --question');
  const answer = flags.get('answer') ?? read(flags.get('answer-file'), '--answer or --answer-file');
  const type = oneOf<InterviewType>(flags.get('type'), INTERVIEW_TYPES, 'Behavioral', 'type');
  const jobFile = flags.get('job');
  const job: StructuredJobDescription = jobFile
    ? await engine.understanding.structureJob(read(jobFile, 'job file'))
    : { title: '', seniority: null, requiredSkills: [], preferredSkills: [], responsibilities: [] };
  const result = await engine.evaluator.evaluate({ type, question, answer, job });
  if (json) return io.out(JSON.stringify(result, null, 2));
  if (result.status === 'error') return io.out(`Evaluation failed: ${result.feedback ?? ''}`);
  io.out(`Score: ${result.score?.toFixed(1)}/10`);
  for (const c of result.evaluation_criteria) io.out('', `${c.criterion}: ${c.rating}`, `  ${c.feedback}`);
  if (result.feedback) io.out('', result.feedback);
}

async function plan(
  engine: CoachingEngine,
  files: string[],
  flags: Map<string, string>,
  json: boolean,
  io: Io,
) {
  const [resume, job] = await Promise.all([
    engine.understanding.structureResume(read(files[0], 'resume file')),
    engine.understanding.structureJob(read(files[1], 'job file')),
  ]);
  const count = Number(flags.get('count') ?? 5);
  if (!Number.isInteger(count) || count < 2 || count > 10)
    throw new UsageError('--count must be a whole number from 2 to 10');
  const result = await engine.interviewer.plan({
    type: oneOf<InterviewType>(flags.get('type'), INTERVIEW_TYPES, 'Behavioral', 'type'),
    persona: oneOf<Persona>(flags.get('persona'), PERSONAS, 'Friendly & Encouraging', 'persona'),
    questionCount: count,
    resume,
    job,
  });
  if (json) return io.out(JSON.stringify(result, null, 2));
  for (const [i, q] of result.questions.entries()) io.out(`${i + 1}. [${q.focus}] ${q.text}`);
}

async function polish(engine: CoachingEngine, files: string[], json: boolean, io: Io) {
  const [resume, job] = await Promise.all([
    engine.understanding.structureResume(read(files[0], 'resume file')),
    engine.understanding.structureJob(read(files[1], 'job file')),
  ]);
  const summary = await engine.polisher.suggestSummary({ resume, job });
  const experiences = [];
  for (const [index, experience] of resume.workExperience.entries()) {
    experiences.push(await engine.polisher.suggestExperience({ experience, index, job, resume }));
  }
  const scores = await engine.polisher.score({
    original: resume,
    improved: applySuggestions(resume, summary, experiences),
    job,
  });
  if (json) return io.out(JSON.stringify({ summary, experiences, scores }, null, 2));
  io.out(
    `Match score: ${scores.originalMatchScore}% -> ${scores.improvedMatchScore}% with every suggestion accepted`,
  );
  io.out(
    '',
    '== Professional Summary',
    'Original:',
    summary.original,
    'Suggested:',
    summary.suggested,
    `Why: ${summary.reasoning}`,
  );
  for (const s of experiences) {
    io.out(
      '',
      `== ${s.jobTitle} at ${s.company} (${s.duration})`,
      'Original:',
      s.original,
      'Suggested:',
      s.suggested,
      `Why: ${s.reasoning}`,
    );
  }
}

/**
 * The quality report runs the engine COACH_QUALITY_PROVIDER names (local unless `openai`), as the
 * quality spec does, whatever AI_PROVIDER says: the report must say which engine it measured.
 */
async function evalQuality(env: NodeJS.ProcessEnv, answers: string | undefined, json: boolean, io: Io) {
  const provider = env.COACH_QUALITY_PROVIDER === 'openai' ? 'openai' : 'local';
  if (provider === 'openai' && !env.OPENAI_API_KEY)
    throw new UsageError('COACH_QUALITY_PROVIDER=openai needs OPENAI_API_KEY');
  const engine = createCoachingEngine(
    loadConfig({ ...env, AI_PROVIDER: provider, TTS_PROVIDER: 'none', STT_PROVIDER: 'none' }),
    systemClock,
  );
  const report = await qualityReport(engine, answers ? answerSet(answers) : professionSet());
  if (json) return io.out(JSON.stringify(report, null, 2));
  io.out(...formatQualityReport(report));
}

export async function main(
  argv: string[],
  io: Io = { out: (...lines) => console.log(lines.join('\n')), err: (l) => console.error(l) },
): Promise<number> {
  try {
    const { command, files, flags } = parse(argv);
    const json = flags.has('json');
    if (command === 'eval') {
      await evalQuality(process.env, flags.get('answers'), json, io);
      return 0;
    }
    if (command === 'parse-eval') {
      const set = oneOf<SetName>(flags.get('set'), ['open', 'sealed', 'all'], 'open', 'set');
      const report = await parseEval({
        set,
        verbose: flags.has('verbose'),
        corpus: flags.has('generated') ? 'generated' : 'written',
      });
      io.out(...(json ? [JSON.stringify(report, null, 2)] : formatParseEval(report)));
      return 0;
    }
    const engine = createCoachingEngine(loadConfig({ ...process.env, TTS_PROVIDER: 'none' }), systemClock);
    if (command === 'analyze') await analyze(engine, files, json, io);
    else if (command === 'evaluate') await evaluate(engine, flags, json, io);
    else if (command === 'plan') await plan(engine, files, flags, json, io);
    else if (command === 'polish') await polish(engine, files, json, io);
    else throw new UsageError(command ? `unknown command "${command}"` : 'missing command');
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`coach: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(`coach: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main(process.argv.slice(2));
