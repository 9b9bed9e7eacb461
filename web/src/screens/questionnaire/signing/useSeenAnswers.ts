import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { QuestionnaireChangesDocument } from '../../../gql/forms.ts';
import { changesByQuestion, type AnswerChange } from './changeNote.ts';

/**
 * The answers revision this screen has shown the seller, which a signature sends back, and what
 * someone else changed that the screen then had to point out. It is the revision of the answers
 * the form opened with, not the newest the cache has heard of: answers refreshed into the screen
 * without being pointed out (after a confirmation, say) are not taken as seen, so signing over
 * them is refused and they are then marked. `showChanges` reads the form again with what changed
 * since the revision sent, in one request, so the marks match the answers shown and the next
 * signature sends the revision they were read at.
 */
export function useSeenAnswers(input: {
  propertyId: string;
  questionnaireId: number;
  /** The revision of the answers the screen opened with. */
  opened: string;
  /** Drops the screen's own copies of answers it saved, so what the server holds now shows. */
  adoptServerAnswers: () => void;
}) {
  const client = useApolloClient();
  const { propertyId, questionnaireId, adoptServerAnswers } = input;
  const [seen, setSeen] = useState(input.opened);
  const [changes, setChanges] = useState<AnswerChange[] | null>(null);
  const showChanges = useCallback(
    async (since: string) => {
      const { data } = await client.query({
        query: QuestionnaireChangesDocument,
        variables: { propertyId, questionnaireId, since },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('The form could not be read again.');
      adoptServerAnswers();
      const changed = changesByQuestion(data.questionnaire.changesSince);
      setChanges(changed);
      setSeen(data.questionnaire.answersRevision);
      return changed;
    },
    [client, propertyId, questionnaireId, adoptServerAnswers],
  );
  return { seen, changes, showChanges };
}
