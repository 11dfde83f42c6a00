import pdfmakeInstance from 'pdfmake';
import { cacheFontFiles, type FontFileSystem } from './pdfmake-font-cache.ts';
import { isBundledFont, PDF_FONT_FILES, PDF_FONTS } from './pdfmake-fonts.ts';

/**
 * pdfmake set up once for every PDF the product writes (reports, invoices). Its fonts and access
 * policies are global to the library, so configuring it in one place keeps one module's settings
 * from replacing another's.
 */
pdfmakeInstance.setFonts(PDF_FONTS);
// the font files are read and their tables decoded once for all documents, not once per document
cacheFontFiles(PDF_FONT_FILES, (pdfmakeInstance as unknown as { virtualfs: FontFileSystem }).virtualfs);
// documents never load anything from the network, and only the bundled fonts from disk
pdfmakeInstance.setUrlAccessPolicy(() => false);
pdfmakeInstance.setLocalAccessPolicy(isBundledFont);

export const pdfmake = pdfmakeInstance;
