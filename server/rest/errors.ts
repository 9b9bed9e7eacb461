import type { ErrorBody, RestErrorCode } from '../../contracts/errors.ts';

/** The REST API's one error type: a status, a stable code and a message safe to show a user. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: RestErrorCode;
  constructor(status: number, code: RestErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const badRequest = (message: string) => new HttpError(400, 'BAD_REQUEST', message);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

export function errorBody(code: RestErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}
