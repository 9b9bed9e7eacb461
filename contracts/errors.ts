import { Type, type Static } from 'typebox';
import { AnswerChangePayload } from './answer-changes.ts';
import { OneOf } from './common.ts';

/** Every code the REST API puts in `{ error: { code } }`; the gateway maps them by status. */
export const REST_ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  /** 403: a person who has not accepted the Terms and Conditions asked for a property's data; the web app shows the terms. */
  'TERMS_NOT_ACCEPTED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  /** An outside service (address lookup, Land Registry, portal) failed or was too slow: 502 or 504. */
  'PROVIDER_UNAVAILABLE',
  /** Too many requests from one user or address in the window: 429 with Retry-After. */
  'RATE_LIMITED',
  /** The database or the document store cannot be reached for a moment: 503 with Retry-After; trying again shortly helps. */
  'SERVICE_UNAVAILABLE',
] as const;

export type RestErrorCode = (typeof REST_ERROR_CODES)[number];

/** One refused answer of a save: which question, and why, in words a seller can act on. */
export const QuestionError = Type.Object({
  question_id: Type.String(),
  message: Type.String(),
});
export type QuestionError = Static<typeof QuestionError>;

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: OneOf(REST_ERROR_CODES),
      message: Type.String(),
      /** A refused save names every answer it refused, so each reason shows beside its question. */
      questions: Type.Optional(Type.Array(QuestionError)),
      /** A signature refused because someone else changed answers since the revision sent: each of them. */
      changes: Type.Optional(Type.Array(AnswerChangePayload)),
    }),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;
