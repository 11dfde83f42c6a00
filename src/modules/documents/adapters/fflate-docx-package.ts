import { Inflate, zipSync } from 'fflate';
import {
  assertNoDtd,
  checkDocxDirectory,
  DOCX_LIMITS,
  documentTextLength,
  readZipDirectory,
  type ZipEntry,
} from '../domain/docx-package.ts';
import { DocumentTooComplexError, UnsupportedFileTypeError } from '../domain/documents.errors.ts';

// compressed input is fed in small steps: deflate expands at most ~1000:1, so one step can never
// overshoot a cap by more than a few megabytes before the check below stops it
const STEP = 4096;

const lying = (name: string) =>
  new UnsupportedFileTypeError('size_mismatch', `The DOCX part ${name} is larger than the package says.`);

function inflateCapped(entry: ZipEntry, data: Uint8Array): Uint8Array {
  if (entry.method === 0) {
    if (data.byteLength !== entry.declaredSize) throw lying(entry.name);
    return data;
  }
  const out = new Uint8Array(entry.declaredSize);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.byteLength > entry.declaredSize) throw lying(entry.name);
    out.set(chunk, written);
    written += chunk.byteLength;
  });
  try {
    for (let at = 0; at < data.byteLength; at += STEP) {
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.byteLength);
    }
    if (data.byteLength === 0) inflater.push(new Uint8Array(0), true);
  } catch (err) {
    if (err instanceof UnsupportedFileTypeError) throw err;
    throw new UnsupportedFileTypeError('broken_zip', 'The file is not a readable DOCX document.');
  }
  if (written !== entry.declaredSize) throw lying(entry.name);
  return out;
}

/** XML text as a parser would read it: UTF-16 when a byte-order mark says so, else UTF-8. */
function decodeXml(xml: Uint8Array): string {
  const encoding =
    xml[0] === 0xff && xml[1] === 0xfe
      ? 'utf-16le'
      : xml[0] === 0xfe && xml[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  return new TextDecoder(encoding).decode(xml);
}

/**
 * The XML parts of a DOCX package, decompressed under the caps of DOCX_LIMITS and checked for
 * document type declarations, repacked (uncompressed) into a fresh zip holding nothing else. The
 * text reader only ever sees this rebuilt package, never the upload itself. A body with more than
 * `maxTextChars` characters of text is refused here (the characters limit).
 */
export function sanitizedDocx(bytes: Uint8Array, maxTextChars = Number.POSITIVE_INFINITY): Uint8Array {
  const parts = checkDocxDirectory(readZipDirectory(bytes));
  const files: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of parts) {
    const xml = inflateCapped(
      entry,
      bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize),
    );
    total += xml.byteLength;
    if (total > DOCX_LIMITS.maxTotalBytes) throw lying(entry.name);
    const text = decodeXml(xml);
    assertNoDtd(entry.name, text);
    // the body's text over the limit is refused before any conversion spends time on it
    if (entry.name === 'word/document.xml' && documentTextLength(text) > maxTextChars)
      throw new DocumentTooComplexError('characters');
    files[entry.name] = xml;
  }
  return zipSync(files, { level: 0 });
}
