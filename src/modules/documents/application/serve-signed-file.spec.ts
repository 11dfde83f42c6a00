import { describe, expect, it } from 'vitest';
import { documentsFakes, uploadDocumentWith } from '../../../../test/support/documents-fakes.ts';
import type { SignatureCheck } from '../ports/file-storage.ts';
import { ServeSignedFile } from './serve-signed-file.ts';

describe('ServeSignedFile', () => {
  async function setUp(check: SignatureCheck) {
    const fake = documentsFakes();
    const { document } = await uploadDocumentWith(fake).execute({
      userId: 'u1',
      kind: 'resume',
      fileName: 'Ada CV',
      bytes: new TextEncoder().encode('Ada Lovelace'),
    });
    let lookups = 0;
    const get = fake.storage.get.bind(fake.storage);
    fake.storage.get = (key) => {
      lookups++;
      return get(key);
    };
    const serve = new ServeSignedFile({ verify: () => check }, fake.storage, fake.documents);
    return { serve, document, lookups: () => lookups, storage: fake.storage };
  }

  it('serves a document as an attachment under its current name with its type', async () => {
    const { serve, document } = await setUp('valid');
    const file = await serve.execute({ key: document.storageKey, expires: 1, signature: 's' });
    expect(file).toEqual({
      bytes: new TextEncoder().encode('Ada Lovelace'),
      contentType: 'text/plain; charset=utf-8',
      attachmentName: 'Ada CV.txt',
    });
  });

  it('serves other objects inline with their stored type', async () => {
    const { serve, storage } = await setUp('valid');
    await storage.put('audio/q1.mp3', new Uint8Array([1, 2]), 'audio/mpeg');
    expect(await serve.execute({ key: 'audio/q1.mp3', expires: 1, signature: 's' })).toEqual({
      bytes: new Uint8Array([1, 2]),
      contentType: 'audio/mpeg',
    });
  });

  it('checks the signature before looking anything up', async () => {
    for (const [check, code] of [
      ['invalid', 'FORBIDDEN'],
      ['expired', 'FORBIDDEN'],
      ['not_served', 'NOT_FOUND'],
    ] as const) {
      const { serve, document, lookups } = await setUp(check);
      await expect(
        serve.execute({ key: document.storageKey, expires: 1, signature: 's' }),
      ).rejects.toMatchObject({ code });
      expect(lookups()).toBe(0);
    }
    const { serve } = await setUp('valid');
    await expect(
      serve.execute({ key: 'documents/u1/gone.pdf', expires: 1, signature: 's' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
