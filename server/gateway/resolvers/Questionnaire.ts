import { GraphQLError } from 'graphql';
import type { QuestionnaireResolvers } from '../generated/resolvers-types.ts';
import { optionList } from './Question.ts';
import { questionnaireKey } from './questionnaire-key.ts';
import { formVersionKey } from '../rest/form-versions.ts';
import { formSigningOf } from './signing.ts';

export const Questionnaire: QuestionnaireResolvers = {
  id: ({ propertyId, payload }) => questionnaireKey(propertyId, payload.questionnaire.id),
  questionnaireId: ({ payload }) => payload.questionnaire.id,
  path: ({ payload }) => payload.questionnaire.path,
  route: ({ payload }) => payload.questionnaire.route,
  name: ({ payload }) => payload.questionnaire.name,
  version: ({ payload }) => payload.questionnaire.version,
  standard: ({ payload }) => payload.questionnaire.standard ?? null,
  sections: ({ payload }) => payload.questionnaire.sections,
  definition: ({ payload }) => payload.questionnaire,
  form: async ({ propertyId, payload }, _args, { rest }) => {
    const { id, version, path } = payload.questionnaire;
    // Conveyancing enquiries ask the property's own questions: a copy per property, as read with it.
    if (path === 'conveyancingEnquiries')
      return {
        id: `${formVersionKey(id, version)}:${propertyId}`,
        questionnaireId: id,
        version,
        definition: payload.questionnaire,
      };
    return {
      id: formVersionKey(id, version),
      questionnaireId: id,
      version,
      definition: await rest.formVersion(id, version),
    };
  },
  answers: ({ payload }) =>
    Object.entries(payload.answers).map(([questionKey, value]) => ({
      questionKey,
      value,
      source: payload.sources[questionKey] ?? null,
    })),
  answersRevision: ({ payload }) => payload.answers_revision,
  // Up to the revision of the answers this form was read with: the changes they take in, no more.
  changesSince: async ({ propertyId, payload }, { revision }, { rest }) =>
    (
      await rest.answerChanges(propertyId, payload.questionnaire.id, {
        since: revision,
        until: payload.answers_revision,
      })
    ).changes,
  completion: ({ propertyId, payload }) => ({
    id: questionnaireKey(propertyId, payload.questionnaire.id),
    completion: payload.completion,
  }),
  accepted: ({ payload }) => payload.accepted,
  sellerTypes: ({ payload }) => optionList({ answers: payload.questionnaire.formSubmit?.sellerTypes }),
  canAnswerAll: ({ payload }) => payload.writable_sections === 'all',
  writableSections: ({ payload }) =>
    payload.writable_sections === 'all'
      ? payload.questionnaire.sections.map((section) => section.id)
      : payload.writable_sections,
  disabledQuestions: ({ payload }) => payload.disabled_questions,
  confirmableSections: ({ payload }) => payload.confirmable_sections,
  attachments: ({ propertyId, payload }) =>
    payload.attachments.map((file) => ({
      id: String(file.id),
      name: file.name,
      contentType: file.content_type,
      downloadPath: `/api/upload/${propertyId}/${file.id}`,
    })),
  ta6Part1Active: ({ payload }) => payload.ta6_part1_active,
  preliminaryAccepted: ({ payload }) => payload.preliminary_accepted,
  signing: ({ propertyId, payload }) => {
    if (!payload.signing)
      throw new GraphQLError('The API sent the form without its signing state.', {
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    return formSigningOf(propertyId, payload.signing);
  },
};
