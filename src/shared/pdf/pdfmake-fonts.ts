import { createRequire } from 'node:module';
import path from 'node:path';

type FontFaces = { normal: string; bold: string; italics: string; bolditalics: string };

const require = createRequire(import.meta.url);

function packageDir(name: string): string | null {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

const robotoDir = path.join(packageDir('pdfmake') ?? '.', 'fonts', 'Roboto');
const robotoMonoDir = packageDir('@expo-google-fonts/roboto-mono');

const ROBOTO: FontFaces = {
  normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
  bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
  italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
};

// Roboto Mono matches the body text and covers the same characters; without its package the
// PDF standard Courier (built into every viewer, Latin characters only) keeps code monospaced.
const ROBOTO_MONO: FontFaces | null = robotoMonoDir
  ? {
      normal: path.join(robotoMonoDir, '400Regular', 'RobotoMono_400Regular.ttf'),
      bold: path.join(robotoMonoDir, '700Bold', 'RobotoMono_700Bold.ttf'),
      italics: path.join(robotoMonoDir, '400Regular_Italic', 'RobotoMono_400Regular_Italic.ttf'),
      bolditalics: path.join(robotoMonoDir, '700Bold_Italic', 'RobotoMono_700Bold_Italic.ttf'),
    }
  : null;

const COURIER: FontFaces = {
  normal: 'Courier',
  bold: 'Courier-Bold',
  italics: 'Courier-Oblique',
  bolditalics: 'Courier-BoldOblique',
};

/** The font family of code (monospace). */
export const CODE_FONT = 'Code';

/** The font families of every PDF the product writes: Roboto for text, a monospace face for code. */
export const PDF_FONTS: Record<string, FontFaces> = {
  Roboto: ROBOTO,
  [CODE_FONT]: ROBOTO_MONO ?? COURIER,
};

/** The font files PDFs draw with (the standard faces are built into viewers, not files). */
export const PDF_FONT_FILES: readonly string[] = [ROBOTO, ...(ROBOTO_MONO ? [ROBOTO_MONO] : [])].flatMap(
  (faces) => Object.values(faces),
);

const fontDirs = [robotoDir, robotoMonoDir].filter((dir): dir is string => dir !== null);
const standardFonts = new Set(Object.values(COURIER));

/** Only the bundled fonts may be read from disk (the standard ones are not files). */
export function isBundledFont(file: string): boolean {
  if (standardFonts.has(file)) return true;
  const resolved = path.resolve(file);
  return fontDirs.some((dir) => resolved.startsWith(dir + path.sep));
}
