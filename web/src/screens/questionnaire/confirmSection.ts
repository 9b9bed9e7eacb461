import { useCallback } from 'react';
import type { Answers } from '../../../../domain/forms/definition.ts';
import { useConfirmSectionMutation, type QuestionnaireQuery } from '../../gql/forms.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';

type QueriedForm = QuestionnaireQuery['questionnaire'];

/** What the screen says under an answer that was not typed into this form. */
export type SourceNote = { line: string; sample: boolean };

/**
 * Where each shown answer came from, while it is still the value that came: once the seller
 * changes it, it is theirs and no source is shown.
 */
export function sourceLines(
  queried: QueriedForm['answers'],
  server: Answers,
  current: Answers,
): Record<string, SourceNote> {
  const out: Record<string, SourceNote> = {};
  for (const answer of queried) {
    const source = answer.source;
    if (!source) continue;
    if (JSON.stringify(current[answer.questionKey]) !== JSON.stringify(server[answer.questionKey])) continue;
    if (source.kind === 'RECORD') {
      out[answer.questionKey] = {
        line: `${source.line ?? 'From a public record'}.${source.confirmed ? ' You confirmed it.' : ''}`,
        sample: source.sample === true,
      };
    } else if (source.kind === 'TITLE') {
      out[answer.questionKey] = { line: 'Pre-filled from the title register.', sample: false };
    } else {
      out[answer.questionKey] = {
        line: `Pre-filled from your ${source.questionnaireName ?? 'other'} answers.`,
        sample: false,
      };
    }
  }
  return out;
}

/** The answers less those from records that do not count yet, while they still hold the record's value. */
export function withoutUncounted(answers: Answers, uncounted: ReadonlySet<string>, server: Answers): Answers {
  if (uncounted.size === 0) return answers;
  const out: Record<string, Answers[string]> = { ...answers };
  for (const id of uncounted) if (JSON.stringify(out[id]) === JSON.stringify(server[id])) delete out[id];
  return out;
}

/**
 * "These are right": confirms a section's answers from records. The form shows them confirmed at
 * once (an optimistic answer in the cache); the server's answer then replaces it, with the
 * completion it computed. A refusal puts the form back and says why.
 */
export function useConfirmSection(form: QueriedForm, propertyId: string) {
  const notify = useNotify();
  const [confirm] = useConfirmSectionMutation();
  return useCallback(
    (sectionKey: string) => {
      const section = form.form.definition.sections.find((candidate) => candidate.id === sectionKey);
      const keys = new Set(section?.groups.flatMap((group) => group.questions.map((question) => question.id)) ?? []);
      const answers = form.answers.map((answer) =>
        keys.has(answer.questionKey) && answer.source?.kind === 'RECORD'
          ? { ...answer, source: { ...answer.source, confirmed: true, counted: true } }
          : answer,
      );
      void confirm({
        variables: { input: { propertyId, questionnaireId: form.questionnaireId, sectionKey } },
        optimisticResponse: {
          __typename: 'Mutation',
          confirmSection: {
            __typename: 'SectionConfirmed',
            confirmedQuestionKeys: answers
              .filter((answer) => keys.has(answer.questionKey) && answer.source?.kind === 'RECORD')
              .map((answer) => answer.questionKey),
            questionnaire: {
              __typename: 'Questionnaire',
              id: form.id,
              confirmableSections: form.confirmableSections.filter((key) => key !== sectionKey),
              // A confirmation keeps every value: the server's answer brings the revision it moved to.
              answersRevision: form.answersRevision,
              answers,
              completion: form.completion,
            },
          },
        },
      })
        .then(() => notify('Thanks: those answers are confirmed.'))
        .catch((error: unknown) => {
          const failure = failureOf(error as Error);
          notify(
            failure && 'message' in failure && failure.message
              ? failure.message
              : 'Those answers could not be confirmed just now. Please try again.',
            'error',
          );
        });
    },
    [confirm, form, notify, propertyId],
  );
}
