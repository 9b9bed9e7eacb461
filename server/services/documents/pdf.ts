import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentAnswer, DocumentModel } from '../../../domain/documents/model.ts';
import { LOGO_SIZE, logoPaths } from '../../../domain/theme-logos.ts';
import { documentFontkit, documentFonts, printable } from './fonts.ts';
import type { DocumentSeal, SealCertificate } from '../document-seal/document-seal.ts';

/**
 * A document model as an A4 PDF: a header in the theme's colour on every page, the form's
 * numbered questions with their answers (lists as bordered tables), DRAFT across every page until
 * every seller has signed, a signing certificate page at the end, and a PDF signature over the
 * whole file with the platform's document-signing key.
 */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const CONTENT_WIDTH = A4.width - MARGIN * 2;
const TOP = A4.height - 78;
const BOTTOM = 60;

function hexColour(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/**
 * Text widths from each character's width, measured once per font: wrapping measures every
 * growing candidate line, and a string's width is the sum of its glyphs' advance widths, one glyph
 * per character (documentFontkit).
 */
const characterWidths = new WeakMap<PDFFont, Map<string, number>>();
export function widthOf(font: PDFFont, text: string, size: number): number {
  let widths = characterWidths.get(font);
  if (!widths) characterWidths.set(font, (widths = new Map()));
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) widths.set(char, (width = font.widthOfTextAtSize(char, 1000)));
    total += width;
  }
  return (total * size) / 1000;
}

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n|\r/).map(printable)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(font, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word longer than the line (a hash, a long reference) is broken where it must be.
      let rest = word;
      while (widthOf(font, rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && widthOf(font, rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

class Writer {
  page!: PDFPage;
  y = TOP;
  readonly pages: PDFPage[] = [];
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly model: DocumentModel;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, model: DocumentModel) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.model = model;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = TOP;
  }

  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; indent?: number; colour?: ReturnType<typeof rgb>; gap?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of wrapText(text, font, size, CONTENT_WIDTH - indent)) {
      this.ensure(size + 4);
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y - size,
        size,
        font,
        color: options.colour ?? rgb(0.1, 0.1, 0.1),
      });
      this.y -= size + 4;
    }
    this.y -= options.gap ?? 0;
  }

  table(columns: string[], rows: string[][], indent: number) {
    const size = 8.5;
    const width = (CONTENT_WIDTH - indent) / Math.max(columns.length, 1);
    const drawRow = (cells: string[], font: PDFFont, shade: boolean) => {
      const wrapped = cells.map((cell) => wrapText(cell || ' ', font, size, width - 8));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * (size + 3) + 6;
      this.ensure(height);
      wrapped.forEach((lines, column) => {
        const x = MARGIN + indent + column * width;
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width,
          height,
          borderColor: rgb(0.6, 0.6, 0.6),
          borderWidth: 0.5,
          color: shade ? rgb(0.93, 0.93, 0.93) : undefined,
        });
        lines.forEach((line, i) =>
          this.page.drawText(line, {
            x: x + 4,
            y: this.y - 4 - size - i * (size + 3),
            size,
            font,
            color: rgb(0.1, 0.1, 0.1),
          }),
        );
      });
      this.y -= height;
    };
    drawRow(columns, this.bold, true);
    for (const row of rows)
      drawRow(
        columns.map((_, i) => row[i] ?? ''),
        this.regular,
        false,
      );
    this.y -= 6;
  }

  answer(answer: DocumentAnswer) {
    const indent = 24;
    if (answer.kind === 'table') {
      if (answer.rows.length === 0) this.text('Not answered', { indent, gap: 6, colour: rgb(0.3, 0.3, 0.3) });
      else this.table(answer.columns, answer.rows, indent);
    } else if (answer.kind === 'files') {
      this.text(`Documents: ${answer.names.join('; ')}`, { indent, gap: 6 });
    } else {
      this.text(answer.text, {
        indent,
        gap: 6,
        bold: answer.text !== 'Not answered',
        colour: answer.text === 'Not answered' ? rgb(0.35, 0.35, 0.35) : undefined,
      });
    }
  }
}

