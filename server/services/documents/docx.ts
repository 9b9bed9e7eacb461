import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { DocumentAnswer, DocumentModel } from '../../../domain/documents/model.ts';

/**
 * A document model as a Word file, for the documents a solicitor edits (the sellers' certificate
 * and the enquiries): the same numbering, answers, DRAFT mark in every page's header until every
 * seller has signed, and the signatures with the answers' SHA-256.
 */
function answerBlocks(answer: DocumentAnswer): (Paragraph | Table)[] {
  if (answer.kind === 'table') {
    if (answer.rows.length === 0)
      return [
        new Paragraph({ indent: { left: 360 }, children: [new TextRun({ text: 'Not answered', italics: true })] }),
      ];
    const row = (cells: string[], bold: boolean) =>
      new TableRow({
        children: cells.map(
          (cell) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text: cell, bold })] })] }),
        ),
      });
    return [
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [row(answer.columns, true), ...answer.rows.map((cells) => row(cells, false))],
      }),
    ];
  }
  const text = answer.kind === 'files' ? `Documents: ${answer.names.join('; ')}` : answer.text;
  return [
    new Paragraph({
      indent: { left: 360 },
      spacing: { after: 160 },
      children: [new TextRun({ text, bold: text !== 'Not answered', italics: text === 'Not answered' })],
    }),
  ];
}

export function renderDocx(model: DocumentModel): Promise<Buffer> {
  const colour = model.theme.brandHex.replace('#', '');
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: model.title, color: colour })] }),
    ...(model.standard
      ? [new Paragraph({ children: [new TextRun({ text: `Following ${model.standard}`, italics: true })] })]
      : []),
    new Paragraph({ children: [new TextRun({ text: `Property: ${model.property.name}`, bold: true })] }),
    new Paragraph({ children: [new TextRun(`Address: ${model.property.address}`)] }),
    new Paragraph({
      children: [new TextRun(`Reference: ${model.property.reference}    Prepared: ${model.generatedAt}`)],
    }),
    new Paragraph({
      spacing: { after: 240 },
      children: [
        new TextRun({
          text: model.draft
            ? 'DRAFT - this document has not been signed by every seller and may still change.'
            : 'Signed by every seller. The answers below are the answers they signed.',
          bold: true,
          color: model.draft ? 'B01A1A' : colour,
        }),
      ],
    }),
  ];
  for (const section of model.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_1,
        children: [
          new TextRun({ text: section.number ? `${section.number}  ${section.title}` : section.title, color: colour }),
        ],
      }),
    );
    for (const item of section.items) {
      children.push(new Paragraph({ children: [new TextRun(`${item.number}  ${item.question}`)] }));
      children.push(...answerBlocks(item.answer));
      if (item.source)
        children.push(new Paragraph({ children: [new TextRun({ text: item.source, italics: true, size: 16 })] }));
    }
  }
  children.push(
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: 'Signatures', color: colour })] }),
  );
  if (model.signatures.length === 0) children.push(new Paragraph('Not yet signed.'));
  for (const signature of model.signatures) {
    children.push(
      new Paragraph({
        children: [
          new TextRun({ text: `Signed by ${signature.name} on ${signature.signedAt} (${signature.form})`, bold: true }),
        ],
      }),
    );
    children.push(
      new Paragraph({ children: [new TextRun({ text: `Answers SHA-256 at signing: ${signature.sha256}`, size: 16 })] }),
    );
  }
  for (const hash of model.hashes)
    children.push(
      new Paragraph({
        children: [new TextRun({ text: `${hash.form} answers SHA-256 now: ${hash.sha256}`, size: 16 })],
      }),
    );

  const document = new Document({
    creator: model.theme.appName,
    title: model.draft ? `${model.title} - Draft` : model.title,
    sections: [
      {
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: model.theme.appName, bold: true, color: colour }),
                  new TextRun({
                    text: model.draft ? `    ${model.title} - DRAFT` : `    ${model.title}`,
                    bold: model.draft,
                    color: model.draft ? 'B01A1A' : undefined,
                  }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: [
                      `${model.property.name} - ${model.property.reference} - Page `,
                      PageNumber.CURRENT,
                      ' of ',
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
