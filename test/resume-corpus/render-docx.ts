import { strToU8, zipSync } from 'fflate';
import {
  CONTENT_TYPES,
  DOCUMENT_RELS,
  escapeXml,
  PACKAGE_RELS,
  W,
  XML,
} from '../../src/modules/polishing/adapters/fflate-resume-docx.ts';
import { type Block, CONTENT_WIDTH, layOut, type Run } from './layout.ts';
import type { RenderedResume, Template } from './truth.ts';

/**
 * A rendered resume as a Word document, written the way Word writes one: styles with Heading 1
 * and 2, a numbering part with the bullet lists Word offers (a list item's glyph lives there, not
 * in the text), tables for side-by-side cells, tab stops for dates flush right, a two-column
 * section, and page breaks. Zipped with fflate, nothing else.
 */
const TWIPS = 20;

const headingStyle = (level: number, size: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:spacing w:before="200" w:after="60"/><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/><w:sz w:val="${size}"/></w:rPr></w:style>`;

const STYLES = `${XML}<w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="21"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="40" w:line="252" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:qFormat/><w:rPr><w:sz w:val="40"/></w:rPr></w:style>
${headingStyle(1, 28)}
${headingStyle(2, 22)}
<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:left="720"/></w:pPr></w:style>
<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders></w:tblPr></w:style>
</w:styles>`;

/** The bullet lists of Word's bullet library: the glyph, and the symbol font Word draws it with. */
const LISTS: { glyph: Template['bullet']; text: string; font: string }[] = [
  { glyph: '•', text: '\uF0B7', font: 'Symbol' },
  { glyph: '▪', text: '\uF0A7', font: 'Wingdings' },
  { glyph: '➢', text: '\uF0D8', font: 'Wingdings' },
  { glyph: '◦', text: 'o', font: 'Courier New' },
  { glyph: '–', text: '–', font: 'Calibri' },
  { glyph: '*', text: '*', font: 'Calibri' },
];

const NUMBERING = `${XML}<w:numbering xmlns:w="${W}">
${LISTS.map(
  (l, i) =>
    `<w:abstractNum w:abstractNumId="${i}"><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="${escapeXml(l.text)}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr><w:rPr><w:rFonts w:ascii="${l.font}" w:hAnsi="${l.font}" w:hint="default"/></w:rPr></w:lvl></w:abstractNum>`,
).join('\n')}
${LISTS.map((_, i) => `<w:num w:numId="${i + 1}"><w:abstractNumId w:val="${i}"/></w:num>`).join('\n')}
</w:numbering>`;

function runXml(r: Run): string {
  const props = [
    r.bold ? '<w:b/>' : '',
    r.italic ? '<w:i/>' : '',
    r.underline ? '<w:u w:val="single"/>' : '',
    r.grey ? '<w:color w:val="4B5563"/>' : '',
    r.size ? `<w:sz w:val="${Math.round(r.size * 2)}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(r.text)}</w:t></w:r>`;
}