/** The theme's mark in its favicon colours (white on the brand band), `size` points square, top-left at (x, top). */
function drawLogo(page: PDFPage, theme: DocumentModel['theme'], x: number, top: number, size: number) {
  const scale = size / LOGO_SIZE;
  for (const shape of logoPaths(theme, 'favicon')) {
    if (shape.stroke) {
      page.drawSvgPath(shape.d, {
        x,
        y: top,
        scale,
        borderColor: hexColour(shape.stroke),
        borderWidth: shape.strokeWidth * scale,
      });
    } else if (shape.fill) {
      page.drawSvgPath(shape.d, { x, y: top, scale, color: hexColour(shape.fill) });
    }
  }
}

function decoratePages(writer: Writer) {
  const { model } = writer;
  const brand = hexColour(model.theme.brandHex);
  const total = writer.pages.length;
  writer.pages.forEach((page, index) => {
    page.drawRectangle({ x: 0, y: A4.height - 40, width: A4.width, height: 40, color: brand });
    drawLogo(page, model.theme, MARGIN, A4.height - 8, 24);
    page.drawText(printable(model.theme.appName), {
      x: MARGIN + 32,
      y: A4.height - 26,
      size: 13,
      font: writer.bold,
      color: rgb(1, 1, 1),
    });
    const heading = printable(model.draft ? `${model.title} - DRAFT` : model.title);
    page.drawText(heading, {
      x: A4.width - MARGIN - widthOf(writer.regular, heading, 10),
      y: A4.height - 25,
      size: 10,
      font: writer.regular,
      color: rgb(1, 1, 1),
    });
    const footer = printable(`${model.property.name} - ${model.property.reference} - Page ${index + 1} of ${total}`);
    page.drawText(footer, { x: MARGIN, y: 30, size: 8, font: writer.regular, color: rgb(0.35, 0.35, 0.35) });
    if (model.draft) {
      page.drawText('DRAFT', {
        x: 150,
        y: 260,
        size: 130,
        font: writer.bold,
        color: rgb(0.85, 0.85, 0.85),
        rotate: degrees(45),
        opacity: 0.35,
      });
    }
  });
}

export async function renderPdf(model: DocumentModel, seal: DocumentSeal): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Document properties are Unicode strings in PDF: written as typed, whatever the font covers.
  doc.setTitle(model.draft ? `${model.title} - Draft` : model.title);
  doc.setAuthor(model.theme.appName);
  doc.setCreator(model.theme.appName);
  doc.registerFontkit(documentFontkit);
  // Every string the document draws comes from its model or its seal's certificate, or is ASCII written here.
  const fonts = await documentFonts(JSON.stringify([model, seal.certificate]));
  const regular = await doc.embedFont(fonts.regular);
  const bold = await doc.embedFont(fonts.bold);
  const writer = new Writer(doc, regular, bold, model);
  const brand = hexColour(model.theme.brandHex);

  writer.text(model.title, { size: 20, bold: true, colour: brand, gap: 2 });
  if (model.standard) writer.text(`Following ${model.standard}`, { size: 10, colour: rgb(0.3, 0.3, 0.3) });
  writer.text(`Property: ${model.property.name}`, { size: 11, bold: true });
  writer.text(`Address: ${model.property.address}`, { size: 10 });
  writer.text(`Reference: ${model.property.reference}    Prepared: ${model.generatedAt}`, {
    size: 9,
    colour: rgb(0.3, 0.3, 0.3),
    gap: 4,
  });
  if (model.draft) {
    writer.text('DRAFT - this document has not been signed by every seller and may still change.', {
      size: 10,
      bold: true,
      colour: rgb(0.7, 0.1, 0.1),
      gap: 8,
    });
  } else {
    writer.text('Signed by every seller. The answers below are the answers they signed.', {
      size: 10,
      bold: true,
      colour: brand,
      gap: 8,
    });
  }

  for (const section of writer.model.sections) {
    writer.ensure(60);
    writer.y -= 6;
    writer.text(section.number ? `${section.number}  ${section.title}` : section.title, {
      size: 13,
      bold: true,
      colour: brand,
      gap: 4,
    });
    for (const item of section.items) {
      writer.ensure(36);
      writer.text(`${item.number}  ${item.question}`, { size: 10, gap: 1 });
      writer.answer(item.answer);
      if (item.source) writer.text(item.source, { size: 8, indent: 12, gap: 4, colour: rgb(0.3, 0.3, 0.3) });
    }
  }

  if (model.hashes.length) signingCertificate(writer, seal.certificate);
  decoratePages(writer);
  return seal.sealPdf(doc, {
    reason: `Issued by ${model.theme.appName}: any change after sealing shows as an invalid signature`,
    contactInfo: model.property.reference,
  });
}

