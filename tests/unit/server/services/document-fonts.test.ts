import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  DOCUMENT_FONTS,
  documentFontkit,
  documentFonts,
  printable,
} from '../../../../server/services/documents/fonts.ts';
import { popplerPage } from '../../../fixtures/pdfsig.ts';

/** Letters of names a UK seller may carry: Latin with Central European, Nordic and Vietnamese accents, Greek, Cyrillic. */
const LETTERS = [
  ..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ áàâäãåæçéèêëíìîïñóòôöõøœßúùûüýÿčćďěłńňőřśšťůűźżžĄĆĘŁŃŚŹŻŘŠŽĐđăâêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹΑαΒβΓγΔδΩωЖжЩщЯяЁё'-.",
];

describe('text a PDF prints', () => {
  it('keeps every letter of a name as typed, whichever accents it carries', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 40 }), (letters) => {
        const name = letters.join('');
        expect(printable(name)).toBe(name);
      }),
    );
  });

  it('prints a letter typed with a combining accent as the accented letter', () => {
    expect(printable('Dvor\u030ca\u0301k')).toBe('Dvořák');
    expect(printable('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });

  it('draws odd spaces as spaces and prints a character the font lacks as ?', () => {
    expect(printable('Zoë\u00a0Brontë\tand\u2009co')).toBe('Zoë Brontë and co');
    expect(printable('王 Wei 😀')).toBe('? Wei ?');
    expect(printable('line\nbreak\u0007')).toBe('line break');
  });
});

describe('measuring text in the embedded font', () => {
  it('gives the width pdf-lib gives, character by character, for any text', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const { DOCUMENT_FONTS, documentFontkit } = await import('../../../../server/services/documents/fonts.ts');
    const { widthOf } = await import('../../../../server/services/documents/pdf.ts');
    const doc = await PDFDocument.create();
    doc.registerFontkit(documentFontkit);
    const font = await doc.embedFont(DOCUMENT_FONTS.bold, { subset: true });
    const text = fc
      .array(fc.constantFrom(...LETTERS, ' ', '1', '/', '£', '—', '“', '”', 'f', 'i', 'l'), { maxLength: 60 })
      .map((letters) => letters.join(''));
    fc.assert(
      fc.property(text, fc.integer({ min: 6, max: 30 }), (line, size) => {
        expect(widthOf(font, line, size)).toBeCloseTo(font.widthOfTextAtSize(line, size), 6);
      }),
    );
  });
});

/** A page with `text` drawn in each weight, by `embed`. */
async function pageWith(
  text: string,
  embed: (doc: PDFDocument, weight: 'regular' | 'bold') => ReturnType<PDFDocument['embedFont']>,
) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(documentFontkit);
  const page = doc.addPage([900, 120]);
  page.drawText(text, { x: 10, y: 80, size: 14, font: await embed(doc, 'regular') });
  page.drawText(text, { x: 10, y: 30, size: 14, font: await embed(doc, 'bold') });
  return doc.save();
}

describe('the fonts a document embeds', () => {
  // pdf-lib's own subsetting wrote outlines poppler (evince, okular, pdftoppm) drew blank.
  it('are drawn by poppler exactly as the whole typeface draws the same names', async () => {
    const names = fc.array(fc.constantFrom(...LETTERS, ' ', '1', '£'), { minLength: 1, maxLength: 60 });
    await fc.assert(
      fc.asyncProperty(names, async (letters) => {
        const text = letters.join('');
        const cut = await documentFonts(text);
        const drawn = await popplerPage(await pageWith(text, (doc, weight) => doc.embedFont(cut[weight])));
        const whole = await popplerPage(await pageWith(text, (doc, weight) => doc.embedFont(DOCUMENT_FONTS[weight])));
        expect(drawn.equals(whole)).toBe(true);
      }),
      { numRuns: 4 },
    );
  });

  it('hold only the characters the document prints, so a page of answers stays small', async () => {
    const cut = await documentFonts('Dvořák, 38 The Green');
    expect(cut.regular.byteLength).toBeLessThan(DOCUMENT_FONTS.regular.byteLength / 10);
  });
});
