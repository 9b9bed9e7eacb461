import type { Options } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../domain/messages.ts';
import { describeRefusal, findUnstorableText } from '../http/storable-text.ts';
import { badRequest } from '../http/errors.ts';
import { sharedValidatorCompiler } from '../http/compiled-schemas.ts';

/** One Ajv (with the standard formats) per coercion mode in the process, shared by every app's routes. */
function ajv(options: Options) {
  // Nothing is stripped: an undeclared field is refused (closed-inputs.ts), so a client learns of its mistake.
  return sharedValidatorCompiler(
    { removeAdditional: false, useDefaults: true, allErrors: false, ...options },
    { formats: true },
  );
}

/**
 * Path and query values arrive as text, so they are coerced to the schema's types ("2" → 2).
 * JSON bodies already carry types, so they are not: `{"displayName": 42}` is a 400, not "42".
 */
export function strictBodies(app: FastifyInstance) {
  const textual = ajv({ coerceTypes: 'array' });
  const typed = ajv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? typed : textual)(schema));
}

/**
 * Every route's parsed params, query and body are checked, before their schemas, for text the
 * database cannot store (NUL, unpaired surrogates) and for nesting no request needs: a 400 naming
 * the field, instead of a 500 once PostgreSQL refuses what validation let through.
 */
export function storableInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const refusal = findUnstorableText(value, part);
      if (refusal) throw badRequest(MESSAGES.invalidRequest(describeRefusal(refusal)));
    }
  });
}

/**
 * The forms the API's text patterns stand for, in words: a refusal says what a value must be, not
 * the regular expression it failed (`after must be a property id: digits only`).
 */
export const PATTERN_WORDS: Readonly<Record<string, string>> = {
  '^[0-9]{0,10}$': 'a property id: digits only, at most 10',
  '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$': 'up to 100 ids of digits, separated by commas',
  '^[A-Za-z0-9._:@|-]+$': 'a user id: letters, digits and . _ : @ | - only',
  '^[a-z]+$': 'lower-case letters only',
  '^[A-Za-z-]+$': 'letters and hyphens only',
  '^[0-9]+$': 'digits only',
  '^[0-9]{1,15}$': 'an event cursor: digits only, at most 15',
  '^\\d{4}-\\d{2}-\\d{2}$': 'a date written as YYYY-MM-DD',
  '^https://[^\\s"\'<>\\\\]+$': 'an https:// address',
  '^(0|[1-9][0-9]{0,18})$': 'an answers revision as a form gave it out: digits, without leading zeros',
};

type ValidationIssue = { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string };

/**
 * A schema refusal as the API words it: Ajv's own message, except that a failed pattern says the
 * form the value must take. `context` is the request part (body, querystring, params).
 */
export function describeValidation(
  issues: readonly ValidationIssue[],
  context: string | undefined,
  fallback: string,
): string {
  const [issue] = issues;
  const where = () => [context, ...(issue?.instancePath.split('/').filter(Boolean) ?? [])].filter(Boolean).join('/');
  if (issue?.keyword === 'additionalProperties')
    return `${where()} does not take "${String(issue.params.additionalProperty)}": send only the fields the API declares.`;
  if (!issue || issue.keyword !== 'pattern') return fallback;
  const words = PATTERN_WORDS[String(issue.params.pattern)];
  if (!words) return fallback;
  return `${where()} must be ${words}.`;
}
