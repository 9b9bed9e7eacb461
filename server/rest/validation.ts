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
  const where = (at: ValidationIssue | undefined = issue) =>
    [context, ...(at?.instancePath.split('/').filter(Boolean) ?? [])].filter(Boolean).join('/');
  if (issue?.keyword === 'additionalProperties')
    return `${where()} does not take "${String(issue.params.additionalProperty)}": send only the fields the API declares.`;
  const oneOfKinds = acceptedKinds(issues);
  if (oneOfKinds) return `${where(oneOfKinds.at)} ${oneOfKinds.words}.`;
  if (!issue || issue.keyword !== 'pattern') return fallback;
  const words = PATTERN_WORDS[String(issue.params.pattern)];
  if (!words) return fallback;
  return `${where()} must be ${words}.`;
}

const KIND_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true/false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/**
 * A value that fits none of the kinds a field takes (an answer: text, a list or null): Ajv reports
 * every branch it tried, then the anyOf. The refusal names the field once, with the kinds it takes;
 * when the value is a list the field takes, it names the first item that is not what a list holds.
 */
function acceptedKinds(issues: readonly ValidationIssue[]): { at: ValidationIssue; words: string } | null {
  const outer = issues.findLast((candidate) => candidate.keyword === 'anyOf');
  if (!outer) return null;
  const within = issues.filter(
    (candidate) =>
      candidate.instancePath === outer.instancePath || candidate.instancePath.startsWith(`${outer.instancePath}/`),
  );
  // Of the kind it takes, but over a limit (text too long, a list too long): that limit is the refusal.
  const limit = within.find((candidate) => candidate.keyword !== 'type' && candidate.keyword !== 'anyOf');
  if (limit?.message) return { at: limit, words: limit.message };
  const typed = within.filter((candidate) => candidate.keyword === 'type');
  const deepest = typed.reduce<ValidationIssue | undefined>(
    (found, candidate) => (!found || candidate.instancePath.length > found.instancePath.length ? candidate : found),
    undefined,
  );
  if (!deepest) return null;
  const kinds = new Set(
    typed
      .filter((candidate) => candidate.instancePath === deepest.instancePath)
      .flatMap((candidate) => [candidate.params.type].flat().map(String)),
  );
  const words = [...kinds].map((kind) => KIND_WORDS[kind] ?? kind);
  const listed = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return { at: deepest, words: `must be ${listed}` };
}
