import type { ApolloClient } from '@apollo/client';
import { QuestionnaireDocument } from '../../gql/forms.ts';

/** The form screen's query, asked for as the page opens (see AppRoute.prefetch). */
export function prefetchQuestionnaire(
  client: ApolloClient,
  propertyId: string,
  questionnaireId: number,
): Promise<unknown> {
  return client.query({ query: QuestionnaireDocument, variables: { propertyId, questionnaireId } });
}
