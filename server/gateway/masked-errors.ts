import type { GraphQLFormattedError } from 'graphql';
import { MESSAGES } from '../../domain/messages.ts';

/** The codes of refusals graphql-js words itself, naming the schema's types as it goes. */
const WORDED_BY_GRAPHQL = new Set(['GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'GRAPHQL_PARSE_FAILED']);

/**
 * graphql-js's wording with the names of the schema's input types taken out (the types of what a
 * client sends: input objects, wrapped lists, the expected type of a variable); what the client sent itself (its
 * variable, argument and field names, the path into its variables) stays, so a developer still
 * sees what to fix. `Field "SaveAnswersInput.answers" of required type "[AnswerInput!]!" was not
 * provided.` becomes `Field "answers" was not provided.`
 */
export function withoutTypeNames(message: string): string {
  return message
    .replace(/"[A-Z]\w*\.(\w+)"/g, '"$1"')
    .replace(/ of (?:required )?type "[^"]+"/g, '')
    .replace(/ (is not defined|does not exist) by type "[^"]+"/g, ' $1')
    .replace(/Expected value of type "[^"]+"/g, 'Expected a value of another type')
    .replace(/ used in position expecting type "[^"]+"/g, ' used where another type is expected');
}

/**
 * Production answers give nothing of the schema away (introspection is for administrators only):
 * a refusal graphql-js worded loses its type names, keeping its code and path.
 */
export function maskSchemaDetails(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code !== 'string' || !WORDED_BY_GRAPHQL.has(code)) return formatted;
  return { ...formatted, message: withoutTypeNames(formatted.message) || MESSAGES.invalidGraphqlRequest };
}
