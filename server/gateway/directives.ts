import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { defaultFieldResolver, GraphQLError, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { can, isAction } from '../../domain/permissions.ts';
import { isRoleCode } from '../../domain/roles.ts';
import type { GatewayContext } from './context.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { UserSource } from './rest/sources.ts';
import { knownViewerOf, viewerOf } from './viewer.ts';

/**
 * `@auth(requires: ACTION)`: the field resolves only for a verified sign-in whose role may take the
 * action. `@public` marks the few fields open to anyone. A root field with neither is refused at
 * start-up, so a new field cannot be exposed by forgetting to say who may call it.
 */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const marked = getDirective(schema, field, 'auth')?.[0] ?? getDirective(schema, field, 'public')?.[0];
      if (!marked) throw new Error(`root field ${root!.name}.${field.name} has neither @auth nor @public`);
    }
  }
  const rootTypes = new Set([
    schema.getQueryType()?.name,
    schema.getMutationType()?.name,
    schema.getSubscriptionType()?.name,
  ]);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, _fieldName, typeName) => {
      const isRoot = rootTypes.has(typeName);
      const auth = getDirective(schema, fieldConfig, 'auth')?.[0];
      if (!auth) return fieldConfig;
      const requires = String(auth.requires);
      if (requires !== 'AUTHENTICATED' && !isAction(requires))
        throw new Error(`@auth names unknown action ${requires}`);
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      // The checks run synchronously whenever the viewer is already known, so the fields of a
      // page's rows resolve without a promise each; only a first lookup of the viewer waits.
      const allowed = (viewer: UserSource) =>
        isRoleCode(viewer.role) && isAction(requires) && can(viewer.role, requires);
      const deniedOrNull = () => {
        // Inside an object the viewer may see, a field their role may not read is simply absent.
        if (!isRoot) return null;
        throw new GraphQLError(MESSAGES.noPermission, { extensions: { code: 'FORBIDDEN' } });
      };
      // A subscription field is checked when it subscribes as well as for each event it resolves.
      const subscribe = fieldConfig.subscribe;
      return {
        ...fieldConfig,
        ...(subscribe
          ? {
              subscribe: async (source: unknown, args: Record<string, unknown>, context: GatewayContext, info: GraphQLResolveInfo) => {
                if (context.authError) throw context.authError;
                if (!context.viewerId)
                  throw new GraphQLError(MESSAGES.signInRequired, { extensions: { code: 'UNAUTHENTICATED' } });
                if (requires !== 'AUTHENTICATED' && !allowed(knownViewerOf(context) ?? (await viewerOf(context))))
                  throw new GraphQLError(MESSAGES.noPermission, { extensions: { code: 'FORBIDDEN' } });
                return subscribe(source, args, context, info);
              },
            }
          : {}),
        resolve: (source, args, context: GatewayContext, info) => {
          if (context.authError) throw context.authError;
          if (!context.viewerId)
            throw new GraphQLError(MESSAGES.signInRequired, { extensions: { code: 'UNAUTHENTICATED' } });
          // A verified token is enough for AUTHENTICATED; only an action needs the role, fetched once per request.
          if (requires === 'AUTHENTICATED') return resolve(source, args, context, info);
          const known = knownViewerOf(context);
          if (known) return allowed(known) ? resolve(source, args, context, info) : deniedOrNull();
          return viewerOf(context).then((viewer) =>
            allowed(viewer) ? resolve(source, args, context, info) : deniedOrNull(),
          );
        },
      };
    },
  });
}
