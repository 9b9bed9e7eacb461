import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';

export type PdfVerdict = 'ok' | 'encrypted' | 'not-a-pdf';

/**
 * Whether a stored file that starts like a PDF is one, and whether it is password-protected, read
 * with pdf-lib. pdf-lib forgives a great deal (a `%PDF-` line and nothing else loads as an empty
 * document), so a PDF is a document whose page tree can be read and has at least one page. The
 * document is read back once, bounded by the upload size limit, after it was streamed to storage.
 */
export async function checkPdf(stream: Readable): Promise<PdfVerdict> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  try {
    const document = await PDFDocument.load(Buffer.concat(chunks), {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    // An encrypted document's page tree may itself be encrypted: its password is the answer.
    if (document.isEncrypted) return 'encrypted';
    return document.getPageCount() > 0 ? 'ok' : 'not-a-pdf';
  } catch {
    return 'not-a-pdf';
  }
}