const p = (inner: string, pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${inner}</w:p>`;

function headingXml(text: string, style: Template['headings']): string {
  switch (style) {
    case 'large':
      return p(runXml({ text }), '<w:pStyle w:val="Heading1"/>');
    case 'caps':
      return p(runXml({ text: text.toUpperCase() }), '<w:pStyle w:val="Heading2"/>');
    case 'bold':
      return p(runXml({ text, bold: true, size: 11 }), '<w:spacing w:before="160"/>');
    case 'underlined':
      return p(runXml({ text, underline: true, size: 11 }), '<w:spacing w:before="160"/>');
    case 'none':
      return p('', '<w:spacing w:before="120"/>');
  }
}

function tableXml(widths: number[], rows: string[][]): string {
  const grid = widths.map((w) => `<w:gridCol w:w="${Math.round(w)}"/>`).join('');
  const body = rows
    .map(
      (row) =>
        `<w:tr>${row
          .map(
            (cell, i) =>
              `<w:tc><w:tcPr><w:tcW w:w="${Math.round(widths[i]!)}" w:type="dxa"/></w:tcPr>${cell || p('')}</w:tc>`,
          )
          .join('')}</w:tr>`,
    )
    .join('');
  return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="${Math.round(widths.reduce((a, b) => a + b, 0))}" w:type="dxa"/><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
}

/** Blocks as body XML; `width` is the text width they have, in points. */
function blocksXml(blocks: readonly Block[], width: number): string {
  return blocks.map((b) => blockXml(b, width)).join('\n');
}

function blockXml(b: Block, width: number): string {
  switch (b.kind) {
    case 'para':
      return p(b.runs.map(runXml).join(''), b.role === 'name' ? '<w:pStyle w:val="Title"/>' : '');
    case 'heading':
      return headingXml(b.text, b.style);
    case 'bullet': {
      const list = LISTS.findIndex((l) => l.glyph === b.glyph);
      if (b.literal || list < 0)
        return p(runXml({ text: `${b.glyph}\t${b.text}` }), '<w:ind w:left="360" w:hanging="360"/>');
      return p(
        runXml({ text: b.text }),
        `<w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${list + 1}"/></w:numPr>`,
      );
    }
    case 'split':
      return p(
        `${b.left.map(runXml).join('')}<w:r><w:tab/></w:r>${b.right.map(runXml).join('')}`,
        `<w:tabs><w:tab w:val="right" w:pos="${Math.round(width * TWIPS)}"/></w:tabs>`,
      );
    case 'gutter': {
      const gutter = 96;
      return tableXml(
        [gutter * TWIPS, (width - gutter) * TWIPS],
        [[p(b.gutter.map(runXml).join('')), blocksXml(b.body, width - gutter)]],
      );
    }
    case 'table':
      return tableXml(
        b.widths.map((w) => w * width * TWIPS),
        b.rows.map((row) =>
          row.map((cell, i) => {
            const xml = blocksXml(cell, b.widths[i]! * width);
            // a right-hand date cell is right-aligned, as templates set it
            return i > 0 && b.widths.length === 2 && b.widths[0]! > 0.5
              ? xml.replace(/<w:p>(?!<w:pPr>)/g, '<w:p><w:pPr><w:jc w:val="right"/></w:pPr>')
              : xml;
          }),
        ),
      );
    case 'columns': {
      const left = b.leftShare * width;
      if (b.mode === 'sidebar')
        return tableXml(
          [left * TWIPS, (width - left) * TWIPS],
          [[blocksXml(b.left, left - 12), blocksXml(b.right, width - left - 12)]],
        );
      // a continuous section break ends the one-column header; the rest is a two-column section
      // (its columns are set by the body's last section properties, see documentXml)
      return [
        p('', `<w:sectPr>${SECTION_PAGE}<w:type w:val="continuous"/><w:cols w:space="720"/></w:sectPr>`),
        blocksXml(b.left, left - 10),
        p('<w:r><w:br w:type="column"/></w:r>'),
        blocksXml(b.right, width - left - 10),
      ].join('\n');
    }
    case 'pageBreak':
      return p('<w:r><w:br w:type="page"/></w:r>');
    case 'gap':
      return p('');
  }
}

const SECTION_PAGE =
  '<w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="960" w:right="1080" w:bottom="960" w:left="1080" w:header="720" w:footer="720" w:gutter="0"/>';

export function documentXml(resume: RenderedResume): string {
  const blocks = layOut(resume);
  const flow = blocks.find((b) => b.kind === 'columns' && b.mode === 'flow');
  let cols = '<w:cols w:space="720"/>';
  if (flow?.kind === 'columns') {
    const left = Math.round((flow.leftShare * CONTENT_WIDTH - 10) * TWIPS);
    const right = Math.round(((1 - flow.leftShare) * CONTENT_WIDTH - 10) * TWIPS);
    cols = `<w:type w:val="continuous"/><w:cols w:num="2" w:space="400" w:equalWidth="0"><w:col w:w="${left}" w:space="400"/><w:col w:w="${right}"/></w:cols>`;
  }
  const body = blocksXml(blocks, CONTENT_WIDTH);
  return `${XML}<w:document xmlns:w="${W}"><w:body>\n${body}\n<w:sectPr>${SECTION_PAGE}${cols}</w:sectPr></w:body></w:document>`;
}

/** The resume's DOCX bytes (the same resume is byte for byte the same file). */
export function renderDocx(resume: RenderedResume): Uint8Array {
  const mtime = new Date('2026-01-01T00:00:00Z');
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      '_rels/.rels': strToU8(PACKAGE_RELS),
      'word/_rels/document.xml.rels': strToU8(DOCUMENT_RELS),
      'word/styles.xml': strToU8(STYLES),
      'word/numbering.xml': strToU8(NUMBERING),
      'word/document.xml': strToU8(documentXml(resume)),
    },
    { level: 6, mtime },
  );
}
