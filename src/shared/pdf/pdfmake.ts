import pdfmake from 'pdfmake';
import { cacheFontFiles, type FontFileSystem } from './pdfmake-font-cache.ts';
import { isReportFont, REPORT_FONT_FILES, REPORT_FONTS } from './pdfmake-fonts.ts';
import { layOutLinesLinearly } from './pdfmake-linear-lines.ts';

/**
 * pdfmake, set up once for every PDF the product renders (the interview report, the polished
 * resume): pdfmake keeps its fonts and access rules on one shared instance, so they are set here
 * and nowhere else. The font files are read and their tables decoded once for all documents; no
 * document loads anything from the network, and only the bundled fonts from disk; a paragraph's
 * lines are laid out in time that grows with its length (pdfmake-linear-lines.ts).
 */
pdfmake.setFonts(REPORT_FONTS);
cacheFontFiles(REPORT_FONT_FILES, (pdfmake as unknown as { virtualfs: FontFileSystem }).virtualfs);
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(isReportFont);
layOutLinesLinearly();

export { pdfmake };
