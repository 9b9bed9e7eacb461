import { MESSAGES } from '../../../domain/messages.ts';
import { AppError } from '../app-error.ts';

/** At most this many files in one upload request. */
export const MAX_FILES_PER_REQUEST = 10;

/**
 * What the client hears when the multipart parser (busboy through @fastify/multipart) gives up on
 * the request itself: too many files is the product's own limit and says so; anything else (a body
 * cut off before its closing boundary, a malformed part, too many parts) is a request that could
 * not be read, 400, never the parser's wording nor a 500.
 */
export function multipartRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'FST_FILES_LIMIT') return new AppError('too-large', MESSAGES.uploadTooManyFiles(MAX_FILES_PER_REQUEST));
  return new AppError('invalid', MESSAGES.uploadUnreadable);
}
