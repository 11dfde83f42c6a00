import type { DocumentKind, FileType } from './document.ts';
import { UnsupportedFileTypeError } from './documents.errors.ts';

/** The spec's upload limit: 100 KB. */
export const MAX_UPLOAD_BYTES = 102_400;
/** Multipart framing around the file (boundaries, part headers, a long file name). */
export const MULTIPART_ALLOWANCE_BYTES = 8_192;
const MAX_NAME_LENGTH = 200;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4 (a local file header)
const DOCUMENT_EXTENSIONS = new Set<string>(['pdf', 'docx', 'txt']);

/** C0 controls and DEL; tab, line feed, vertical tab, form feed and carriage return are text. */
function isControl(code: number, allowTextWhitespace: boolean): boolean {
  if (code === 0x7f) return true;
  if (code >= 0x20) return false;
  return !(allowTextWhitespace && code >= 0x09 && code <= 0x0d);
}

/** Every control character (optionally sparing text whitespace) replaced by `by`. */
function replaceControls(text: string, by: string, allowTextWhitespace = false): string {
  let out = '';
  for (const ch of text) out += isControl(ch.charCodeAt(0), allowTextWhitespace) ? by : ch;
  return out;
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * What the bytes are, judged from the content alone: a PDF by its header, a zip container (a DOCX
 * candidate, checked further by the DOCX reader), or UTF-8 text. The client's file name and
 * content type play no part in this.
 */
export type Sniffed = { type: 'pdf' } | { type: 'zip' } | { type: 'txt'; text: string };

export function sniffFileType(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, PDF_MAGIC)) return { type: 'pdf' };
  if (startsWith(bytes, ZIP_MAGIC)) return { type: 'zip' };
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    throw new UnsupportedFileTypeError('not_utf8', 'Text files must be UTF-8 encoded (this one is UTF-16).');
  }
  if (bytes.includes(0)) {
    throw new UnsupportedFileTypeError('binary', 'The file is not a PDF, a DOCX or plain text.');
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UnsupportedFileTypeError('not_utf8', 'Text files must be UTF-8 encoded.');
  }
  if (replaceControls(text, '', true) !== text) {
    // control characters other than line breaks and tabs: binary data that happens to decode
    throw new UnsupportedFileTypeError('binary', 'The file is not a PDF, a DOCX or plain text.');
  }
  return { type: 'txt', text };
}

/**
 * The name the document is kept under: the client's file name without any folder part or control
 * characters, at most 200 characters. A name that claims another document type than the content
 * (a PDF named .txt) is refused; a name without such an extension gets the detected one.
 */
export function documentName(clientName: string | undefined, type: FileType, kind: DocumentKind): string {
  const base = (clientName ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = replaceControls(base, '').replace(/\s+/g, ' ').trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  if (DOCUMENT_EXTENSIONS.has(extension) && extension !== type) {
    throw new UnsupportedFileTypeError(
      'name_mismatch',
      `The file's content is ${type.toUpperCase()} but its name ends in .${extension}.`,
      kind,
    );
  }
  const stem = DOCUMENT_EXTENSIONS.has(extension) ? cleaned.slice(0, dot) : cleaned;
  const fallback = kind === 'resume' ? 'resume' : 'job-description';
  const suffix = `.${type}`;
  return `${(stem || fallback).slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/** A new name given by the user: trimmed and single-line; blank means "leave it as it is". */
export function renamedTo(requested: string): string | null {
  const cleaned = replaceControls(requested, ' ').replace(/\s+/g, ' ').trim();
  return cleaned === '' ? null : cleaned.slice(0, MAX_NAME_LENGTH);
}

/**
 * Extracted text tidied for storage and the coaching engine: one kind of line break, no trailing
 * blanks, at most one empty line in a row. Null when nothing readable (no letter or digit) is left.
 */
export function usableText(raw: string): string | null {
  const text = replaceControls(raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), ' ', true)
    .replace(/[\t\v\f]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

/**
 * Layout text tidied for storage like `usableText`, but keeping what the layout says: tabs between
 * cells, the `# `, `- ` and `**` marks and each line's own spacing within it. Only control
 * characters, the byte-order mark, other line breaks, trailing blanks and runs of empty lines go.
 */
export function usableLayout(raw: string): string {
  return replaceControls(raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), ' ', true)
    .replace(/[\v\f]/g, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
