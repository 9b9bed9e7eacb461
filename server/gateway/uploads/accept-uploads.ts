import type { FastifyInstance } from 'fastify';
import { processRequest } from 'graphql-upload-minimal';
import { MESSAGES } from '../../../domain/messages.ts';
import { describeBytes } from '../../../domain/uploads.ts';

/** Files per uploadDocuments request, as for `POST /upload/{id}`. */
const MAX_FILES = 10;

/**
 * Multipart GraphQL requests (graphql-multipart-request-spec) for uploadDocuments. The operation
 * is parsed here and each file is handed to its resolver as a stream; Apollo's CSRF prevention
 * still requires the Apollo-Require-Preflight header, which browsers cannot send cross-site
 * without a preflight. Files are cut at the limit and refused by the resolver (busboy's
 * `truncated`), since graphql-upload-minimal alone would report success.
 */
export function acceptUploads(app: FastifyInstance, maxBytes: number) {
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  app.addHook('preValidation', async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
    try {
      request.body = await processRequest(request.raw, reply.raw, { maxFileSize: maxBytes, maxFiles: MAX_FILES });
    } catch (error) {
      const { status, message } = uploadRefusal(error, maxBytes);
      return reply
        .code(status)
        .send({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT' } }] });
    }
  });
}

/**
 * The product's words for graphql-upload-minimal's refusals, as the REST API words them: too many
 * files, a file too large, and otherwise a request that could not be read (cut off, malformed, or
 * the parser's own 499 and 500 for a closed or empty body) as 400.
 */
function uploadRefusal(error: unknown, maxBytes: number): { status: number; message: string } {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : 400;
  const message = error instanceof Error ? error.message : '';
  if (status === 413 && message.includes('max file uploads'))
    return { status, message: MESSAGES.uploadTooManyFiles(MAX_FILES) };
  if (status === 413 && message.includes('multipart field'))
    return { status, message: MESSAGES.invalidRequest('the operations or map field is too large.') };
  if (status === 413) return { status, message: MESSAGES.uploadTooLarge(describeBytes(maxBytes)) };
  return { status: 400, message: MESSAGES.uploadUnreadable };
}
