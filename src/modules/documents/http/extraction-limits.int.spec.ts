import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../test/support/accounts.ts';
import { pdfBomb, textBombDocx, textPdf } from '../../../../test/support/document-fixtures.ts';
import { documentCount, storedObjects, upload } from '../../../../test/support/documents.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';

const TOO_COMPLEX =
  'This document is too large or complex to read. Please upload a shorter file or a plain-text copy.';

/**
 * Decompression bombs small enough to pass the 100 KB upload limit. A 33 KB PDF whose 50 pages
 * share one 6 MB content stream once took a minute to upload, grew the server by over a gigabyte
 * and made its match analysis run for more than 17 minutes.
 */
describe('uploads that are too large or complex to read', () => {
  let t: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUp(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a PDF bomb with a clear 422 and keeps nothing', async () => {
    const bomb = pdfBomb({ pages: 50, megabytes: 6 });
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const { status, body } = await upload(t, me.token, 'resume', bomb, 'resume.pdf');
    expect(status).toBe(422);
    expect(body).toMatchObject({
      error: 'UNPROCESSABLE',
      message: TOO_COMPLEX,
      requestId: expect.any(String),
    });
    expect(await documentCount(t, me.email)).toBe(0);
    expect(storedObjects(t)).toEqual([]);
  });

  it('refuses a DOCX whose document inflates to megabytes of text, keeping nothing', async () => {
    const bomb = textBombDocx(3);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const { status, body } = await upload(t, me.token, 'job', bomb, 'job.docx');
    expect(status).toBe(422);
    expect(body).toMatchObject({
      error: 'UNPROCESSABLE',
      message: TOO_COMPLEX,
      details: [{ path: ['job'], code: 'characters_limit' }],
    });
    expect(await documentCount(t, me.email)).toBe(0);
    expect(storedObjects(t)).toEqual([]);
  });

  it('still reads an ordinary PDF after refusing a bomb', async () => {
    const { status } = await upload(t, me.token, 'resume', textPdf(['Ada Lovelace', 'Engineer']), 'cv.pdf');
    expect(status).toBe(200);
    expect(await documentCount(t, me.email)).toBe(1);
  });
});
