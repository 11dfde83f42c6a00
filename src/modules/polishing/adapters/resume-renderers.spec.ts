import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { withBoundedText } from '../../../shared/pdf/bounded-text.ts';
import { inProcessRenderer } from '../../../shared/pdf/render-in-process.ts';
import { parseResumeMarkdown } from '../domain/resume-markdown.ts';
import { documentXml, FflateResumeDocx } from './fflate-resume-docx.ts';
import { PdfmakeResumePdf, resumeDefinition } from './pdfmake-resume-pdf.ts';

const MARKDOWN = `# Maya Chen
## Professional Experience
### Engineer — R&D <Labs>
- Cut p95 latency by 40% for "claims" — a long bullet that has to wrap onto a second line of the page to show the indent
  - A point under it
1. A numbered point`;
const blocks = parseResumeMarkdown(MARKDOWN);

describe('the polished resume as files', () => {
  it('is a PDF of real text, in reading order, with bullets a reader recognises', async () => {
    const pdf = await new PdfmakeResumePdf(inProcessRenderer).render(MARKDOWN);
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Maya Chen', 'Professional Experience', 'Engineer — R&D <Labs>']);
    expect(lines[3]).toMatch(/^• Cut p95 latency by 40% for "claims"/);
    expect(text).toContain('• A point under it');
    expect(text).toContain('1. A numbered point');
  });

  it('reaches pdfmake exactly as laid out when nothing in it is too long to lay out', () => {
    expect(withBoundedText(resumeDefinition(blocks))).toEqual(resumeDefinition(blocks));
  });

  it('is a Word document whose XML escapes what the person wrote', async () => {
    const xml = documentXml(blocks);
    expect(xml).toContain('Engineer — R&amp;D &lt;Labs&gt;');
    expect(xml).toContain('for &quot;claims&quot;');
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
    expect(xml).toContain('<w:ilvl w:val="1"/>');
    const parts = unzipSync(await new FflateResumeDocx(inProcessRenderer).render(MARKDOWN));
    expect(new TextDecoder().decode(parts['[Content_Types].xml'])).toContain('/word/document.xml');
    expect(new TextDecoder().decode(parts['word/document.xml'])).toBe(xml);
  });
});
