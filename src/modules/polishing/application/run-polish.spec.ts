import { describe, expect, it } from 'vitest';
import { factVocabulary, localEngine } from '../../../../test/support/polishing.ts';
import { KEPT_AS_WRITTEN_REASONING, ProviderUnavailableError } from '../../coaching/index.ts';
import type {
  ExperiencePolishRequest,
  ExperienceSuggestion,
  PolishEvent,
  ResumePolisher,
  StructuredResume,
} from '../../coaching/index.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import type { PolishRun, PolishRunStatus, StoredPolishEvent } from '../domain/polish-run.ts';
import type { PolishRunRepository } from '../ports/polish-run-repository.ts';
import { RunPolish, type SentEvent } from './run-polish.ts';

const RESUME = `Ana Ruiz
Summary
Support engineer for billing systems.
Experience
Support Engineer | Acme Corp | Austin, TX | Jan 2021 - Present
- Fixed billing bugs for 40 clinics
- Wrote the on-call runbook
Analyst | Globex | Dallas, TX | 2018 - 2020
- Built Excel reports for 12 managers
Intern | Initech | 2017 - 2018
- Tested invoices`;
const JOB = 'Support Engineer\nRequirements\n- Kafka and Excel\n- Billing systems';

class InMemoryRuns implements PolishRunRepository {
  readonly runs = new Map<string, PolishRun>();
  readonly stored = new Map<string, StoredPolishEvent[]>();
  async create(run: PolishRun) {
    this.runs.set(run.id, { ...run });
  }
  async findOwned(userId: string, id: string) {
    const run = this.runs.get(id);
    return run && run.userId === userId ? run : null;
  }
  async events(runId: string, afterSeq = 0) {
    return (this.stored.get(runId) ?? []).filter((e) => e.seq > afterSeq);
  }
  async append(runId: string, seq: number, event: PolishEvent) {
    const list = this.stored.get(runId) ?? [];
    if (list.some((e) => e.seq === seq)) return false;
    list.push({ seq, event: structuredClone(event) });
    this.stored.set(runId, list);
    return true;
  }
  async createWithinAllowance(run: PolishRun) {
    await this.create(run);
    return true;
  }
  async finish(runId: string, status: Exclude<PolishRunStatus, 'running'>) {
    const run = this.runs.get(runId)!;
    if (run.status !== 'running') return false;
    run.status = status;
    return true;
  }
  async abandoned() {
    return [];
  }
  async latestStart() {
    return null;
  }
  async countCompleted() {
    return 0;
  }
  names(runId: string) {
    return (this.stored.get(runId) ?? []).map((e) => e.event.event);
  }
}

const run: PolishRun = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'u1',
  resumeId: 'r1',
  jobDescriptionId: 'j1',
  status: 'running',
  startedAt: new Date('2026-11-22T09:00:00Z'),
  finishedAt: null,
};

/** The local engine's polisher with some of its methods replaced. */
function polisherWith(overrides: Partial<ResumePolisher>): ResumePolisher {
  const base = localEngine.polisher;
  return {
    suggestSummary: (r) => base.suggestSummary(r),
    suggestExperience: (r) => base.suggestExperience(r),
    score: (r) => base.score(r),
    ...overrides,
  };
}

function setup(
  polisher: ResumePolisher = localEngine.polisher,
  resumeLayout = RESUME,
  resume: { text: string; reading: StructuredResume | null } = { text: RESUME, reading: null },
) {
  const runs = new InMemoryRuns();
  void runs.create(run);
  const used: string[] = [];
  const problems: unknown[] = [];
  const calls = { parse: 0, parsed: [] as string[], scored: [] as string[] };
  const understanding = {
    structureResume: (text: string) => {
      calls.parse += 1;
      calls.parsed.push(text);
      return localEngine.understanding.structureResume(text);
    },
    structureJob: (text: string) => localEngine.understanding.structureJob(text),
  };
  const polish = new RunPolish(
    runs,
    {
      read: async (_u, id) =>
        id === 'r1'
          ? { fileName: 'x.txt', text: resume.text, layout: resumeLayout, reading: resume.reading }
          : { fileName: 'x.txt', text: JOB, layout: JOB, reading: null },
    },
    understanding,
    polisher,
    factVocabulary,
    {
      score: async (resume) => {
        calls.scored.push(resume);
        return resume.includes('Kafka') ? 99 : resume.length % 100;
      },
    },
    {
      assertMayUseAi: async () => {},
      standing: async () => ({ free: false, usedPolish: false }),
      recordUsed: async (id) => {
        used.push(id);
      },
    },
    { run: (work) => work() },
    new FixedClock('2026-11-22T09:00:00Z'),
    { error: (context) => problems.push(context) },
  );
  return { runs, polish, used, problems, calls };
}

