import { strToU8, zipSync } from 'fflate';
import { type DocumentRenderer, documentMaker } from '../../../shared/pdf/document-renderer.ts';
import { type Block, parseResumeMarkdown, type Run } from '../domain/resume-markdown.ts';
import { resumeTooComplex } from './resume-too-complex.ts';

/**
 * The polished resume as a minimal Word document: the parts Word needs and nothing else
 * ([Content_Types].xml, the package and document relationships, styles with real Heading 1-3 so
 * an applicant tracking system sees the sections, a bullet numbering, and the document), zipped
 * with fflate.
 */
export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// XML 1.0 allows tab, newline, carriage return and printable characters only
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>`;

export const PACKAGE_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

export const DOCUMENT_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>`;

const heading = (level: number, size: number, before: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="${before}" w:after="60"/><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:sz w:val="${size}"/></w:rPr></w:style>`;

const STYLES = `${XML}<w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri" w:eastAsia="Calibri"/><w:sz w:val="21"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
${heading(1, 36, 0)}
${heading(2, 26, 240)}
${heading(3, 22, 120)}
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="34"/><w:qFormat/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>
</w:styles>`;

const level = (ilvl: number, char: string, left: number) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${char}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${left}" w:hanging="360"/></w:pPr><w:rPr><w:rFonts w:ascii="Symbol" w:hAnsi="Symbol" w:hint="default"/></w:rPr></w:lvl>`;

const NUMBERING = `${XML}<w:numbering xmlns:w="${W}">
<w:abstractNum w:abstractNumId="0"><w:multiLevelType w:val="hybridMultilevel"/>${level(0, '\uF0B7', 720)}${level(1, 'o', 1440).replace('w:ascii="Symbol" w:hAnsi="Symbol"', 'w:ascii="Courier New" w:hAnsi="Courier New"')}</w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
</w:numbering>`;

function runsXml(runs: readonly Run[]): string {
  return runs
    .map((r) => {
      const props = `${r.bold ? '<w:b/>' : ''}${r.italic ? '<w:i/>' : ''}`;
      return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(r.text)}</w:t></w:r>`;
    })
    .join('');
}

function paragraph(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `<w:p><w:pPr><w:pStyle w:val="Heading${block.level}"/></w:pPr>${runsXml(block.runs)}</w:p>`;
    case 'bullet':
      if (block.marker !== '•') {
        // a numbered point keeps its number as text: the list stays readable as written
        return `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/></w:pPr>${runsXml([{ text: `${block.marker} `, bold: false, italic: false }, ...block.runs])}</w:p>`;
      }
      return `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="${block.depth}"/><w:numId w:val="1"/></w:numPr></w:pPr>${runsXml(block.runs)}</w:p>`;
    case 'paragraph':
      return `<w:p>${runsXml(block.runs)}</w:p>`;
    case 'rule':
      return '<w:p><w:pPr><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="999999"/></w:pBdr></w:pPr></w:p>';
    case 'space':
      return '<w:p/>';
  }
}

export function documentXml(blocks: readonly Block[]): string {
  const body = blocks.map(paragraph).join('\n');
  // US Letter with 0.75 inch margins, in twentieths of a point
  const section =
    '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>';
  return `${XML}<w:document xmlns:w="${W}"><w:body>\n${body}\n${section}</w:body></w:document>`;
}

/** The Word file of the markdown, read and zipped where the file is made, off the server's thread. */
export function resumeDocx(markdown: string): Uint8Array {
  // a fixed time keeps the same resume byte for byte the same file
  const mtime = new Date('2026-01-01T00:00:00Z');
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELS),
      'word/_rels/document.xml.rels': strToU8(DOCUMENT_RELS),
      'word/styles.xml': strToU8(STYLES),
      'word/numbering.xml': strToU8(NUMBERING),
      'word/document.xml': strToU8(documentXml(parseResumeMarkdown(markdown))),
    },
    { level: 6, mtime },
  );
}

const RESUME_DOCX = documentMaker(import.meta.url, resumeDocx);

/** The polished resume as a Word document, made by the document workers. */
export class FflateResumeDocx {
  readonly #renderer: DocumentRenderer;
  constructor(renderer: DocumentRenderer) {
    this.#renderer = renderer;
  }

  async render(markdown: string): Promise<Uint8Array> {
    try {
      return await this.#renderer.file(RESUME_DOCX, markdown);
    } catch (err) {
      throw resumeTooComplex(err);
    }
  }
}