const VERIFIED = { true: 'verified', false: 'not verified', null: 'as given by the outside sign-in provider' } as const;

/**
 * The last page of a document of forms: what it is (property, forms and their versions), each
 * signature (name, email, UTC time, the answers' SHA-256 then and whether they still match), and
 * the certificate that seals the file, so a reader can match it to what their PDF reader shows.
 */
function signingCertificate(writer: Writer, certificate: SealCertificate) {
  const { model } = writer;
  const brand = hexColour(model.theme.brandHex);
  const muted = rgb(0.3, 0.3, 0.3);
  writer.newPage();
  writer.text('Signing certificate', { size: 16, bold: true, colour: brand, gap: 6 });
  writer.text('Document', { size: 11, bold: true, gap: 2 });
  writer.text(`${model.title}${model.draft ? ' (draft)' : ''}, prepared ${model.generatedAt}`, { size: 9 });
  writer.text(`Property: ${model.property.name}, ${model.property.address}`, { size: 9 });
  writer.text(`Property reference: ${model.property.reference} (number ${model.property.id})`, { size: 9 });
  for (const form of model.hashes)
    writer.text(`${form.form}, version ${form.version}: answers SHA-256 now ${form.sha256}`, { size: 8 });
  writer.y -= 8;
  writer.text('Signatures', { size: 11, bold: true, gap: 2 });
  if (model.signatures.length === 0) writer.text('Not yet signed.', { size: 10, gap: 4 });
  for (const signature of model.signatures) {
    writer.ensure(64);
    const now = model.hashes.find((form) => form.form === signature.form)?.sha256;
    writer.text(`Signed by ${signature.name} on ${signature.signedAt}`, { size: 10, bold: true });
    writer.text(`Email: ${signature.email} (${VERIFIED[`${signature.emailVerified}`]})`, { size: 9, indent: 12 });
    writer.text(`Form: ${signature.form}, version ${signature.formVersion}`, { size: 9, indent: 12 });
    writer.text(`Answers SHA-256 at signing: ${signature.sha256}`, { size: 8, indent: 12 });
    writer.text(now === signature.sha256 ? 'The answers are unchanged since.' : 'The answers have changed since.', {
      size: 8,
      indent: 12,
      gap: 6,
      colour: now === signature.sha256 ? muted : rgb(0.7, 0.1, 0.1),
    });
  }
  writer.text(
    'Check these against GET /api/property/{id}/signatures/verify: a signature whose answers changed no longer matches.',
    { size: 8, colour: muted, gap: 8 },
  );
  writer.ensure(70);
  writer.text('Seal', { size: 11, bold: true, gap: 2 });
  writer.text(
    `This file carries a PDF signature over all of it by ${certificate.subject}, certificate SHA-256 ${certificate.fingerprint}. A PDF reader (Adobe Acrobat, or poppler's pdfsig) checks it: a copy changed after sealing shows an invalid signature.`,
    { size: 8 },
  );
  if (certificate.selfSigned)
    writer.text(
      'This certificate is self-signed: it proves the file has not changed since it was sealed, but no authority vouches for who sealed it. Documents from the live service are sealed with a certificate from a trusted authority.',
      { size: 8, colour: rgb(0.7, 0.1, 0.1) },
    );
}
