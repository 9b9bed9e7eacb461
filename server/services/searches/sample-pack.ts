import { PDFDocument, rgb, StandardFonts, degrees } from 'pdf-lib';
import type { SearchOrderInput } from './searches.ts';

const SECTIONS: readonly [string, readonly string[]][] = [
  [
    'Local authority search (CON29 and LLC1)',
    [
      'Planning and building regulation decisions: none recorded.',
      'Roads: the road is adopted and maintained at public expense.',
      'Local land charges: no entries found.',
    ],
  ],
  [
    'Drainage and water search (CON29DW)',
    [
      'Foul water drains to the public sewer.',
      'Surface water drains to the public sewer.',
      'Water supply is provided by the local water company and is metered.',
    ],
  ],
  [
    'Environmental search',
    [
      'Contaminated land: passed. No further action recommended.',
      'Flood risk: very low.',
      'Ground stability: no hazards identified.',
    ],
  ],
];

/**
 * A sample search pack for the embedded provider: every page says SAMPLE across it and at the top,
 * so nobody can take it for a real search result.
 */
export async function buildSamplePack(
  input: SearchOrderInput,
  reference: string,
  orderedAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`SAMPLE search pack for ${input.address}`);
  pdf.setSubject('Sample data: not a real search result');
  pdf.setProducer('Move Ready');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText('SAMPLE', {
    x: 110,
    y: 300,
    size: 120,
    font: bold,
    color: rgb(0.85, 0.2, 0.2),
    opacity: 0.18,
    rotate: degrees(45),
  });
  page.drawRectangle({ x: 40, y: 770, width: 515, height: 44, color: rgb(0.85, 0.2, 0.2) });
  page.drawText('SAMPLE - not a real search result', { x: 52, y: 785, size: 18, font: bold, color: rgb(1, 1, 1) });
  let y = 740;
  const line = (text: string, size = 11, useBold = false) => {
    page.drawText(text, { x: 52, y, size, font: useBold ? bold : font, color: rgb(0.1, 0.1, 0.1), maxWidth: 490 });
    y -= size + 8;
  };
  line('Exchange Ready Search Pack', 20, true);
  line(input.address);
  line(input.postcode);
  if (input.titleNumber) line(`Title number ${input.titleNumber}`);
  line(`Reference ${reference}, ordered ${orderedAt.toISOString().slice(0, 10)}`);
  y -= 10;
  for (const [heading, findings] of SECTIONS) {
    line(heading, 13, true);
    for (const finding of findings) line(`- ${finding}`);
    y -= 6;
  }
  y -= 10;
  line("This pack was made by the product's sample searches provider for demonstration.", 10);
  line('Order searches from a real provider before relying on any result.', 10);
  return pdf.save();
}
