import { describe, expect, it } from 'vitest';
import type { AnswerChangePayload } from '../../../../contracts/answer-changes.ts';
import { HttpError } from '../../../../server/http/errors.ts';
import { asHttpError } from '../../../../server/rest/app-errors.ts';
import {
  AppError,
  answersChanged,
  answersRefused,
  conflict,
  forbidden,
  notFound,
  type AppErrorCode,
} from '../../../../server/use-cases/app-error.ts';

const change: AnswerChangePayload = {
  question_id: 'q1',
  question: '1.1 Is the property listed?',
  kind: 'person',
  changed_by: 'Sam Seller',
  cleared: false,
  changed_at: '2026-11-28T12:00:00.000Z',
};

describe('a use case refusal over REST', () => {
  it.each<[AppError, number, string]>([
    [notFound('No such property.'), 404, 'NOT_FOUND'],
    [forbidden('Not yours.'), 403, 'FORBIDDEN'],
    [conflict('Already ordered.'), 409, 'CONFLICT'],
    [new AppError('too-large', 'Too large.'), 413, 'PAYLOAD_TOO_LARGE'],
    [new AppError('unsupported-type', 'Not a kind we take.'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [new AppError('unreadable-file', 'Encrypted.'), 422, 'BAD_REQUEST'],
    [new AppError('provider-failed', 'Down.'), 502, 'PROVIDER_UNAVAILABLE'],
    [new AppError('provider-timed-out', 'Slow.'), 504, 'PROVIDER_UNAVAILABLE'],
    [new AppError('unavailable', 'Later.'), 503, 'SERVICE_UNAVAILABLE'],
  ])('answers %s with its status and code, and the same message', (error, status, code) => {
    const http = asHttpError(error)!;
    expect({ status: http.status, code: http.code, message: http.message }).toEqual({
      status,
      code,
      message: error.message,
    });
  });

  it('carries the refused answers of a save, and the changes a signature missed', () => {
    const questions = [{ question_id: 'q1', message: 'Enter a date.' }];
    expect(asHttpError(answersRefused('Some answers were not saved.', questions))).toMatchObject({
      status: 400,
      questions,
    });
    expect(asHttpError(answersChanged([change]))).toMatchObject({ status: 409, code: 'CONFLICT', changes: [change] });
  });

  it('gives every code a status, and leaves faults and HTTP errors as they are', () => {
    const codes: AppErrorCode[] = [
      'invalid',
      'answers-refused',
      'forbidden',
      'not-found',
      'conflict',
      'answers-changed',
      'too-large',
      'unsupported-type',
      'unreadable-file',
      'provider-failed',
      'provider-timed-out',
      'unavailable',
    ];
    for (const code of codes) expect(asHttpError(new AppError(code, 'x'))?.status).toBeGreaterThanOrEqual(400);
    const http = new HttpError(429, 'RATE_LIMITED', 'Slow down.');
    expect(asHttpError(http)).toBe(http);
    expect(asHttpError(new Error('a fault'))).toBeUndefined();
  });
});
