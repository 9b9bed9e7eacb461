import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { MESSAGES } from '../../../domain/messages.ts';
import type { GatewayContext } from '../context.ts';
import { fieldWeights, operationWork } from './field-cost.ts';
import { InFlightBudget } from './in-flight-budget.ts';

export type WorkLimits = {
  /** The most work one request may ask for (the sum of its fields' `@cost` weights). */
  maxWork: number;
  /** From this much work an operation is expensive: its work counts against the viewer's budget while it runs. */
  expensiveFrom: number;
  /** The work of expensive operations one viewer may have in flight on this instance at once. */
  workInFlightPerViewer: number;
};

/**
 * Prices each operation by the work its fields declare (`@cost(weight: …)` in schema.graphql) once
 * Apollo has chosen it: past `maxWork` it is refused before anything runs (400, in the words of the
 * other limits), and an expensive one runs only while its work and that of the viewer's other
 * expensive operations in flight stay within `workInFlightPerViewer` (else 429 RATE_LIMITED), so one
 * account cannot keep the gateway busy building exports and reports while everyone else waits.
 */
export function workLimits(schema: GraphQLSchema, limits: WorkLimits): ApolloServerPlugin<GatewayContext> {
  const weights = fieldWeights(schema);
  const budget = new InFlightBudget(limits.workInFlightPerViewer);
  return {
    async requestDidStart() {
      let release: (() => void) | null = null;
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          // No operation chosen: the executor answers with GraphQL's own refusal, and nothing runs.
          if (!operation) return;
          const work = operationWork(schema, weights, document, operation);
          if (work > limits.maxWork)
            throw new GraphQLError(MESSAGES.queryTooMuchWork(limits.maxWork), {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          // Without a verified viewer every priced field is refused by @auth before it does any work.
          if (work < limits.expensiveFrom || !contextValue.viewerId) return;
          release = budget.tryTake(contextValue.viewerId, work);
          if (!release)
            throw new GraphQLError(MESSAGES.tooManyExpensiveRequests, {
              extensions: {
                code: 'RATE_LIMITED',
                http: { status: 429, headers: new HeaderMap([['retry-after', '1']]) },
              },
            });
        },
        async willSendResponse() {
          release?.();
          release = null;
        },
      };
    },
  };
}
