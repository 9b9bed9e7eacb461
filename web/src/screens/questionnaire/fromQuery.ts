import type { AnswerValue, Answers } from '../../../../domain/forms/definition.ts';
import type { QuestionnaireQuery } from '../../gql/forms.ts';

type QueriedForm = QuestionnaireQuery['questionnaire'];

/** The stored answers as the domain rules read them (the form itself arrives as the domain types it: `definition`). */
export function answersFrom(form: QueriedForm): Answers {
  return Object.fromEntries(form.answers.map((answer) => [answer.questionKey, answer.value as AnswerValue]));
}
