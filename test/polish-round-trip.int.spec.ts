import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StructuredResume } from '../src/modules/coaching/index.ts';
import { jsonRequest, type SignedIn, signUp } from './support/accounts.ts';
import { auth, markVerified, upload } from './support/documents.ts';
import { readPolishStream, type SseEvent } from './support/polish-stream.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { type CorpusEntry, corpus, type Split } from './resume-corpus/corpus.ts';
import { renderPdf } from './resume-corpus/render-pdf.ts';

/**
 * A polish keeps every fact of the resume it started from, proven over the labelled resume set
 * (test/resume-corpus, the written and the generated set) end to end. Each resume is uploaded (a
 * rendered one as its PDF, a plain one as text) and polished over the stream against a job in its
 * own profession; the page's state is built from the stream's events by the web's own reducer, the
 * polished resume by the web's own Markdown (what the browser sends), saved as a PDF and read back
 * like any upload. Four invariants, each held for every resume:
 *
 * 1. facts: with every suggestion accepted, the saved resume read again has the employers, titles,
 *    places, dates, schools, degrees, contact links and sections the polish started from; a role
 *    kept as written (its reading in doubt) has instead every heading line of the resume, word
 *    for word, in the saved text;
 * 2. bullets: every bullet of it is its original or its accepted suggestion's line, none cut,
 *    dropped or added (and the summary is the chosen one, whole);
 * 3. rejected: with every other suggestion rejected, the saved resume has the rejected originals
 *    and not their suggestions' lines;
 * 4. suggestions: a suggestion offered changes words (one that would only change spacing,
 *    punctuation or bullet marks is not offered: its text is the original's), and the improved
 *    match score is never below the original one.
 *
 * The open resumes are asserted; `ROUND_TRIP_SET=sealed` (or `all`) measures the sealed third
 * instead, which is looked at only to judge the product, never while changing it.
 */

type Decision = 'pending' | 'accepted' | 'rejected';
interface Review {
  suggestion: { original: string; suggested: string; keptAsWritten?: boolean } | null;
  decision: Decision;
}
/** The part of the web's PolishState this test reads. */
interface PageState {
  resume: StructuredResume | null;
  summary: Review | null;
  experiences: Review[];
  scores: { originalMatchScore: number; improvedMatchScore: number } | null;
}
type PageAction =
  | { type: 'event'; event: { name: string; data: unknown } }
  | { type: 'decide'; target: 'summary' | number; decision: Decision };
interface WebPolish {
  initialPolishState: PageState;
  polishReducer(state: PageState, action: PageAction): PageState;
  polishedMarkdown(state: PageState): string;
}

/**
 * The web's modules as the browser runs them. They are loaded by path: the server's type check
 * reads no web source (the web has its own module resolution and type check).
 */
async function webPolish(): Promise<WebPolish> {
  const feature = path.join(import.meta.dirname, '../web/src/features/polish');
  const [state, markdown] = await Promise.all([
    import(path.join(feature, 'polish-state.ts')),
    import(path.join(feature, 'polish-markdown.ts')),
  ]);
  return { ...state, ...markdown } as WebPolish;
}

const SET = process.env.ROUND_TRIP_SET ?? 'open';
const inSet = (split: Split) => SET === 'all' || split === SET;
const ENTRIES = [...corpus('written'), ...corpus('generated')].filter((e) => inSet(e.split));

/** Whitespace run together, so a wrapped line and a spaced one read alike. */
const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A text's words and numbers in order: what is left once whitespace and punctuation are set aside. */
const wordsOnly = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const GLYPH = /^\s*(?:[-*+•▪●◦‣–■○»]|\d{1,2}[.)])\s+/;

/** A description's lines without their bullet marks, blank lines left out. */
const linesOf = (description: string) =>
  description
    .split('\n')
    .map((line) => squeeze(line.replace(GLYPH, '')))
    .filter(Boolean);

/** A job to polish against: the resume's profession and some of its own skills. */
function jobFor(entry: CorpusEntry): string {
  return [
    entry.truth.profession,
    '',
    'Requirements',
    ...entry.truth.skills.slice(0, 6).map((skill) => `- Experience with ${skill}`),
    '- Clear written communication',
  ].join('\n');
}

