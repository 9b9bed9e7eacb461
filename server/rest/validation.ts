import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

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
