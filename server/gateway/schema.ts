import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAuthDirectives } from './directives.ts';
import { resolvers } from './resolvers/index.ts';

export const SCHEMA_PATH = new URL('../../schema.graphql', import.meta.url);

export function loadTypeDefs(): string {
  return readFileSync(SCHEMA_PATH, 'utf8');
}

/** schema.graphql is the source of truth; resolvers and directives are attached to it here. */
export function buildGatewaySchema(): GraphQLSchema {
  return applyAuthDirectives(makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers }));
}