/** The facts a saved resume must keep (invariant 1), as a reading of it gives them. */
function factsOf(resume: StructuredResume) {
  const c = resume.contactInfo;
  return {
    contact: [c.name, c.email, c.phone, c.linkedin, c.website, c.location].map(squeeze),
    roles: resume.workExperience.map((r) =>
      [r.standardizedJobTitle, r.company, r.location, r.startDate, r.endDate].map(squeeze),
    ),
    education: resume.education.map((e) => [e.degree, e.major, e.university, e.graduationDate].map(squeeze)),
    sections: {
      summary: resume.summary.trim() !== '',
      skills: Object.keys(resume.skills.categorized).length + resume.skills.softSkills.length > 0,
      roles: resume.workExperience.length,
      schools: resume.education.length,
      certifications: resume.certifications.map(squeeze),
    },
  };
}

/** The text the page saves for a suggestion: the original when rejected or when none came. */
const chosen = (original: string, review: Review | null | undefined) =>
  !review?.suggestion || review.decision === 'rejected' ? original : review.suggestion.suggested;

/** Where the read-back summary and roles' bullets differ from what the page chose (invariant 2). */
function linesKept(start: StructuredResume, state: PageState, read: StructuredResume): string[] {
  const problems: string[] = [];
  const summary = squeeze(chosen(start.summary, state.summary));
  if (squeeze(read.summary) !== summary)
    problems.push(
      `summary: ${JSON.stringify(summary)} read back as ${JSON.stringify(squeeze(read.summary))}`,
    );
  start.workExperience.forEach((role, at) => {
    const want = linesOf(chosen(role.description, state.experiences[at]));
    const got = linesOf(read.workExperience[at]?.description ?? '');
    if (JSON.stringify(want) !== JSON.stringify(got))
      problems.push(`role ${at}: ${JSON.stringify(want)} read back as ${JSON.stringify(got)}`);
  });
  return problems;
}

/**
 * Whether the saved text keeps each rejected original and none of its suggestion's own lines
 * (invariant 3): a suggestion's line counts only when no line of the chosen texts has its words.
 */
function rejectionsKept(start: StructuredResume, state: PageState, savedText: string): string[] {
  const saved = wordsOnly(savedText);
  const chosenLines = [
    chosen(start.summary, state.summary),
    ...start.workExperience.map((role, at) => chosen(role.description, state.experiences[at])),
  ]
    .flatMap(linesOf)
    .map(wordsOnly);
  const problems: string[] = [];
  for (const review of [state.summary, ...state.experiences]) {
    if (!review?.suggestion || review.decision !== 'rejected') continue;
    const originals = linesOf(review.suggestion.original).map(wordsOnly);
    for (const line of originals) if (!saved.includes(line)) problems.push(`original missing: ${line}`);
    for (const line of linesOf(review.suggestion.suggested).map(wordsOnly))
      if (!chosenLines.some((kept) => kept.includes(line)) && saved.includes(line))
        problems.push(`rejected suggestion saved: ${line}`);
  }
  return problems;
}

/** Suggestions offered without a change of words, and a score the polish lowered (invariant 4). */
function suggestionsSound(state: PageState): string[] {
  const problems: string[] = [];
  for (const review of [state.summary, ...state.experiences]) {
    const s = review?.suggestion;
    if (s && s.suggested !== s.original && wordsOnly(s.suggested) === wordsOnly(s.original))
      problems.push(`offered with the same words: ${JSON.stringify(s.suggested)}`);
  }
  if (!state.scores) problems.push('no scores');
  else if (state.scores.improvedMatchScore < state.scores.originalMatchScore)
    problems.push(`score lowered: ${state.scores.originalMatchScore} -> ${state.scores.improvedMatchScore}`);
  return problems;
}

const INVARIANTS = ['facts', 'bullets', 'rejected', 'suggestions'] as const;
type Invariant = (typeof INVARIANTS)[number];

