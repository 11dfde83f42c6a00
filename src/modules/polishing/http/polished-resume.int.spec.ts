import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonRequest, type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { auth, endTrial, markVerified, upload, uploadText } from '../../../../test/support/documents.ts';
import { POLISH_JOB, POLISH_RESUME, readPolishStream } from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { TOKENS } from '../../../shared/tokens.ts';

/** The Free plan's resume limit, in the spec's words: what blocks a second polished resume. */
const RESUME_LIMIT =
  'The Free plan allows 1 resume (or job description). Upgrade to Pro for unlimited uploads.';
const TOO_COMPLEX =
  'This resume is too long or complex to turn into a file. Please shorten it and try again.';

const POLISHED = `# Maya Chen
maya.chen@example.com | 555-0142 | Austin, TX

## Professional Summary
Backend engineer who builds **reliable billing systems** to keep clinics paid on time.

## Professional Experience
### Senior Software Engineer — Northwind Health
*Austin, TX | Mar 2021 - Present*
- Owned the claims API used by 300 clinics
- Contributed to PostgreSQL query tuning that cut p95 latency by 40%

## Education
BSc Computer Science, University of Texas, 2014`;

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** How far right any text of the PDF reaches, and the width of its pages. */
async function rightmostText(bytes: Uint8Array): Promise<{ right: number; pageWidth: number }> {
  const pdf = await getDocumentProxy(bytes.slice());
  let right = 0;
  let pageWidth = Number.POSITIVE_INFINITY;
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    pageWidth = Math.min(pageWidth, page.view[2]!);
    for (const item of (await page.getTextContent()).items)
      if ('transform' in item) right = Math.max(right, (item.transform[4] as number) + item.width);
  }
  return { right, pageWidth };
}

