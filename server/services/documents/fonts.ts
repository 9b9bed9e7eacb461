import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

/**
 * The typeface of every PDF: Noto Sans (SIL Open Font License 1.1, shipped by the
 * @expo-google-fonts/noto-sans package), which covers the Latin, Greek and Cyrillic alphabets with
 * Vietnamese, so a seller's name prints as written: Dvořák, Łukasz, Zoë, Nguyễn. PDF's standard
 * fonts encode Windows-1252 only and printed '?' for the rest.
 */
const require = createRequire(import.meta.url);
const fontFile = (weight: string) => readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`));

/** The files, read once per process; pdf-lib embeds only the glyphs a document uses. */
export const DOCUMENT_FONTS = { regular: fontFile('400Regular'), bold: fontFile('700Bold') };

export { fontkit };

/** Both weights cover the same characters, so one answers for both. */
const coverage = fontkit.create(DOCUMENT_FONTS.regular);

/** Spaces the font draws as a plain space: a tab, the typographic spaces, a no-break space. */
const ODD_SPACE = /[\t\u00a0\u2000-\u200b\u202f\u205f\u3000]/g;
/** Control characters never print; a line break is a space where the text is one line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * One line of text as the PDF draws it: composed (NFC) so a letter typed with a combining accent
 * prints as the accented letter, odd spaces as spaces, and a character the font lacks (an emoji, a
 * Chinese name) as '?', as before, rather than as an empty box.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(ODD_SPACE, ' ').replace(/\r?\n|\r/g, ' ').replace(CONTROL, '')) {
    out += coverage.hasGlyphForCodePoint(char.codePointAt(0)!) ? char : '?';
  }
  return out;
}
