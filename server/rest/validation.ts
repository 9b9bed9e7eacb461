import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../domain/messages.ts';
import { describeRefusal, findUnstorableText } from '../http/storable-text.ts';
import { badRequest } from '../http/errors.ts';

function ajv(options: Options) {
  const instance = new Ajv({ removeAdditional: true, useDefaults: true, allErrors: false, ...options });
  addFormats.default(instance);
  return instance;
}

/**
 * Path and query values arrive as text, so they are coerced to the schema's types ("2" → 2).
 * JSON bodies already carry types, so they are not: `{"displayName": 42}` is a 400, not "42".
 */
export function strictBodies(app: FastifyInstance) {
  const textual = ajv({ coerceTypes: 'array' });
  const typed = ajv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? typed : textual).compile(schema));
}

/**
 * Every route's parsed params, query and body are checked, before their schemas, for text the
 * database cannot store (NUL, unpaired surrogates) and for nesting no request needs: a 400 naming
 * the field, instead of a 500 once PostgreSQL refuses what validation let through.
 */
export function storableInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['querystring', request.query], ['body', request.body]] as const) {
      const refusal = findUnstorableText(value, part);
      if (refusal) throw badRequest(MESSAGES.invalidRequest(describeRefusal(refusal)));
    }
  });
}
