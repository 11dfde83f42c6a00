import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, jsonRequest, signUp } from '../../../../test/support/accounts.ts';
import { textPdf } from '../../../../test/support/document-fixtures.ts';
import { auth, documentCount, upload } from '../../../../test/support/documents.ts';
import { fakeGcs, writeServiceAccountKey } from '../../../../test/support/gcs-fake.ts';
import { mswServer } from '../../../../test/support/msw-server.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { GcsFileStorage } from './gcs-file-storage.ts';

const BUCKET = 'coach-test-uploads';

describe('Google Cloud Storage', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coach-gcs-'));
  const previous = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  let keyFile: string;
  beforeAll(() => {
    keyFile = writeServiceAccountKey(dir);
    // as in production: the client finds its credentials through the environment
    process.env.GOOGLE_APPLICATION_CREDENTIALS = keyFile;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.GOOGLE_APPLICATION_CREDENTIALS;
    else process.env.GOOGLE_APPLICATION_CREDENTIALS = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  describe('the adapter', () => {
    it('stores, reads and deletes objects through the JSON API, never replacing one', async () => {
      const gcs = fakeGcs(BUCKET);
      mswServer.use(...gcs.handlers);
      const storage = new GcsFileStorage({ bucket: BUCKET, keyFilename: keyFile });
      const bytes = new TextEncoder().encode('Résumé bytes');
      await storage.put('documents/u1/d1.txt', bytes, 'text/plain; charset=utf-8');
      expect(gcs.objects.get('documents/u1/d1.txt')).toEqual({
        bytes,
        contentType: 'text/plain; charset=utf-8',
      });
      expect(gcs.requests).toEqual([`upload ${BUCKET}/documents/u1/d1.txt ifGenerationMatch=0`]);
      await expect(storage.put('documents/u1/d1.txt', bytes, 'text/plain')).rejects.toThrow();

      expect(await storage.get('documents/u1/d1.txt')).toEqual({
        bytes,
        contentType: 'text/plain; charset=utf-8',
      });
      expect(await storage.get('documents/u1/missing.txt')).toBeNull();
      await storage.delete('documents/u1/d1.txt');
      await storage.delete('documents/u1/d1.txt');
      expect(gcs.objects.size).toBe(0);
    });

    it('signs V4 download URLs that name the file and its type', async () => {
      const storage = new GcsFileStorage({ bucket: BUCKET, keyFilename: keyFile });
      const url = new URL(
        await storage.signedUrl('documents/u1/d1.pdf', {
          expiresAt: new Date(Date.now() + 300_000),
          fileName: 'Ada CV.pdf',
          contentType: 'application/pdf',
        }),
      );
      expect(url.origin + url.pathname).toBe(`https://storage.googleapis.com/${BUCKET}/documents/u1/d1.pdf`);
      expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
      expect(url.searchParams.get('X-Goog-Expires')).toBe('300');
      expect(url.searchParams.get('X-Goog-Credential')).toMatch(
        /^coach@coach-test\.iam\.gserviceaccount\.com\//,
      );
      expect(url.searchParams.get('X-Goog-Signature')).toMatch(/^[0-9a-f]{512}$/);
      expect(url.searchParams.get('response-content-disposition')).toBe(
        `attachment; filename="Ada CV.pdf"; filename*=UTF-8''Ada%20CV.pdf`,
      );
      expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    });
  });

  describe('selected by STORAGE_PROVIDER=gcs', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        STORAGE_PROVIDER: 'gcs',
        GCS_BUCKET: BUCKET,
        GOOGLE_APPLICATION_CREDENTIALS: keyFile,
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('keeps uploads in the bucket, hands out Google URLs and deletes objects with their documents', async () => {
      const gcs = fakeGcs(BUCKET);
      mswServer.use(...gcs.handlers);
      const me = await signUp(t);
      const pdf = textPdf(['Ada Lovelace', 'Analytical engines']);
      const res = await upload(t, me.token, 'resume', pdf, 'ada.pdf');
      expect(res.status).toBe(200);
      const key = `documents/${[...gcs.objects.keys()][0]?.split('/')[1]}/${res.body.dbId}.pdf`;
      expect(gcs.objects.get(key)).toEqual({ bytes: pdf, contentType: 'application/pdf' });
      expect(res.body.url).toMatch(new RegExp(`^https://storage\\.googleapis\\.com/${BUCKET}/documents/`));

      const download = await t.json<{ url: string }>(`/api/documents/${res.body.dbId}/download?type=resume`, {
        headers: auth(me.token),
      });
      expect(new URL(download.body.url).searchParams.get('response-content-disposition')).toContain(
        'filename="ada.pdf"',
      );
      // the app serves no files itself with Cloud Storage
      const local = await t.json<{ error: string }>(
        `/api/files/${encodeURIComponent(key)}?expires=9999999999&signature=x`,
      );
      expect(local).toMatchObject({ status: 404, body: { error: 'NOT_FOUND' } });

      const deleted = await t.request(
        `/api/documents/${res.body.dbId}`,
        jsonRequest('DELETE', { type: 'resume' }, auth(me.token)),
      );
      expect(deleted.status).toBe(204);
      expect(gcs.objects.size).toBe(0);
    });

    it('leaves no row when the bucket refuses the object, and removes objects with the account', async () => {
      const gcs = fakeGcs(BUCKET);
      mswServer.use(...gcs.handlers);
      const me = await signUp(t);
      gcs.failUploads.next = true;
      const refused = await upload(t, me.token, 'resume', new TextEncoder().encode('Engineer'), 'cv.txt');
      expect(refused).toMatchObject({ status: 500, body: { error: 'INTERNAL' } });
      expect(await documentCount(t, me.email)).toBe(0);

      expect(
        (await upload(t, me.token, 'job', new TextEncoder().encode('Engineer wanted'), 'job.txt')).status,
      ).toBe(200);
      expect(gcs.objects.size).toBe(1);
      expect(
        (
          await t.request(
            '/api/user/account',
            jsonRequest('DELETE', { password: GOOD_PASSWORD }, auth(me.token)),
          )
        ).status,
      ).toBe(204);
      expect(gcs.objects.size).toBe(0);
    });
  });
});
