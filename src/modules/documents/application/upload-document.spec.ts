import { describe, expect, it } from 'vitest';
import { documentsFakes, uploadDocumentWith } from '../../../../test/support/documents-fakes.ts';
import { DocumentTooComplexError, TOO_COMPLEX_MESSAGE } from '../domain/documents.errors.ts';
import { DeleteDocument } from './delete-document.ts';

const text = (s: string) => new TextEncoder().encode(s);
const upload = (kind: 'resume' | 'job' = 'resume', body = 'Ada Lovelace, engineer') => ({
  userId: 'u1',
  kind,
  fileName: `${kind}.txt`,
  bytes: text(body),
});

describe('UploadDocument', () => {
  it('stores the object and the row with its text, the first resume as the default', async () => {
    const fakes = documentsFakes();
    const { documents, storage } = fakes;
    const { document, url } = await uploadDocumentWith(fakes).execute(upload());
    expect(document).toMatchObject({
      kind: 'resume',
      fileName: 'resume.txt',
      fileType: 'txt',
      isDefault: true,
    });
    expect(documents.rows.get(document.id)?.text).toBe('Ada Lovelace, engineer');
    expect(storage.objects.get(document.storageKey)?.bytes).toEqual(text('Ada Lovelace, engineer'));
    expect(url).toBe(`memory://${document.storageKey}?until=2026-11-22T09:05:00.000Z`);
  });

  it('stores the layout text beside the plain text: as read from a PDF, as written in a text file', async () => {
    const fakes = documentsFakes();
    const extractor = {
      extract: async () => ({ text: 'Ada\nAnalyst   Globex', layout: '# Ada\r\n**Analyst**\tGlobex  ' }),
      close: async () => {},
    };
    const reading = uploadDocumentWith(fakes, extractor);
    const pdf = await reading.execute({ ...upload(), bytes: text('%PDF-1.4 ...'), fileName: 'cv.pdf' });
    expect(fakes.documents.rows.get(pdf.document.id)).toMatchObject({
      text: 'Ada\nAnalyst Globex',
      layout: '# Ada\n**Analyst**\tGlobex',
    });
    const txt = await uploadDocumentWith(fakes).execute(upload('job', 'Analyst\tGlobex\r\n- SQL'));
    expect(fakes.documents.rows.get(txt.document.id)).toMatchObject({
      text: 'Analyst Globex\n- SQL',
      layout: 'Analyst\tGlobex\n- SQL',
    });
  });

  it('writes nothing for a file it refuses, and refuses before reading when the plan is used up', async () => {
    const fakes = documentsFakes();
    const { documents, storage } = fakes;
    await expect(uploadDocumentWith(fakes).execute(upload('resume', '  \n '))).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
    });
    const extractor = {
      calls: 0,
      extract: async () => ({ text: `${++extractor.calls}`, layout: `${extractor.calls}` }),
      close: async () => {},
    };
    const gated = uploadDocumentWith(fakes, extractor);
    await gated.execute(upload('job'));
    const pdf = { ...upload('job'), bytes: text('%PDF-1.4 ...'), fileName: 'job.pdf' };
    await expect(gated.execute(pdf)).rejects.toMatchObject({ code: 'UPGRADE_REQUIRED' });
    expect(extractor.calls).toBe(0);
    expect(documents.rows.size).toBe(1);
    expect(storage.objects.size).toBe(1);
  });

  it('writes nothing for a document too large or complex to read', async () => {
    const extractor = {
      extract: async () => {
        throw new DocumentTooComplexError('time');
      },
      close: async () => {},
    };
    const fakes = documentsFakes();
    const { documents, storage } = fakes;
    const pdf = { ...upload('job'), bytes: text('%PDF-1.4 ...'), fileName: 'job.pdf' };
    await expect(uploadDocumentWith(fakes, extractor).execute(pdf)).rejects.toMatchObject({
      code: 'UNPROCESSABLE',
      message: TOO_COMPLEX_MESSAGE,
      details: [{ path: ['job'], code: 'time_limit' }],
    });
    expect(documents.rows.size).toBe(0);
    expect(storage.objects.size).toBe(0);
  });

  it('removes the stored object again when the row cannot be written', async () => {
    const fakes = documentsFakes();
    const { documents, storage } = fakes;
    documents.beforeCreate = () => {
      throw new Error('database is down');
    };
    await expect(uploadDocumentWith(fakes).execute(upload())).rejects.toThrow('database is down');
    expect(storage.objects.size).toBe(0);
    expect(documents.rows.size).toBe(0);
  });

  it('judges the allowance again when a parallel upload got in first', async () => {
    const fakes = documentsFakes();
    const { documents, storage, access } = fakes;
    // the parallel upload commits between this one's plan check and its transaction's lock
    documents.lockOwner = async () => {
      if (!documents.rows.has('other')) documents.rows.set('other', { document: otherResume, text: 'x' });
    };
    await expect(uploadDocumentWith(fakes).execute(upload())).rejects.toMatchObject({
      code: 'UPGRADE_REQUIRED',
    });
    expect(access.asked).toEqual([0, 1]);
    expect([...documents.rows.keys()]).toEqual(['other']);
    expect(storage.objects.size).toBe(0);
  });
});

const otherResume = {
  id: 'other',
  userId: 'u1',
  kind: 'resume' as const,
  fileName: 'other.txt',
  fileType: 'txt' as const,
  sizeBytes: 1,
  storageKey: 'documents/u1/other.txt',
  isDefault: true,
  uploadedAt: new Date('2026-11-22T08:00:00Z'),
};

describe('DeleteDocument', () => {
  it('keeps the row when the stored object cannot be removed, so a retry can finish', async () => {
    const fakes = documentsFakes();
    const { documents, storage, unitOfWork } = fakes;
    const { document } = await uploadDocumentWith(fakes).execute(upload());
    const deleteDocument = new DeleteDocument(documents, storage, unitOfWork);
    storage.failDeletes = true;
    await expect(deleteDocument.execute('u1', document.id, 'resume')).rejects.toThrow('storage is down');
    expect(documents.rows.has(document.id)).toBe(true);
    storage.failDeletes = false;
    await deleteDocument.execute('u1', document.id, 'resume');
    expect(documents.rows.size).toBe(0);
    expect(storage.objects.size).toBe(0);
  });
});
