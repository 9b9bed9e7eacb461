// graphql-codegen plugin: a typed hook per operation (useXQuery, useXLazyQuery, useXMutation,
// useXSubscription) that
// wraps Apollo Client 4's own hooks around the generated typed documents. The community
// typescript-react-apollo plugin targets Apollo Client 3, whose hook signatures changed.
const { Kind } = require('graphql');

const capitalise = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    const needs = new Set();
    for (const { document } of documents) {
      for (const definition of document?.definitions ?? []) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
        const base = capitalise(definition.name.value);
        if (definition.operation === 'query') {
          const data = `${base}Query`;
          const vars = `${base}QueryVariables`;
          needs.add('useQuery').add('useLazyQuery');
          lines.push(
            `export function use${base}Query(options?: useQuery.Options<${data}, ${vars}>) {`,
            `  return useQuery(${base}Document, options as useQuery.Options<${data}, ${vars}>);`,
            `}`,
            `export function use${base}LazyQuery(options?: useLazyQuery.Options<${data}, ${vars}>) {`,
            `  return useLazyQuery(${base}Document, options);`,
            `}`,
          );
        } else if (definition.operation === 'mutation') {
          const data = `${base}Mutation`;
          const vars = `${base}MutationVariables`;
          needs.add('useMutation');
          lines.push(
            `export function use${base}Mutation(options?: useMutation.Options<${data}, ${vars}>) {`,
            `  return useMutation(${base}Document, options);`,
            `}`,
          );
        } else if (definition.operation === 'subscription') {
          const data = `${base}Subscription`;
          const vars = `${base}SubscriptionVariables`;
          needs.add('useSubscription');
          lines.push(
            `export function use${base}Subscription(options?: useSubscription.Options<${data}, ${vars}>) {`,
            `  return useSubscription(${base}Document, options as useSubscription.Options<${data}, ${vars}>);`,
            `}`,
          );
        }
      }
    }
    if (lines.length === 0) return '';
    return {
      prepend: [`import { ${[...needs].sort().join(', ')} } from '@apollo/client/react';`],
      content: lines.join('\n'),
    };
  },
};
