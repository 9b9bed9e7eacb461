import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';

export type PdfVerdict = 'ok' | 'encrypted' | 'unreadable';

/**
 * Whether a stored PDF is password-protected, read with pdf-lib. The document is read back once,
 * bounded by the upload size limit, after the upload itself has been streamed to storage.
 */
export async function checkPdf(stream: Readable): Promise<PdfVerdict> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  try {
    const document = await PDFDocument.load(Buffer.concat(chunks), { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    return document.isEncrypted ? 'encrypted' : 'ok';
  } catch {
    return 'unreadable';
  }
}
