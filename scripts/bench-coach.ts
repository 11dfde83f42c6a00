/**
 * `node scripts/bench-coach.ts`: latency of the offline coaching engine for typical inputs, as
 * JSON. Match analysis runs from the uploaded texts (structuring both documents, then scoring);
 * evaluation runs on the labelled answers; resume parsing (with the doubts 'Review what we read'
 * shows) runs on every resume of the labelled parsing set, the rendered ones as their PDFs' layout
 * text. Budgets (docs/architecture.md section 8): match analysis p95 < 50 ms, evaluation p95 < 20
 * ms, resume parsing p95 < 20 ms. Checked here, never in timed tests.
 */
import { loadConfig } from '../src/config.ts';
import { AnalyzeMatch } from '../src/modules/coaching/index.ts';
import { createCoachingEngine } from '../src/modules/coaching/module.ts';
import { fixtureText, labelledAnswers, matchGroups } from '../src/modules/coaching/quality/labelled-set.ts';
import { systemClock } from '../src/shared/kernel/clock.ts';
import { ReadResume } from '../src/modules/coaching/index.ts';
import { UnpdfMammothTextExtractor } from '../src/modules/documents/adapters/unpdf-mammoth-text-extractor.ts';
import { corpus } from '../test/resume-corpus/corpus.ts';
import { renderPdf } from '../test/resume-corpus/render-pdf.ts';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 400);
const engine = createCoachingEngine(
  loadConfig({ ...process.env, AI_PROVIDER: 'local', TTS_PROVIDER: 'none' }),
  systemClock,
);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(run: (i: number) => Promise<unknown>, budgetP95Ms: number) {
  for (let i = 0; i < 30; i += 1) await run(i); // warm-up: JIT and lazy data
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const p95Ms = percentile(samples, 95);
  return {
    p50Ms: Number(percentile(samples, 50).toFixed(2)),
    p95Ms: Number(p95Ms.toFixed(2)),
    maxMs: Number(samples.at(-1)!.toFixed(2)),
    budgetP95Ms,
    withinBudget: p95Ms < budgetP95Ms,
  };
}

const pairs = matchGroups().flatMap((g) =>
  g.bestFirst.map((resume) => ({
    resumeText: fixtureText('resumes', resume),
    jobText: fixtureText('jobs', g.job),
  })),
);
const analyzeMatch = new AnalyzeMatch(engine.understanding, engine.matcher);
const answers = labelledAnswers();
const jobs = new Map(
  await Promise.all(
    [...new Set(answers.map((a) => a.job))].map(
      async (name) => [name, await engine.understanding.structureJob(fixtureText('jobs', name))] as const,
    ),
  ),
);

const extractor = new UnpdfMammothTextExtractor();
const resumes: { text: string; layout: string }[] = [];
for (const entry of corpus()) {
  if (entry.kind === 'plain') resumes.push({ text: entry.text, layout: entry.text });
  else {
    const read = await extractor.extract(
      await renderPdf({ truth: entry.truth, template: entry.template }),
      'pdf',
    );
    resumes.push({ text: read.text, layout: read.layout ?? read.text });
  }
}
const readResume = new ReadResume(engine.understanding);

const results = {
  engine: engine.provider,
  iterations,
  matchAnalysis: await measure((i) => analyzeMatch.execute(pairs[i % pairs.length]!), 50),
  evaluation: await measure((i) => {
    const a = answers[i % answers.length]!;
    return engine.evaluator.evaluate({
      type: a.type,
      question: a.question,
      answer: a.answer,
      job: jobs.get(a.job)!,
    });
  }, 20),
  resumeParsing: await measure(
    (i) => readResume.execute({ ...resumes[i % resumes.length]!, corrected: null }),
    20,
  ),
};
console.log(JSON.stringify(results, null, 2));