describe('the polished resume', () => {
  let t: TestApp;
  const clock = new FixedClock('2026-11-22T09:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (me: SignedIn, body: unknown) =>
    t.json<Record<string, string>>('/api/resume/save-polished', jsonRequest('POST', body, auth(me.token)));
  const exportAs = (me: SignedIn, body: unknown) =>
    t.request('/api/resume/export-polished', jsonRequest('POST', body, auth(me.token)));
  const list = async (me: SignedIn) =>
    (
      await t.json<{ resumes: { id: string; file_name: string; is_default: boolean }[] }>(
        '/api/user/documents',
        {
          headers: auth(me.token),
        },
      )
    ).body;

  /** A verified account that polished POLISH_RESUME to the end. */
  async function polished(options: { free?: boolean } = {}) {
    const me = await signUp(t);
    await markVerified(t, me.email);
    const resumeId = await uploadText(t, me.token, 'resume', POLISH_RESUME);
    const jobDescriptionId = await uploadText(t, me.token, 'job', POLISH_JOB);
    if (options.free) await endTrial(t, me.email);
    const stream = await readPolishStream(t, me.token, { resumeId, jobDescriptionId });
    expect(stream.events.at(-1)!.event).toBe('done');
    return { ...me, resumeId, jobDescriptionId };
  }

  describe('save', () => {
    it('keeps a text PDF as a new resume that is listed, readable and can be analysed', async () => {
      const me = await polished();
      const res = await save(me, { newName: 'Maya Chen Resume - Polished.pdf', content: POLISHED });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['dbId', 'name', 'type', 'url']);
      expect(res.body).toMatchObject({ name: 'Maya Chen Resume - Polished.pdf', type: 'resume' });

      const { resumes } = await list(me);
      expect(resumes.map((r) => r.file_name)).toContain('Maya Chen Resume - Polished.pdf');
      const rows = await t.database.orm.em
        .fork()
        .getConnection()
        .execute<{ extracted_text: string; layout_text: string; file_type: string }[]>(
          'select extracted_text, layout_text, file_type from documents where id = ?',
          [res.body.dbId],
        );
      expect(rows[0]!.file_type).toBe('pdf');
      // its layout text too, as the PDF sets it: larger headings and bullets, which the plain text drops
      expect(rows[0]!.layout_text).toMatch(/^# .*Maya Chen/m);
      expect(rows[0]!.layout_text).toMatch(/^- .*Owned the claims API/m);
      expect(rows[0]!.extracted_text).not.toMatch(/^(# |- )/m);
      const stored = words(rows[0]!.extracted_text);
      for (const line of [
        'Maya Chen',
        'Backend engineer who builds reliable billing systems to keep clinics paid on time.',
        'Owned the claims API used by 300 clinics',
        'Contributed to PostgreSQL query tuning that cut p95 latency by 40%',
        'BSc Computer Science, University of Texas, 2014',
      ])
        expect(stored).toContain(line);

      // the download is the PDF itself, with the same text
      const file = await t.request(
        new URL(res.body.url!, 'http://localhost').pathname +
          new URL(res.body.url!, 'http://localhost').search,
      );
      expect(file.headers.get('content-type')).toMatch(/application\/pdf/);
      expect(words(await pdfText(new Uint8Array(await file.arrayBuffer())))).toContain(
        'Owned the claims API',
      );

      const analysis = await t.json<{ score: number }>(
        '/api/user/analyze-match',
        jsonRequest('POST', { resumeId: res.body.dbId, jobId: me.jobDescriptionId }, auth(me.token)),
      );
      expect(analysis.status).toBe(200);
      expect(analysis.body.score).toBeGreaterThan(0);
    });

    it('on the Free plan keeps the one polished resume beside the uploaded one, and no second', async () => {
      const me = await polished({ free: true });
      const first = await save(me, { newName: 'Polished.pdf', content: POLISHED });
      expect(first.status).toBe(201);
      expect((await list(me)).resumes).toHaveLength(2);
      // the polished resume does not count as the Free plan's one upload, nor lift it
      const another = await upload(t, me.token, 'resume', new TextEncoder().encode(POLISH_RESUME), 'b.txt');
      expect(another.status).toBe(402);
      // what blocks the second one is the Free plan's resume limit, not the polish (that was used)
      const second = await save(me, { newName: 'Polished again.pdf', content: POLISHED });
      expect(second).toMatchObject({
        status: 402,
        body: { error: 'UPGRADE_REQUIRED', message: RESUME_LIMIT },
      });
      expect((await list(me)).resumes).toHaveLength(2);
    });

    it('on the Free plan answers the limit before any PDF is made', async () => {
      const me = await polished({ free: true });
      expect((await save(me, { newName: 'Polished.pdf', content: POLISHED })).status).toBe(201);
      const documents = t.application.resolve(TOKENS.DocumentRenderer);
      const made = vi.spyOn(documents, 'pdf');
      try {
        const second = await save(me, { newName: 'Again.pdf', content: 'a'.repeat(100_000) });
        expect(second).toMatchObject({ status: 402, body: { message: RESUME_LIMIT } });
        expect(made).not.toHaveBeenCalled();
      } finally {
        made.mockRestore();
      }
    });

    it('on the Free plan needs the polish to have been done', async () => {
      const me = await signUp(t);
      await endTrial(t, me.email);
      const res = await save(me, { newName: 'Mine.pdf', content: POLISHED });
      expect(res).toMatchObject({ status: 402, body: { error: 'UPGRADE_REQUIRED' } });
      expect((await list(me)).resumes).toHaveLength(0);
    });

    it('refuses bad input in the error envelope', async () => {
      const me = await signUp(t);
      for (const body of [
        { newName: '', content: POLISHED },
        { newName: 'a.pdf' },
        { newName: 'a.pdf', content: 'x'.repeat(100_001) },
        { newName: 'x'.repeat(201), content: POLISHED },
      ]) {
        const res = await save(me, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', requestId: expect.any(String) });
      }
      const empty = await save(me, { newName: 'a.pdf', content: '## \n---\n' });
      expect(empty).toMatchObject({ status: 400, body: { error: 'VALIDATION_FAILED' } });
    });
  });

  describe('export', () => {
    it('downloads a PDF of real text under the name asked for', async () => {
      const me = await signUp(t);
      const res = await exportAs(me, {
        fileName: 'Maya Chen - Polished.pdf',
        content: POLISHED,
        format: 'pdf',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toContain(
        'attachment; filename="Maya Chen - Polished.pdf"',
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
      const text = words(await pdfText(bytes));
      expect(text).toContain('Professional Summary');
      expect(text).toContain('Owned the claims API used by 300 clinics');
    });

    it('downloads a Word document: a zip with word/document.xml holding headings and bullets', async () => {
      const me = await signUp(t);
      const res = await exportAs(me, {
        fileName: 'Maya Chen - Polished.pdf',
        content: POLISHED,
        format: 'docx',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(res.headers.get('content-disposition')).toContain('filename="Maya Chen - Polished.docx"');
      const bytes = new Uint8Array(await res.arrayBuffer());
      const parts = unzipSync(bytes);
      expect(Object.keys(parts)).toEqual(
        expect.arrayContaining([
          '[Content_Types].xml',
          '_rels/.rels',
          'word/document.xml',
          'word/styles.xml',
        ]),
      );
      const xml = new TextDecoder().decode(parts['word/document.xml']);
      expect(xml).toContain('<w:pStyle w:val="Heading2"/>');
      expect(xml).toContain('<w:numId w:val="1"/>');
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
      expect(words(value)).toContain('Owned the claims API used by 300 clinics');
    });

    it('downloads plain text with every word and no markup', async () => {
      const me = await signUp(t);
      const res = await exportAs(me, { fileName: 'resume', content: POLISHED, format: 'txt' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain('filename="resume.txt"');
      const text = await res.text();
      expect(text).toContain('PROFESSIONAL SUMMARY\nBackend engineer who builds reliable billing systems');
      expect(text).toContain('- Owned the claims API used by 300 clinics');
      expect(text).not.toMatch(/[*#]/);
    });

    it('wraps a word longer than a line on the page, every character kept', async () => {
      const me = await signUp(t);
      const word = 'Kubernetes'.repeat(800);
      const res = await exportAs(me, {
        fileName: 'a',
        content: `# Maya Chen\n${word}\n- ${word}`,
        format: 'pdf',
      });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const { right, pageWidth } = await rightmostText(bytes);
      expect(right).toBeLessThanOrEqual(pageWidth - 54 + 1);
      // the line breaks added to the word are invisible and not part of the text
      expect((await pdfText(bytes)).replace(/\s+/g, '')).toBe(`MayaChen${word}•${word}`);
      const docx = await exportAs(me, { fileName: 'a', content: word, format: 'docx' });
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) });
      expect(value.trim()).toBe(word);
    });

    it('keeps a word written in many styled pieces on the page', async () => {
      const me = await signUp(t);
      const res = await exportAs(me, { fileName: 'a', content: '*a*b'.repeat(1_000), format: 'pdf' });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const { right, pageWidth } = await rightmostText(bytes);
      expect(right).toBeLessThanOrEqual(pageWidth - 54 + 1);
      expect((await pdfText(bytes)).replace(/\s+/g, '')).toBe('ab'.repeat(1_000));
    });

    it('stores nothing, and refuses an unknown format in the error envelope', async () => {
      const me = await signUp(t);
      await exportAs(me, { fileName: 'a', content: POLISHED, format: 'pdf' });
      expect((await list(me)).resumes).toHaveLength(0);
      const bad = await exportAs(me, { fileName: 'a', content: POLISHED, format: 'rtf' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: ['format'] }] });
      const anonymous = await t.request(
        '/api/resume/export-polished',
        jsonRequest('POST', { fileName: 'a', content: 'x', format: 'txt' }),
      );
      expect(anonymous.status).toBe(401);
    });
  });
});

describe('a polished resume over the time limit for making a file', () => {
  let t: TestApp;
  beforeAll(async () => {
    // a limit no resume of this size can make: the refusal is what is tested
    t = await createTestApp({ RENDER_TIMEOUT_MS: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const heavy = 'a\n'.repeat(50_000);
  const refused = {
    error: 'UNPROCESSABLE',
    message: TOO_COMPLEX,
    requestId: expect.any(String),
    details: [{ path: ['content'], code: 'time_limit' }],
  };

  it('is refused as too complex in the error envelope, as PDF and as Word file', async () => {
    const me = await signUp(t);
    for (const format of ['pdf', 'docx']) {
      const res = await t.json(
        '/api/resume/export-polished',
        jsonRequest('POST', { fileName: 'a', content: heavy, format }, auth(me.token)),
      );
      expect(res).toMatchObject({ status: 422, body: refused });
    }
  });

  it('is refused when saved, and nothing is kept', async () => {
    const me = await signUp(t);
    const res = await t.json(
      '/api/resume/save-polished',
      jsonRequest('POST', { newName: 'Heavy.pdf', content: heavy }, auth(me.token)),
    );
    expect(res).toMatchObject({ status: 422, body: refused });
    const { body } = await t.json<{ resumes: unknown[] }>('/api/user/documents', { headers: auth(me.token) });
    expect(body.resumes).toHaveLength(0);
  });
});
