import { CombinedGraphQLErrors, ServerError, type ErrorLike } from '@apollo/client';
import { SESSION_MESSAGES } from '../../../domain/messages/session.ts';

/**
 * What a failed request means to the user, decided once for every screen:
 * - `badInput`: the user asked for something the server refuses as input; shown next to that input
 *   (or as a toast), never as a lost connection, because trying again cannot help;
 * - `notFound`: the thing does not exist or is not visible to this user;
 * - `forbidden`: it exists but this user may not do this;
 * - `conflict`: the thing changed state meanwhile (e.g. a signed form);
 * - `session`: the sign-in is no longer valid; the Apollo link already logs out with `message`;
 * - `connection`: the network failed or the server broke (5xx): the only case for the
 *   connection-problem banner and its Try again.
 */
export type Failure =
  | { kind: 'badInput'; message: string }
  | { kind: 'notFound'; message: string }
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'session'; message: string }
  | { kind: 'connection' };

type Coded = { code: string; message: string };

const BY_CODE: Record<string, Failure['kind']> = {
  BAD_USER_INPUT: 'badInput',
  GRAPHQL_VALIDATION_FAILED: 'badInput',
  GRAPHQL_PARSE_FAILED: 'badInput',
  PAYLOAD_TOO_LARGE: 'badInput',
  NOT_FOUND: 'notFound',
  FORBIDDEN: 'forbidden',
  CONFLICT: 'conflict',
  UNAUTHENTICATED: 'session',
  SESSION_EXPIRED: 'session',
};

const BY_STATUS: Record<number, Failure['kind']> = {
  400: 'badInput',
  413: 'badInput',
  422: 'badInput',
  401: 'session',
  440: 'session',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
};

/** Used when the server gave no message of its own. */
const DEFAULT_MESSAGES: Record<Exclude<Failure['kind'], 'connection'>, string> = {
  badInput: 'That request could not be accepted. Please check what you entered.',
  notFound: 'That could not be found.',
  forbidden: 'You do not have permission to do that.',
  conflict: 'That has changed meanwhile. Please reload and try again.',
  session: SESSION_MESSAGES.signInRequired,
};

/** The first coded error of a GraphQL or REST error body, if the text is one. */
function codedFromBody(bodyText: string): Partial<Coded> | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body !== 'object' || body === null) return undefined;
    if ('errors' in body && Array.isArray(body.errors) && body.errors.length > 0) {
      const first: unknown = body.errors[0];
      if (typeof first !== 'object' || first === null) return undefined;
      const message = 'message' in first && typeof first.message === 'string' ? first.message : undefined;
      const extensions =
        'extensions' in first && typeof first.extensions === 'object' && first.extensions !== null
          ? first.extensions
          : {};
      const code = 'code' in extensions && typeof extensions.code === 'string' ? extensions.code : undefined;
      return { code, message };
    }
    if ('error' in body && typeof body.error === 'object' && body.error !== null) {
      const { error } = body;
      return {
        code: 'code' in error && typeof error.code === 'string' ? error.code : undefined,
        message: 'message' in error && typeof error.message === 'string' ? error.message : undefined,
      };
    }
  } catch {
    return undefined;
  }
  return undefined;
}

function build(kind: Failure['kind'], message: string | undefined): Failure {
  if (kind === 'connection') return { kind };
  return { kind, message: message?.trim() || DEFAULT_MESSAGES[kind] };
}

/** Classifies a failed request; anything unrecognised is treated as a connection problem. */
export function classifyFailure(error: ErrorLike): Failure {
  if (CombinedGraphQLErrors.is(error)) {
    // The most specific known code wins: a session end outranks everything else in the response.
    for (const kind of ['session', 'notFound', 'forbidden', 'badInput', 'conflict'] as const) {
      const found = error.errors.find((item) => BY_CODE[String(item.extensions?.code ?? '')] === kind);
      if (found) return build(kind, found.message);
    }
    return { kind: 'connection' };
  }
  if (ServerError.is(error)) {
    const coded = codedFromBody(error.bodyText);
    const kind = (coded?.code ? BY_CODE[coded.code] : undefined) ?? BY_STATUS[error.statusCode];
    if (kind) {
      const fallback = kind === 'session' && error.statusCode === 440 ? SESSION_MESSAGES.sessionExpired : undefined;
      return build(kind, coded?.message ?? fallback);
    }
    return { kind: 'connection' };
  }
  return { kind: 'connection' };
}

/** Like classifyFailure, for the `error` of a query result that may be absent. */
export function failureOf(error: ErrorLike | undefined | null): Failure | null {
  return error ? classifyFailure(error) : null;
}
