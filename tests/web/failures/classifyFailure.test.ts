import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../../web/src/failures/classifyFailure.ts';

const graphqlErrors = (code: string | undefined, message = 'Server says so') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: code ? { code } : {} }] });
const httpError = (status: number, body: string) =>
  new ServerError('failed', { response: new Response(body, { status }), bodyText: body });

describe('classifyFailure over GraphQL error codes', () => {
  it.each([
    ['BAD_USER_INPUT', 'badInput'],
    ['GRAPHQL_VALIDATION_FAILED', 'badInput'],
    ['NOT_FOUND', 'notFound'],
    ['FORBIDDEN', 'forbidden'],
    ['CONFLICT', 'conflict'],
    ['UNAUTHENTICATED', 'session'],
    ['SESSION_EXPIRED', 'session'],
  ])('%s is %s, with the server message', (code, kind) => {
    expect(classifyFailure(graphqlErrors(code))).toEqual({ kind, message: 'Server says so' });
  });

  it('an internal server error or an unknown code is a connection problem', () => {
    expect(classifyFailure(graphqlErrors('INTERNAL_SERVER_ERROR'))).toEqual({ kind: 'connection' });
    expect(classifyFailure(graphqlErrors(undefined))).toEqual({ kind: 'connection' });
  });

  it.each(['UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE', 'SERVICE_UNAVAILABLE'])(
    'the gateway timing out or the database or store out of reach (%s) shows the connection banner',
    (code) => {
      expect(classifyFailure(graphqlErrors(code))).toEqual({ kind: 'connection' });
    },
  );

  it('a long search refused by the server is bad input, not a lost connection', () => {
    const error = graphqlErrors('BAD_USER_INPUT', 'querystring/search must NOT have more than 200 characters');
    expect(classifyFailure(error)).toEqual({
      kind: 'badInput',
      message: 'querystring/search must NOT have more than 200 characters',
    });
  });

  it('a session end outranks another error in the same response', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'Missing', extensions: { code: 'NOT_FOUND' } },
        { message: 'Expired', extensions: { code: 'SESSION_EXPIRED' } },
      ],
    });
    expect(classifyFailure(error)).toEqual({ kind: 'session', message: 'Expired' });
  });

  it('a blank server message gets a readable default', () => {
    expect(classifyFailure(graphqlErrors('FORBIDDEN', ' '))).toEqual({
      kind: 'forbidden',
      message: 'You do not have permission to do that.',
    });
  });
});

describe('classifyFailure over HTTP statuses', () => {
  it('reads the code and message from a GraphQL or REST error body', () => {
    const graphqlBody = JSON.stringify({ errors: [{ message: 'Too long', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(classifyFailure(httpError(400, graphqlBody))).toEqual({ kind: 'badInput', message: 'Too long' });
    const restBody = JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Not yours' } });
    expect(classifyFailure(httpError(403, restBody))).toEqual({ kind: 'forbidden', message: 'Not yours' });
  });

  it.each([
    [400, 'badInput'],
    [413, 'badInput'],
    [422, 'badInput'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [401, 'session'],
    [440, 'session'],
  ])('status %i without a coded body is %s', (status, kind) => {
    expect(classifyFailure(httpError(status, 'not json')).kind).toBe(kind);
  });

  it('440 without a message says the session expired', () => {
    expect(classifyFailure(httpError(440, ''))).toEqual({
      kind: 'session',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it.each([500, 502, 503, 504])('status %i is a connection problem', (status) => {
    expect(classifyFailure(httpError(status, '<html>Bad gateway</html>'))).toEqual({ kind: 'connection' });
  });

  it('a network failure is a connection problem', () => {
    expect(classifyFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'connection' });
  });
});
