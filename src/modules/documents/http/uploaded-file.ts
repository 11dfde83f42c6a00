import type { Explain } from '../../../shared/http/validator.ts';
import { ValidationError } from '../../../shared/kernel/app-error.ts';
import type { DocumentKind } from '../domain/document.ts';
import { FileTooLargeError } from '../domain/documents.errors.ts';
import { MAX_UPLOAD_BYTES } from '../domain/upload-rules.ts';

export interface UploadedFile {
  fileName: string | undefined;
  bytes: Uint8Array;
}

/**
 * What a refused upload form says: the form's one field held no file or several (any other field is
 * refused by name before the handler, like an unknown field of any request).
 */
export function oneFileIn(field: DocumentKind): Explain {
  return (details) =>
    details.some((d) => d.path[0] === field) ? `Attach one file in the form field "${field}".` : undefined;
}

/**
 * The one file of an upload form, in the field named after the document kind. The body was already
 * capped while it was read (the module's body limit); the file's own size is checked here too.
 */
export async function uploadedFile(value: Blob | string, field: DocumentKind): Promise<UploadedFile> {
  if (typeof value === 'string') {
    const message = `Attach the file in the form field "${field}".`;
    throw new ValidationError(message, [{ path: [field], message, code: 'not_a_file' }]);
  }
  if (value.size > MAX_UPLOAD_BYTES) throw new FileTooLargeError();
  const fileName = value instanceof File ? value.name : undefined;
  return { fileName, bytes: new Uint8Array(await value.arrayBuffer()) };
}
