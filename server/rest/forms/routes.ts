import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contracts/errors.ts';
import {
  FormDefinitionSchema,
  FormVersionParams,
  type FormDefinitionPayload,
} from '../../../contracts/questionnaires.ts';
import { PUBLISHED_FORMS } from '../../../domain/forms/content/published.ts';
import type { FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { readFormVersion } from '../../use-cases/questionnaires/read-form-version.ts';

const LATEST = new Map(PUBLISHED_FORMS.map((definition) => [definition.id, definition]));

/**
 * A published version of a form never changes, so a client keeps it for a year without asking
 * again, and a shared cache may keep it for everyone: it holds the form's wording, nothing of any
 * property or person (docs/decisions/0561-form-versions-cached-once.md).
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Each version's entity tag, from its content, worked out once. */
const tags = new WeakMap<FormDefinition, string>();
function entityTag(definition: FormDefinition): string {
  let tag = tags.get(definition);
  if (!tag) {
    const digest = createHash('sha256').update(JSON.stringify(definition)).digest('base64url').slice(0, 27);
    tag = `"${definition.id}-${definition.version}-${digest}"`;
    tags.set(definition, tag);
  }
  return tag;
}

/** Whether an If-None-Match header names the tag (a list, a weak form or `*`). */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === tag || candidate === '*');
}

/** Form definitions by version: what every property answered under that version shares. */
export const formVersionRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get(
    '/forms/:questionnaireId/versions/:version',
    {
      schema: {
        params: FormVersionParams,
        // 304: the client's copy, named by its entity tag, is this version (no body).
        response: { 200: FormDefinitionSchema, 304: Type.Null(), '4xx': ErrorBody, '5xx': ErrorBody },
      },
      config: { access: 'AUTHENTICATED' },
    },
    async (request, reply) => {
      const { questionnaireId, version } = request.params;
      const definition = await readFormVersion(
        { db, latest: LATEST },
        { viewer: viewerOf(request), questionnaireId: questionnaireId as QuestionnaireId, version },
      );
      const tag = entityTag(definition);
      reply.header('cache-control', IMMUTABLE).header('etag', tag);
      if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send(null);
      // The contract's arrays are mutable where the definition's are readonly; the shapes are the same.
      return definition as FormDefinitionPayload;
    },
  );
};
