import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', EmailAddress: 'string' };

/**
 * One schema, two outputs: resolver types for the gateway (each GraphQL type mapped to the REST
 * payload it is resolved from) and, for the web app, typed documents plus a hook per operation.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'operations/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'server/gateway/generated/resolvers-types.ts': {
      documents: [],
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'Date | string', EmailAddress: 'string' },
        contextType: '../context.ts#GatewayContext',
        mappers: {
          Property: '../rest/payloads.ts#RestProperty',
          Phase: '../rest/payloads.ts#RestPhase',
          User: '../rest/payloads.ts#RestUser',
          Viewer: '../rest/payloads.ts#RestUser',
          Organisation: '../rest/payloads.ts#RestOrganisation',
          PropertyConnection: '../rest/payloads.ts#RestPropertyPage',
          Health: '../rest/payloads.ts#RestHealth',
        },
      },
    },
    'web/src/gql/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node', './web/codegen/apollo-hooks-plugin.cjs'],
      config: { useTypeImports: true, enumsAsTypes: true, scalars, avoidOptionals: { field: true, inputValue: false }, nonOptionalTypename: true },
    },
  },
  hooks: { afterAllFileWrite: [] },
};

export default config;
