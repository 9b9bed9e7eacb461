import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import { PropertyParams } from '../../../contracts/properties.ts';
import { replies, createdReplies } from '../../../contracts/replies.ts';
import {
  FileBytes,
  RemoveUploadBody,
  RemoveUploadResponse,
  UploadFileParams,
  UploadParams,
  UploadResponse,
  VaultPayload,
} from '../../../contracts/uploads.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { mayUploadTo } from '../../../domain/uploads.ts';
import { findVisibleProperty, type PropertyRecord } from '../../store/properties.ts';
import { findUpload } from '../../store/uploads.ts';
import { removeUpload } from '../../use-cases/uploads/remove-upload.ts';
import { recordUploads } from '../../use-cases/uploads/record-uploads.ts';
import type { Viewer } from '../../store/viewer.ts';
import { StorageUnavailable, type FileMissing } from '../../services/file-storage/file-storage.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { discard, storeFile, type StoredFile } from '../../use-cases/uploads/store-files.ts';
import { MAX_FILES_PER_REQUEST, multipartRefusal } from '../../use-cases/uploads/multipart-refusal.ts';
import { uploadJson } from '../../use-cases/uploads/upload-json.ts';
import { readVault } from './read-vault.ts';

/**
 * The document vault (spec 01 §2, §5, §7): list, upload (multipart field `file`, several per
 * request, streamed to storage), remove and download. Tenancy as everywhere: a property the
 * caller cannot see is 404; adding and removing follow `mayUploadTo`.
 */
export const uploadRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, storage, uploads: config }) => {
  await app.register(multipart, {
    // One byte over the limit is enough to know a file is too large; busboy drops the rest.
    limits: {
      fileSize: config.maxBytes + 1,
      files: MAX_FILES_PER_REQUEST,
      fields: 10,
      parts: MAX_FILES_PER_REQUEST + 10,
    },
    throwFileSizeLimit: false,
  });

  async function visible(viewer: Viewer, id: number): Promise<PropertyRecord> {
    const property = await findVisibleProperty(db, viewer, id);
    if (!property) throw notFound(MESSAGES.propertyNotFound(id));
    return property;
  }

  async function uploader(viewer: Viewer, id: number): Promise<PropertyRecord> {
    const property = await visible(viewer, id);
    if (!mayUploadTo(viewer, property)) throw forbidden(MESSAGES.uploadNotAllowed);
    return property;
  }

  app.get(
    '/property/:id/uploads',
    { schema: { params: PropertyParams, response: replies(VaultPayload) }, config: { access: 'AUTHENTICATED' } },
    async (request) => readVault(db, config, viewerOf(request), request.params.id),
  );

  app.post(
    '/upload/:propertyId',
    { schema: { params: UploadParams, response: createdReplies(UploadResponse) }, config: { access: 'AUTHENTICATED' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const property = await uploader(viewer, request.params.propertyId);
      if (!request.isMultipart()) throw badRequest(MESSAGES.uploadNoFile);
      const stored: StoredFile[] = [];
      try {
        let failure: unknown = null;
        try {
          for await (const part of request.parts()) {
            if (part.type !== 'file') continue;
            // After a refusal the rest of the request still has to be read before the answer.
            if (failure !== null || part.fieldname !== 'file') {
              part.file.resume();
              continue;
            }
            try {
              stored.push(await storeFile(part, property.id, storage, config));
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
        // The files exist before their rows; a crash in between leaves files that start-up removes.
        const rows = await recordUploads(
          db,
          stored.map((file) => ({ ...file, uploadedBy: viewer.id })),
        );
        return reply.code(201).send({ id: rows[0]!.id, uploads: rows.map(uploadJson) });
      } catch (error) {
        await discard(storage, stored);
        throw error;
      }
    },
  );

  app.post(
    '/removeupload/:propertyId',
    {
      schema: { params: UploadParams, body: RemoveUploadBody, response: replies(RemoveUploadResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const property = await uploader(viewer, request.params.propertyId);
      // The row goes first: a file left behind by a failure is an orphan start-up removes, never a row without a file.
      const removed = await removeUpload(db, viewer, property.id, request.body.id);
      if (!removed) throw notFound(MESSAGES.uploadNotFound(request.body.id));
      await storage
        .remove(removed.storageKey)
        .catch((error: unknown) => request.log.warn({ err: error }, 'stored file left for the orphan sweep'));
      return { id: removed.id, removed: true as const };
    },
  );

  app.get(
    '/upload/:propertyId/:uploadId',
    { schema: { params: UploadFileParams, response: replies(FileBytes) }, config: { access: 'AUTHENTICATED' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const property = await visible(viewer, request.params.propertyId);
      const upload = await findUpload(db, property.id, request.params.uploadId);
      if (!upload) throw notFound(MESSAGES.uploadNotFound(request.params.uploadId));
      let stream;
      try {
        stream = await storage.read(upload.storageKey);
      } catch (error) {
        // The store being down is a 503 (the REST error handler), not a missing file.
        if (error instanceof StorageUnavailable) throw error;
        request.log.error({ err: error as FileMissing }, 'uploaded file missing from storage');
        throw notFound(MESSAGES.uploadNotFound(upload.id));
      }
      return (
        reply
          .header('content-type', upload.contentType)
          .header('content-length', String(upload.size))
          .header('content-disposition', contentDisposition(upload.fileName))
          // The type is the one the content was checked to be; the browser must not guess another.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(stream)
      );
    },
  );
};
