import type { LayoutText } from '../domain/layout-text.ts';

/** What a file says: its layout text (headings, bullets, bold runs, cells kept) and its plain text. */
export interface ExtractedText {
  /** `plainTextOf(layout)`. */
  text: string;
  layout: LayoutText;
}

export interface TextExtractor {
  /**
   * The text of a PDF or DOCX file, as layout text and as plain text. Rejects with UnsupportedFileTypeError when the bytes are not
   * a well-formed file of that type (including a DOCX over its size caps or declaring XML entities),
   * with NoExtractableTextError when the file is readable but locked (a password-protected PDF),
   * with DocumentTooComplexError when reading it reaches one of EXTRACTION_LIMITS (time, memory,
   * characters), and with ReaderUnavailableError once the reader is closed.
   * May answer empty text: whether the text is usable is the caller's rule.
   */
  extract(bytes: Uint8Array, type: 'pdf' | 'docx'): Promise<ExtractedText>;
  /** Stops the reader, abandoning any file being read; later calls reject. For shutdown. */
  close(): Promise<void>;
}