describe(`a polished resume read back (${SET} resumes of the labelled set)`, () => {
  let t: TestApp;
  let me: SignedIn;
  let web: WebPolish;
  const held = new Map<Invariant, string[]>(INVARIANTS.map((name) => [name, []]));

  beforeAll(async () => {
    [t, web] = await Promise.all([createTestApp(), webPolish()]);
    me = await signUp(t);
    await markVerified(t, me.email);
  });
  afterAll(async () => {
    const shares = INVARIANTS.map((name) => `${name} ${held.get(name)!.length}/${ENTRIES.length}`);
    console.info(`polish round trip, ${SET} resumes: ${shares.join(', ')}`);
    await t?.close();
  });

  async function uploaded(entry: CorpusEntry): Promise<string> {
    const res =
      entry.kind === 'plain'
        ? await upload(t, me.token, 'resume', new TextEncoder().encode(entry.text), `${entry.truth.id}.txt`)
        : await upload(t, me.token, 'resume', await renderPdf(entry), `${entry.truth.id}.pdf`);
    expect(res.status).toBe(200);
    return res.body.dbId;
  }

  async function polished(entry: CorpusEntry): Promise<PageState> {
    const resumeId = await uploaded(entry);
    const job = await upload(t, me.token, 'job', new TextEncoder().encode(jobFor(entry)), 'job.txt');
    const stream = await readPolishStream(t, me.token, { resumeId, jobDescriptionId: job.body.dbId });
    expect(stream.events.at(-1)?.event).toBe('done');
    return stream.events.reduce(
      (state: PageState, e: SseEvent) =>
        web.polishReducer(state, { type: 'event', event: { name: e.event, data: e.data } }),
      web.initialPolishState,
    );
  }

  /** Every suggestion decided, as the person clicks: `choose(n)` for the n-th, the summary first. */
  function decided(state: PageState, choose: (n: number) => Decision): PageState {
    let next = state;
    if (next.summary)
      next = web.polishReducer(next, { type: 'decide', target: 'summary', decision: choose(0) });
    for (let at = 0; at < state.experiences.length; at += 1)
      next = web.polishReducer(next, { type: 'decide', target: at, decision: choose(at + 1) });
    return next;
  }

  /** Saves the page's Markdown as the polished resume; answers its reading and its plain text. */
  async function savedAndRead(state: PageState, name: string) {
    const saved = await t.json<{ dbId: string }>(
      '/api/resume/save-polished',
      jsonRequest('POST', { newName: name, content: web.polishedMarkdown(state) }, auth(me.token)),
    );
    expect(saved.status).toBe(201);
    const reading = await t.json<{ structure: StructuredResume }>(
      `/api/documents/resumes/${saved.body.dbId}/reading`,
      { headers: auth(me.token) },
    );
    expect(reading.status).toBe(200);
    const [row] = await t.database.orm.em
      .fork()
      .getConnection()
      .execute<{ extracted_text: string }[]>('select extracted_text from documents where id = ?', [
        saved.body.dbId,
      ]);
    return { structure: reading.body.structure, text: row?.extracted_text ?? '' };
  }

  it.each(ENTRIES.map((entry) => [entry.truth.id, entry] as const))('%s', async (id, entry) => {
    const state = await polished(entry);
    const start = state.resume!;
    const problems: Record<Invariant, string[]> = { facts: [], bullets: [], rejected: [], suggestions: [] };

    problems.suggestions = suggestionsSound(state);

    const accepted = decided(state, () => 'accepted');
    const all = await savedAndRead(accepted, `${id} - Polished.pdf`);
    // a role kept as written is saved with the resume's own heading lines, not the fields read
    const kept = new Set(
      state.experiences.flatMap((review, at) =>
        review.suggestion?.keptAsWritten && start.workExperience[at]?.heading ? [at] : [],
      ),
    );
    const savedWords = wordsOnly(all.text);
    for (const at of kept)
      for (const line of start.workExperience[at]!.heading!.split('\n'))
        if (!savedWords.includes(wordsOnly(line)))
          problems.facts.push(`role ${at} kept as written lost its line ${JSON.stringify(line)}`);
    const fieldsRead = (resume: StructuredResume) => {
      const facts = factsOf(resume);
      return { ...facts, roles: facts.roles.map((role, at) => (kept.has(at) ? ['kept as written'] : role)) };
    };
    const before = fieldsRead(start);
    const after = fieldsRead(all.structure);
    for (const key of Object.keys(before) as (keyof typeof before)[])
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        problems.facts.push(
          `${key}: ${JSON.stringify(before[key])} read back as ${JSON.stringify(after[key])}`,
        );
    problems.bullets = linesKept(start, accepted, all.structure);

    const mixed = decided(state, (n) => (n % 2 === 0 ? 'rejected' : 'accepted'));
    const some = await savedAndRead(mixed, `${id} - Some rejected.pdf`);
    problems.rejected = [
      ...linesKept(start, mixed, some.structure),
      ...rejectionsKept(start, mixed, some.text),
    ];

    for (const name of INVARIANTS) if (problems[name].length === 0) held.get(name)!.push(id);
    if (SET !== 'open')
      for (const name of INVARIANTS)
        for (const problem of problems[name]) console.info(`${id} ${name}: ${problem}`);
    else expect(problems).toEqual({ facts: [], bullets: [], rejected: [], suggestions: [] });
  });
});
