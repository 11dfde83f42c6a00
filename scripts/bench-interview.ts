/**
 * `npm run bench` (second part): the interview endpoints with the local coaching engine, measured
 * against the server in its own process. Budgets (docs/architecture.md section 8):
 * - a turn (POST /api/interview/submit-answer) p95 < 50 ms with 50 open sessions, each answering
 *   about a second after its previous answer (at random moments, as people do) and starting a new
 *   session when its interview completes. Also measured back to back, which shows capacity (turns
 *   per second); its latency is the queue of 50 and carries no budget;
 * - the Performance Report (GET /api/interview/{id}/summary) p95 < 100 ms at 10 connections;
 * - the report PDF (GET /api/report/{id}/download) under 300 ms, checked on p95 at 1 connection.
 * Output: JSON in the shape of scripts/bench.ts, p95 measured exactly.
 */
import { fixtureText, labelledAnswers, matchGroups } from '../src/modules/coaching/quality/labelled-set.ts';
import {
  call,
  closedLoop,
  database,
  type Question,
  signUp,
  startInterview,
  startServer,
  timed,
  uploadText,
} from './bench-support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const sessions = Number(process.env.BENCH_CONNECTIONS ?? 50);

// the bench cannot read mail; the verification gate is one indexed read at the start of a session
const server = await startServer({
  AI_PROVIDER: 'local',
  TTS_PROVIDER: 'none',
  REQUIRE_EMAIL_VERIFICATION: 'false',
});
const { base } = server;
const token = await signUp(base, 'bench.interview');

const group = matchGroups()[0]!;
const upload = (field: 'resume' | 'job', text: string) => uploadText(base, token, field, text);
const resumeId = await upload('resume', fixtureText('resumes', group.bestFirst[0]!));
const jobId = await upload('job', fixtureText('jobs', group.job));
// answers of realistic length (a few sentences to a few paragraphs)
const answers = labelledAnswers()
  .map((a) => a.answer)
  .filter((a) => a.length >= 200);

const start = () => startInterview(base, token, { resumeId, jobId });

const finished: string[] = [];
let turns = 0;

/**
 * 50 sessions answering, each about `pauseMs` after its previous answer (0: back to back, which
 * measures capacity: latency there is the queue of 50, so it carries no latency budget).
 */
async function turnBench(pauseMs: number) {
  const current: ({ sessionId: string; question: Question } | undefined)[] = [];
  return closedLoop(
    server,
    { path: '/api/interview/submit-answer', ...(pauseMs > 0 ? { budgetP95Ms: 50 } : {}) },
    { connections: sessions, seconds, pauseMs },
    async (worker) => {
      const session = current[worker] ?? (await start());
      current[worker] = session;
      turns += 1;
      const t = await timed(() =>
        call(base, 'POST', '/api/interview/submit-answer', {
          token,
          json: {
            sessionId: session.sessionId,
            questionId: session.question.questionId,
            answerText: answers[turns % answers.length],
            format: 'text',
          },
        }),
      );
      if (!t.ok) throw new Error(`submit-answer answered ${t.reply.status}: ${t.reply.body.toString()}`);
      const next = t.reply.json<{ nextQuestion: Question }>().nextQuestion;
      if (next.questionType === 'complete') {
        finished.push(session.sessionId);
        current[worker] = undefined;
      } else {
        session.question = next;
      }
      return { ms: t.ms, ok: t.ok };
    },
  );
}

const turn = await turnBench(0);
// the budget's case: 50 open sessions answering at their own pace (people take far longer than a
// second per answer, so this is a heavy hour), the server busy but not saturated
const pausedTurn = await turnBench(1000);
if (finished.length === 0) throw new Error('no interview completed during the turn bench');

const owned = finished.slice(-20);
let reads = 0;
/** GETs one of the finished sessions' reports after another, `connections` at a time. */
const readReports = (route: string, budgetP95Ms: number, connections: number) =>
  closedLoop(server, { path: route, budgetP95Ms }, { connections, seconds }, async () => {
    const id = owned[reads++ % owned.length] ?? '';
    const t = await timed(() => call(base, 'GET', route.replace('{id}', id), { token }));
    return { ms: t.ms, ok: t.ok };
  });
const summary = await readReports('/api/interview/{id}/summary', 100, 10);
const pdf = await readReports('/api/report/{id}/download', 300, 1);

console.log(
  JSON.stringify(
    {
      database,
      connections: sessions,
      seconds,
      completedInterviews: finished.length,
      results: {
        'interview turns per second (local engine), 50 sessions back to back': turn,
        'interview turn (local engine), 50 sessions answering about 1 s apart': pausedTurn,
        'interview summary': summary,
        'report PDF': pdf,
      },
    },
    null,
    2,
  ),
);
await server.stop();
