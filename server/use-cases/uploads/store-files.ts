import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { MESSAGES } from '../../../domain/messages.ts';
import {
  describeBytes,
  refusedContentMessage,
  sanitiseFileName,
  storedFileName,
  UPLOAD_KINDS,
} from '../../../domain/uploads.ts';
import type { UploadConfig } from '../../config.ts';
import type { FileStorage } from '../../services/file-storage/file-storage.ts';
import { AppError } from '../app-error.ts';
import { ContentRefused, InspectContent, TooLarge } from './inspect-content.ts';
import { multipartRefusal } from './multipart-refusal.ts';
import { checkPdf } from './pdf-check.ts';
import type { NewUpload } from '../../store/uploads.ts';

/** Storage keys of uploads live under this prefix; nothing else in the bucket is ever touched. */
export const UPLOAD_PREFIX = 'uploads/';

export type StoredFile = Omit<NewUpload, 'uploadedBy'>;

/**
 * Streams one multipart file to storage under a fresh key: its kind decided from its first bytes,
 * its size counted as it goes, a PDF checked for a password. Any refusal removes what was written
 * and raises the error the client sees.
 */
export async function storeFile(
  { storage, config }: { storage: FileStorage; config: UploadConfig },
  { part, propertyId }: { part: MultipartFile; propertyId: number },
): Promise<StoredFile> {
  const originalFileName = sanitiseFileName(part.filename);
  const inspect = new InspectContent(config.kinds, config.maxBytes);
  const body = new PassThrough();
  const storageKey = `${UPLOAD_PREFIX}${propertyId}/${randomUUID()}`;
  // The declared type is only a hint for the storage; what is recorded comes from the content.
  const flowing = pipeline(part.file, inspect, body);
  const writing = storage.write(storageKey, body, 'application/octet-stream');
  try {
    await Promise.all([flowing, writing]);
    // busboy stops at the limit by truncating, which a byte count alone cannot tell from a file of exactly the limit.
    if (part.file.truncated) throw new TooLarge();
    const kind = inspect.kind;
    if (!kind) throw new ContentRefused();
    if (kind === 'pdf') {
      const verdict = await checkPdf(await storage.read(storageKey));
      if (verdict === 'encrypted') throw new AppError('unreadable-file', MESSAGES.uploadEncryptedPdf(originalFileName));
      // Content that only starts like a PDF is another kind of file: refused as one.
      if (verdict === 'not-a-pdf') throw new ContentRefused();
    }
    return {
      propertyId,
      storageKey,
      fileName: storedFileName(originalFileName, kind),
      originalFileName,
      contentType: UPLOAD_KINDS[kind].mime,
      size: inspect.bytes,
    };
  } catch (error) {
    // Let the rest of this part flow past, so the request can still be answered: a storage that
    // failed no longer reads its end of the pipe, so that end is drained too.
    body.resume();
    part.file.resume();
    await writing.catch(() => undefined);
    await storage.remove(storageKey).catch(() => undefined);
    throw refusal(error, originalFileName, config, part);
  }
}

function refusal(error: unknown, name: string, config: UploadConfig, part: MultipartFile): unknown {
  if (error instanceof TooLarge)
    return new AppError('too-large', MESSAGES.uploadTooLarge(describeBytes(config.maxBytes)));
  if (error instanceof ContentRefused)
    return new AppError('unsupported-type', refusedContentMessage(name, config.kinds));
  // The file's own stream failed: the request was cut off or malformed, which is the client's to fix.
  if (!(error instanceof AppError) && part.file.errored) return multipartRefusal(part.file.errored);
  return error;
}

/** Removes files already stored for a request that then failed. */
export async function discard(storage: FileStorage, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.remove(file.storageKey).catch(() => undefined)));
}
