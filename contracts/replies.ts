import type { TSchema } from 'typebox';
import { ErrorBody } from './errors.ts';

/**
 * The `response` schemas of a route: its success body, and the error shape for everything else.
 * Fastify serialises through them, so a field missing from the schema never leaves the server.
 */
export function replies<S extends TSchema>(ok: S) {
  return { 200: ok, '4xx': ErrorBody, '5xx': ErrorBody } as const;
}

/** For routes that answer 201 when they create and 200 when the thing already existed. */
export function createdReplies<S extends TSchema>(ok: S) {
  return { 200: ok, 201: ok, '4xx': ErrorBody, '5xx': ErrorBody } as const;
}