async function all(events: AsyncIterable<SentEvent>): Promise<SentEvent[]> {
  const out: SentEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

const ORDER = [
  'status_update',
  'parsing_complete',
  'status_update',
  'summary_suggestion',
  'status_update',
  'work_experience_suggestion',
  'status_update',
  'work_experience_suggestion',
  'status_update',
  'work_experience_suggestion',
  'status_update',
  'scores_complete',
  'done',
];

describe('RunPolish', () => {
  it('stores every event before it is sent and records the polish once it is done', async () => {
    const { runs, polish, used } = setup();
    const sent = await all(polish.execute({ run, after: 0, signal: new AbortController().signal }));
    expect(sent.map((e) => e.event.event)).toEqual(ORDER);
    expect(sent.map((e) => e.id)).toEqual(ORDER.map((_, i) => `${run.id}:${i + 1}`));
    expect(runs.names(run.id)).toEqual(ORDER);
    expect(runs.runs.get(run.id)!.status).toBe('done');
    expect(used).toEqual(['u1']);
  });

  it('starts no new step once the client is gone, and a reconnect resumes after the last event sent', async () => {
    const client = new AbortController();
    const asked: number[] = [];
    const slow = polisherWith({
      suggestExperience: async (request: ExperiencePolishRequest) => {
        asked.push(request.index);
        // the client leaves while experience 1 is being polished
        if (request.index === 1 && !client.signal.aborted) client.abort();
        return localEngine.polisher.suggestExperience(request);
      },
    });
    const { runs, polish, used, calls } = setup(slow);
    const first = await all(polish.execute({ run, after: 0, signal: client.signal }));
    // the step in flight is kept, nothing after it runs
    expect(asked).toEqual([0, 1]);
    expect(runs.names(run.id)).toEqual(ORDER.slice(0, 8));
    expect(used).toEqual([]);

    const seen = Number(first.at(-1)!.id.split(':')[1]);
    const rest = await all(polish.execute({ run, after: seen, signal: new AbortController().signal }));
    expect([...first, ...rest].map((e) => e.event.event)).toEqual(ORDER);
    expect(rest[0]!.id).toBe(`${run.id}:${seen + 1}`);
    expect(asked).toEqual([0, 1, 2]);
    expect(calls.parse).toBe(1);
    expect(used).toEqual(['u1']);
  });

  it('sends what another stream of the run stored first when two race for a step', async () => {
    const { runs, polish } = setup();
    const a = polish.execute({ run, after: 0, signal: new AbortController().signal });
    const b = polish.execute({ run, after: 0, signal: new AbortController().signal });
    const fromA: SentEvent[] = [];
    const fromB: SentEvent[] = [];
    for (;;) {
      const [x, y] = await Promise.all([a.next(), b.next()]);
      if (!x.done) fromA.push(x.value);
      if (!y.done) fromB.push(y.value);
      if (x.done && y.done) break;
    }
    expect(runs.names(run.id)).toEqual(ORDER);
    expect(fromA).toEqual(fromB);
    expect(fromA.map((e) => e.event.event)).toEqual(ORDER);
  });

  it('marks a failed experience and goes on; a failed summary ends the run without using up the polish', async () => {
    const failing = polisherWith({
      suggestExperience: async (request) => {
        if (request.index === 1) throw new ProviderUnavailableError('openai', 'timeout');
        return localEngine.polisher.suggestExperience(request);
      },
    });
    const partly = setup(failing);
    const sent = await all(partly.polish.execute({ run, after: 0, signal: new AbortController().signal }));
    expect(sent[7]!.event).toEqual({
      event: 'work_experience_error',
      data: { index: 1, message: 'Could not polish this section.' },
    });
    expect(sent.at(-1)!.event.event).toBe('done');

    const broken = setup(
      polisherWith({
        suggestSummary: () => Promise.reject(new ProviderUnavailableError('openai', 'rate_limited')),
      }),
    );
    const ended = await all(broken.polish.execute({ run, after: 0, signal: new AbortController().signal }));
    expect(ended.map((e) => e.event.event)).toEqual(ORDER.slice(0, 3).concat('error'));
    expect(ended.at(-1)!.event.data).toEqual({
      message: 'The AI provider is busy right now. Please try again in a moment.',
    });
    expect(broken.runs.runs.get(run.id)!.status).toBe('failed');
    expect(broken.used).toEqual([]);
  });

  it('never lets a fact a model invents reach the stream, and scores the resume as it truly is', async () => {
    const tells = ['Kafka', '$2M', '85%', 'Google', 'Senior', 'MBA', '7777'];
    const liar = polisherWith({
      suggestSummary: async ({ resume }) => ({
        original: resume.summary,
        suggested: 'Senior support engineer with an MBA. Kafka expert who saved $2M at Google.',
        reasoning: 'Adds your Kafka work at Google and your MBA.',
      }),
      suggestExperience: async ({ experience, index }): Promise<ExperienceSuggestion> => ({
        // a model may also send other heading facts back: the resume's own are kept
        original: 'anything',
        index: 7,
        jobTitle: 'Senior Staff Engineer',
        company: 'Google',
        location: 'Zurich',
        duration: '2010 - 2024',
        suggested: `${experience.description.replace(/for (\d+)/, 'for 7777')}\n- Cut billing errors by 85% with Kafka`,
        reasoning: `Shows your impact at ${index === 0 ? 'Google' : 'Kafka'}.`,
      }),
    });
    const { polish, runs } = setup(liar);
    const sent = await all(polish.execute({ run, after: 0, signal: new AbortController().signal }));
    const stream = JSON.stringify(sent.filter((e) => e.event.event !== 'parsing_complete'));
    for (const tell of tells) expect(stream).not.toContain(tell);
    const experiences = sent.filter((e) => e.event.event === 'work_experience_suggestion');
    expect(experiences.map((e) => e.event.data)).toMatchObject([
      { index: 0, jobTitle: 'Support Engineer', company: 'Acme Corp', location: 'Austin, TX' },
      { index: 1, jobTitle: 'Analyst', company: 'Globex', location: 'Dallas, TX' },
      { index: 2, jobTitle: 'Intern', company: 'Initech' },
    ]);
    expect((experiences[0]!.event.data as ExperienceSuggestion).suggested).toBe(
      '- Fixed billing bugs for 40 clinics\n- Wrote the on-call runbook',
    );
    // the scorer gives 99 to any text naming Kafka: the lie never got into the improved resume
    const scores = sent.find((e) => e.event.event === 'scores_complete')!.event.data as {
      scores: { improvedMatchScore: number };
    };
    expect(scores.scores.improvedMatchScore).not.toBe(99);
    expect(runs.names(run.id).at(-1)).toBe('done');
  });

  it('structures the resume from its layout text and scores its plain text', async () => {
    const layout = RESUME.replace('Experience', '# Experience').replaceAll(' | ', '\t');
    const { polish, calls } = setup(localEngine.polisher, layout);
    const sent = await all(polish.execute({ run, after: 0, signal: new AbortController().signal }));
    expect(calls.parsed).toEqual([layout]);
    expect(calls.scored[0]).toBe(RESUME);
    const parsed = sent.find((e) => e.event.event === 'parsing_complete')!.event.data as {
      structuredResume: { workExperience: { company: string }[] };
    };
    expect(parsed.structuredResume.workExperience[0]?.company).toBe('Acme Corp');
  });

  describe('a role read with doubts', () => {
    // the last role's only line is cut off mid-sentence, as a PDF cut at a page end reads
    const CUT = RESUME.replace('- Tested invoices', '- Tested invoices for the');
    const experiences = (sent: SentEvent[]) =>
      sent.flatMap((e) => (e.event.event === 'work_experience_suggestion' ? [e.event.data] : []));
    const asking = () => {
      const asked: number[] = [];
      const polisher = polisherWith({
        suggestExperience: async (request: ExperiencePolishRequest) => {
          asked.push(request.index);
          return localEngine.polisher.suggestExperience(request);
        },
      });
      return { asked, polisher };
    };

    it('is kept as written, not rewritten, while the person has not corrected the reading', async () => {
      const { asked, polisher } = asking();
      const { polish } = setup(polisher, CUT, { text: CUT, reading: null });
      const sent = await all(polish.execute({ run, after: 0, signal: new AbortController().signal }));
      expect(sent.map((e) => e.event.event)).toEqual(ORDER);
      expect(asked).toEqual([0, 1]);
      const kept = experiences(sent).find((s) => s.index === 2)!;
      expect(kept).toMatchObject({
        keptAsWritten: true,
        original: '- Tested invoices for the',
        suggested: '- Tested invoices for the',
        reasoning: KEPT_AS_WRITTEN_REASONING,
        jobTitle: 'Intern',
        company: 'Initech',
      });
      expect(experiences(sent).filter((s) => s.keptAsWritten)).toHaveLength(1);
    });

    it('is polished once the person has corrected the reading', async () => {
      const { asked, polisher } = asking();
      const reading = await localEngine.understanding.structureResume(CUT);
      const { polish } = setup(polisher, CUT, { text: CUT, reading });
      const sent = await all(polish.execute({ run, after: 0, signal: new AbortController().signal }));
      expect(asked).toEqual([0, 1, 2]);
      expect(experiences(sent).some((s) => s.keptAsWritten)).toBe(false);
    });
  });
});
