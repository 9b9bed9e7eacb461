import { Type, type Static } from 'typebox';
import { OneOf } from './common.ts';

/** Every code the REST API puts in `{ error: { code } }`; the gateway maps them by status. */
export const REST_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  /** An outside service (address lookup, Land Registry, portal) failed or was too slow: 502 or 504. */
  'PROVIDER_UNAVAILABLE',
] as const;

export type RestErrorCode = (typeof REST_ERROR_CODES)[number];

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: OneOf(REST_ERROR_CODES),
      message: Type.String(),
    }),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;
