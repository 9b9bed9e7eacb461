import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import { ROLE } from '../../domain/roles.ts';
import type { GatewayContext } from './context.ts';

/** Whether the operation asks for the schema itself (`__schema` or `__type`; `__typename` is data). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

export const INTROSPECTION_REFUSED = 'GraphQL introspection is available to administrators only.';

/**
 * In production the schema is described to administrators only, so they can write ad-hoc queries
 * and reports in an explorer while nobody else learns its shape. Apollo's own switch is all or
 * nothing; this asks the API who the caller is (one call, only for an introspection query).
 */
export const administratorIntrospectionOnly: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ document, contextValue }) {
        if (!asksForSchema(document)) return;
        if (contextValue.viewerId) {
          const viewer = await contextValue.rest.viewer(contextValue.viewerId).catch(() => null);
          if (viewer?.role === ROLE.administrator) return;
        }
        throw new GraphQLError(INTROSPECTION_REFUSED, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
      },
    };
  },
};
