import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { MESSAGES } from '../../domain/messages.ts';
import { describeRefusal, findUnstorableText, unstorableIn, type TextRefusal } from '../http/storable-text.ts';

/** The first string literal written in the operation itself that cannot be stored. */
function literalRefusal(document: DocumentNode): TextRefusal | null {
  let found: TextRefusal | null = null;
  visit(document, {
    StringValue(node) {
      const kind = unstorableIn(node.value);
      if (!kind || found) return;
      found = {
        kind,
        path: `the text at line ${node.loc?.startToken.line ?? '?'}, column ${node.loc?.startToken.column ?? '?'}`,
      };
    },
  });
  return found;
}

/**
 * The gateway's one check of text before any resolver calls the API: variables and the string
 * literals of the operation, refused (400 BAD_USER_INPUT) when they hold what the database cannot
 * store, with the REST API's words, so a mutation never half-runs on text the API would refuse.
 */
export const storableInput: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const refusal =
          findUnstorableText(request.variables ?? {}, 'variables') ??
          (document.kind === Kind.DOCUMENT ? literalRefusal(document) : null);
        if (!refusal) return;
        throw new GraphQLError(MESSAGES.invalidRequest(describeRefusal(refusal)), {
          extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
        });
      },
    };
  },
};
