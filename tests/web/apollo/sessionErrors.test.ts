import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { isNotFound, sessionEndMessage } from '../../../web/src/apollo/sessionErrors.ts';

const graphqlErrors = (code: string, message = 'msg') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });
const httpError = (status: number, body: string) =>
  new ServerError('failed', { response: new Response(body, { status }), bodyText: body });

describe('sessionEndMessage', () => {
  it('ends the session on UNAUTHENTICATED and SESSION_EXPIRED with the server message', () => {
    expect(sessionEndMessage(graphqlErrors('UNAUTHENTICATED', 'Bad token'))).toBe('Bad token');
    expect(sessionEndMessage(graphqlErrors('SESSION_EXPIRED', 'Expired'))).toBe('Expired');
  });

  it('ends the session on HTTP 401 and 440', () => {
    expect(sessionEndMessage(httpError(401, JSON.stringify({ errors: [{ message: 'No token' }] })))).toBe('No token');
    expect(sessionEndMessage(httpError(401, JSON.stringify({ error: { code: 'x', message: 'Rest says no' } })))).toBe(
      'Rest says no',
    );
    expect(sessionEndMessage(httpError(440, 'not json'))).toBe('Your session has expired. Please log in again.');
  });

  it('leaves other errors alone', () => {
    expect(sessionEndMessage(graphqlErrors('FORBIDDEN'))).toBeNull();
    expect(sessionEndMessage(httpError(500, 'boom'))).toBeNull();
    expect(sessionEndMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(sessionEndMessage(undefined)).toBeNull();
  });

  it('recognises NOT_FOUND', () => {
    expect(isNotFound(graphqlErrors('NOT_FOUND'))).toBe(true);
    expect(isNotFound(graphqlErrors('FORBIDDEN'))).toBe(false);
  });
});
