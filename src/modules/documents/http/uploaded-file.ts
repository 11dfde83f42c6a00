import type { Context } from 'hono';
import { ValidationError } from '../../../shared/kernel/app-error.ts';
import type { DocumentKind } from '../domain/document.ts';
import { FileTooLargeError } from '../domain/documents.errors.ts';
import { MAX_UPLOAD_BYTES } from '../domain/upload-rules.ts';

export interface UploadedFile {
  fileName: string | undefined;
  bytes: Uint8Array;
}

/**
 * The one file of an upload form, in the field named after the document kind. The body was already
 * capped while it was read (the module's body limit); the file's own size is checked here too.
 */
export async function uploadedFile(
  c: Context,
  value: Blob | string,
  field: DocumentKind,
): Promise<UploadedFile> {
  if (typeof value === 'string') {
    const message = `Attach the file in the form field "${field}".`;
    throw new ValidationError(message, [{ path: [field], message, code: 'not_a_file' }]);
  }
  let files = 0;
  (await c.req.formData()).forEach((v) => {
    if (typeof v !== 'string') files++;
  });
  if (files > 1) {
    const message = 'Please upload one file at a time.';
    throw new ValidationError(message, [{ path: [field], message, code: 'too_many_files' }]);
  }
  if (value.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  const fileName = value instanceof File ? value.name : undefined;
  return { fileName, bytes: new Uint8Array(await value.arrayBuffer()) };
}
