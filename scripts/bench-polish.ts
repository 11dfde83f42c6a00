/**
 * `node scripts/bench-polish.ts`: the polish stream (GET /api/resume/polish-stream) with the local
 * coaching engine, against the server in its own process (on PostgreSQL when DATABASE_URL is set).
 * Budgets (docs/architecture.md section 8): the first event p95 < 200 ms, and a two-page resume polished to
 * `done` in under 1 s (checked on p95). One polish at a time, as a person runs it. Output: JSON.
 */
import { database, signUp, startServer, uploadText } from './bench-support.ts';

const iterations = Number(process.env.BENCH_ITERATIONS ?? 40);

const ROLE = (
  title: string,
  company: string,
  from: string,
  to: string,
  topic: string,
) => `${title} | ${company} | Austin, TX | ${from} - ${to}
- Responsible for the ${topic} platform used by 300 clinics and 40 hospital partners
- Worked on PostgreSQL query tuning for the ${topic} service that cut p95 latency by 40%
- Successfully migrated nightly ${topic} jobs to Docker containers on Kubernetes
- Build internal reporting tools in Python for the finance and operations teams
- Utilized REST APIs in order to integrate 12 payment providers, saving $1.2M a year
- Was involved in the on-call rotation and wrote runbooks for the ${topic} incidents
- Mentored 3 junior engineers and reviewed their pull requests every week`;

/** About two pages: a summary, six roles of seven bullets, skills and education. */
const TWO_PAGE_RESUME = `Maya Chen
maya.chen@example.com | 555-0142 | Austin, TX | linkedin.com/in/mayachen

Summary
I am a backend engineer who really enjoys building reliable billing and claims systems in order to keep clinics paid on time. I have worked with Python, PostgreSQL, Redis and Docker for ten years.

Skills
Python, PostgreSQL, Redis, Docker, Kubernetes, REST APIs, Kafka, AWS, Terraform, GraphQL

Experience
${ROLE('Staff Software Engineer', 'Northwind Health', 'Mar 2022', 'Present', 'claims')}

${ROLE('Senior Software Engineer', 'Acme Corp', 'Jun 2019', 'Feb 2022', 'billing')}

${ROLE('Software Engineer', 'Initech', 'Jan 2017', 'May 2019', 'invoicing')}

${ROLE('Software Engineer', 'Contoso Bank', 'Aug 2015', 'Dec 2016', 'payments')}

${ROLE('Junior Developer', 'Fabrikam Labs', 'Jul 2013', 'Jul 2015', 'reporting')}

${ROLE('Intern', 'Globex', 'Jun 2012', 'Jun 2013', 'analytics')}

Education
BSc Computer Science, University of Texas, 2013

Certifications
AWS Certified Developer
`;

const JOB = `Senior Backend Engineer

Requirements
- 5+ years building APIs in Python
- PostgreSQL and Redis in production
- Docker and Kubernetes
- Experience with REST APIs, Kafka and payment integrations
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[], budgetP95Ms: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return {
    p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
    p95Ms: Math.round(p95 * 10) / 10,
    maxMs: Math.round(sorted.at(-1)! * 10) / 10,
    budgetP95Ms,
    withinBudget: p95 < budgetP95Ms,
  };
}

/** One polish over HTTP: when the first event arrived and when `done` did (ms from the request). */
async function polishOnce(base: string, token: string, query: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/resume/polish-stream?${query}`, {
    headers: { 'x-auth-token': token, accept: 'text/event-stream' },
  });
  if (res.status !== 200) throw new Error(`polish-stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first: number | null = null;
  let events = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first === null && text.includes('\nevent: ')) first = performance.now() - started;
    if (first === null && text.startsWith('event: ')) first = performance.now() - started;
  }
  events = (text.match(/^event: /gm) ?? []).length;
  if (!/event: done\n/.test(text)) throw new Error(`the polish did not finish: ${text.slice(-300)}`);
  return { firstMs: first ?? Number.NaN, totalMs: performance.now() - started, events };
}

const server = await startServer({
  AI_PROVIDER: 'local',
  TTS_PROVIDER: 'none',
  REQUIRE_EMAIL_VERIFICATION: 'false',
});
try {
  // a trial account polishes as often as it likes
  const token = await signUp(server.base, 'bench.polish');
  const upload = (field: 'resume' | 'job', text: string) => uploadText(server.base, token, field, text);
  const query = new URLSearchParams({
    resumeId: await upload('resume', TWO_PAGE_RESUME),
    jobDescriptionId: await upload('job', JOB),
  }).toString();

  for (let i = 0; i < 5; i += 1) await polishOnce(server.base, token, query); // warm-up
  const first: number[] = [];
  const total: number[] = [];
  let events = 0;
  const cpuStart = server.cpuMs();
  for (let i = 0; i < iterations; i += 1) {
    const run = await polishOnce(server.base, token, query);
    first.push(run.firstMs);
    total.push(run.totalMs);
    events = run.events;
  }
  const cpuEnd = server.cpuMs();
  console.log(
    JSON.stringify(
      {
        database,
        engine: 'local',
        iterations,
        resume: { characters: TWO_PAGE_RESUME.length, roles: 6, eventsPerPolish: events },
        firstEvent: summary(first, 200),
        twoPageResumeToDone: summary(total, 1000),
        serverCpuMsPerPolish:
          cpuStart === null || cpuEnd === null
            ? null
            : Math.round(((cpuEnd - cpuStart) / iterations) * 10) / 10,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
