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
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { MAX_FILES_PER_REQUEST } from '../../use-cases/uploads/multipart-refusal.ts';
import { openUpload } from '../../use-cases/uploads/open-upload.ts';
import { readVault } from '../../use-cases/uploads/read-vault.ts';
import { removeUpload } from '../../use-cases/uploads/remove-upload.ts';
import { uploadFiles } from '../../use-cases/uploads/upload-files.ts';
import { uploadJson } from '../../use-cases/uploads/upload-json.ts';

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

  app.get(
    '/property/:id/uploads',
    { schema: { params: PropertyParams, response: replies(VaultPayload) }, config: { access: 'AUTHENTICATED' } },
    async (request) => readVault({ db, config }, { viewer: viewerOf(request), propertyId: request.params.id }),
  );

  app.post(
    '/upload/:propertyId',
    { schema: { params: UploadParams, response: createdReplies(UploadResponse) }, config: { access: 'AUTHENTICATED' } },
    async (request, reply) => {
      const uploads = await uploadFiles(
        { db, storage, config },
        {
          viewer: viewerOf(request),
          propertyId: request.params.propertyId,
          parts: request.isMultipart() ? () => request.parts() : undefined,
        },
      );
      return reply.code(201).send({ id: uploads[0]!.id, uploads: uploads.map(uploadJson) });
    },
  );

  app.post(
    '/removeupload/:propertyId',
    {
      schema: { params: UploadParams, body: RemoveUploadBody, response: replies(RemoveUploadResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const removed = await removeUpload(
        { db, storage, log: request.log },
        { viewer: viewerOf(request), propertyId: request.params.propertyId, uploadId: request.body.id },
      );
      return { id: removed.id, removed: true as const };
    },
  );

  app.get(
    '/upload/:propertyId/:uploadId',
    { schema: { params: UploadFileParams, response: replies(FileBytes) }, config: { access: 'AUTHENTICATED' } },
    async (request, reply) => {
      const { upload, bytes } = await openUpload(
        { db, storage, log: request.log },
        { viewer: viewerOf(request), propertyId: request.params.propertyId, uploadId: request.params.uploadId },
      );
      return (
        reply
          .header('content-type', upload.contentType)
          .header('content-length', String(upload.size))
          .header('content-disposition', contentDisposition(upload.fileName))
          // The type is the one the content was checked to be; the browser must not guess another.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(bytes)
      );
    },
  );
};
