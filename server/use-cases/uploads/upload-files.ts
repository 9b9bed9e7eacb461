import type { Multipart } from '@fastify/multipart';
import { MESSAGES } from '../../../domain/messages.ts';
import type { UploadConfig } from '../../config.ts';
import type { FileStorage } from '../../services/file-storage/file-storage.ts';
import type { Db } from '../../store/database.ts';
import type { UploadRecord } from '../../store/uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest } from '../app-error.ts';
import { multipartRefusal } from './multipart-refusal.ts';
import { uploadableProperty } from './property-for-uploads.ts';
import { recordUploads } from './record-uploads.ts';
import { discard, storeFile, type StoredFile } from './store-files.ts';

export type UploadFilesDeps = { db: Db; storage: FileStorage; config: UploadConfig };

export type UploadFilesOptions = {
  viewer: Viewer;
  propertyId: number;
  /** The request's parts, read only once the viewer may upload; absent when the request is not multipart. */
  parts: (() => AsyncIterable<Multipart>) | undefined;
};

/**
 * Adds the files of one request (the parts named `file`) to a property's vault: each streamed to
 * storage and checked, then all their rows at once. A refusal of any file refuses the request,
 * and the files already stored for it are removed. The files exist before their rows; a crash in
 * between leaves files that start-up removes.
 */
export async function uploadFiles(
  { db, storage, config }: UploadFilesDeps,
  { viewer, propertyId, parts }: UploadFilesOptions,
): Promise<UploadRecord[]> {
  const property = await uploadableProperty(db, { viewer, propertyId });
  if (!parts) throw badRequest(MESSAGES.uploadNoFile);
  const stored: StoredFile[] = [];
  try {
    let failure: unknown = null;
    try {
      for await (const part of parts()) {
        if (part.type !== 'file') continue;
        // After a refusal the rest of the request still has to be read before the answer.
        if (failure !== null || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        try {
          stored.push(await storeFile({ storage, config }, { part, propertyId: property.id }));
        } catch (error) {
          failure = error;
        }
      }
    } catch (error) {
      // The parser gave up on the request: the first refusal of a file, if any, still says more.
      failure ??= multipartRefusal(error);
    }
    if (failure !== null) throw failure;
    if (stored.length === 0) throw badRequest(MESSAGES.uploadNoFile);
    return await recordUploads(
      db,
      stored.map((file) => ({ ...file, uploadedBy: viewer.id })),
    );
  } catch (error) {
    await discard(storage, stored);
    throw error;
  }
}
