import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';
import subsetFont from 'subset-font';

/**
 * The typeface of every PDF: Noto Sans (SIL Open Font License 1.1, shipped by the
 * @expo-google-fonts/noto-sans package), which covers the Latin, Greek and Cyrillic alphabets with
 * Vietnamese, so a seller's name prints as written: Dvořák, Łukasz, Zoë, Nguyễn. PDF's standard
 * fonts encode Windows-1252 only and printed '?' for the rest.
 */
const require = createRequire(import.meta.url);
const fontFile = (weight: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`));

/** The files, read once per process. */
export const DOCUMENT_FONTS = { regular: fontFile('400Regular'), bold: fontFile('700Bold') };

/** Printable ASCII: the characters of the text every document draws besides its data. */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/**
 * Both weights cut down to the characters one document prints (`text` holds every string it
 * draws; `printable` decides how each is drawn), embedded whole by pdf-lib. pdf-lib's own
 * subsetting (fontkit's) writes Noto Sans glyph outlines that poppler cannot read: pdftoppm, evince
 * and okular drew most letters blank. HarfBuzz's subsetter, the one browsers ship, writes a font
 * every reader draws, and keeps each glyph's advance width, so lines break where they did.
 */
export async function documentFonts(text: string): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  const characters = [...new Set(printable(text) + ASCII)].join('');
  const [regular, bold] = await Promise.all(
    [DOCUMENT_FONTS.regular, DOCUMENT_FONTS.bold].map((file) => subsetFont(file, characters, { targetFormat: 'sfnt' })),
  );
  return { regular: regular!, bold: bold! };
}

/** Each font parsed once, not once per use; a document's cut-down fonts go with the document. */
const parsed = new WeakMap<Uint8Array, Font>();

/**
 * fontkit as pdf-lib is given it: each font parsed once, and text mapped to glyphs by the font's
 * character map alone. pdf-lib draws a string by asking fontkit to shape it, which runs the font's
 * substitution and positioning tables on every line and made a long form take seconds; pdf-lib then
 * uses only the glyphs and their advance widths, not the positions. Shaping's substitutions are not
 * wanted either: composition draws "ị" as "i" plus a combining dot, which a reader copying the text
 * gets back as a plain "i", and the font has a glyph for every composed letter (text is NFC).
 */
export const documentFontkit: Parameters<PDFDocument['registerFontkit']>[0] = {
  create(buffer: Uint8Array, postscriptName?: string) {
    let font = parsed.get(buffer);
    if (!font) {
      const created = fontkit.create(buffer, postscriptName);
      created.layout = (text: string) => ({ glyphs: created.glyphsForString(text) }) as ReturnType<Font['layout']>;
      parsed.set(buffer, (font = created));
    }
    return font;
  },
};

/** Both weights cover the same characters, so one answers for both. */
const coverage = documentFontkit.create(DOCUMENT_FONTS.regular);

/** Spaces the font draws as a plain space: a tab, the typographic spaces, a no-break space. */
const ODD_SPACE = /[\t\u00a0\u2000-\u200b\u202f\u205f\u3000]/g;
/** Control characters (C0 and C1) never print; a line break is a space where the text is one line. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

/**
 * One line of text as the PDF draws it: composed (NFC) so a letter typed with a combining accent
 * prints as the accented letter, odd spaces as spaces, and a character the font lacks (an emoji, a
 * Chinese name) as '?', as before, rather than as an empty box.
 */
export function printable(text: string): string {
  let out = '';
  for (const char of text
    .normalize('NFC')
    .replace(ODD_SPACE, ' ')
    .replace(/\r?\n|\r/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (!isControl(code)) out += coverage.hasGlyphForCodePoint(code) ? char : '?';
  }
  return out;
}
