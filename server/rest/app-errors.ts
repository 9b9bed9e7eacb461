import type { RestErrorCode } from '../../contracts/errors.ts';
import { HttpError } from '../http/errors.ts';
import { AppError, type AppErrorCode } from '../use-cases/app-error.ts';

/** Each refusal of a use case as the REST API answers it: the one place its statuses are chosen. */
const HTTP: Record<AppErrorCode, [status: number, code: RestErrorCode]> = {
  invalid: [400, 'BAD_REQUEST'],
  'answers-refused': [400, 'BAD_REQUEST'],
  forbidden: [403, 'FORBIDDEN'],
  'not-found': [404, 'NOT_FOUND'],
  conflict: [409, 'CONFLICT'],
  'answers-changed': [409, 'CONFLICT'],
  'too-large': [413, 'PAYLOAD_TOO_LARGE'],
  'unsupported-type': [415, 'UNSUPPORTED_MEDIA_TYPE'],
  // Read, but not something the product can take (an encrypted PDF).
  'unreadable-file': [422, 'BAD_REQUEST'],
  'provider-failed': [502, 'PROVIDER_UNAVAILABLE'],
  'provider-timed-out': [504, 'PROVIDER_UNAVAILABLE'],
  unavailable: [503, 'SERVICE_UNAVAILABLE'],
};

/** The REST API's error for a refusal, from a route or a use case; undefined for anything else (a fault). */
export function asHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof AppError)) return undefined;
  const [status, code] = HTTP[error.code];
  return new HttpError(status, code, error.message, error.questions, error.changes);
}
