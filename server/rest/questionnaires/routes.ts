import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnswerChangesQuery,
  AnswerChangesResponse,
  ConfirmSectionBody,
  ConfirmSectionResponse,
  QuestionnaireParams,
  QuestionnaireResponse,
  SaveAnswersBody,
  SaveAnswersResponse,
} from '../../../contracts/questionnaires.ts';
import { replies } from '../../../contracts/replies.ts';
import { PUBLISHED_FORMS } from '../../../domain/forms/content/published.ts';
import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { catalogueOf } from '../../use-cases/questionnaires/catalogue.ts';
import { readQuestionnaire } from '../../use-cases/questionnaires/read-questionnaire.ts';
import { saveQuestionnaireAnswers } from '../../use-cases/questionnaires/save-answers.ts';
import { confirmSection } from '../../use-cases/questionnaires/confirm-section.ts';
import { readAnswerChanges } from '../../use-cases/questionnaires/read-answer-changes.ts';

/** The definitions this release publishes (older versions live in the database). */
const CATALOGUE = catalogueOf(PUBLISHED_FORMS);

/**
 * Questionnaires (spec 02 §7): load a form with its answers, their revision and completion; save
 * the answers that changed; list what others changed between two revisions.
 */
export const questionnaireRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, mailQueued }) => {
  app.get(
    '/questionnaire/:propertyId/:questionnaireId',
    {
      schema: { params: QuestionnaireParams, response: replies(QuestionnaireResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const { propertyId, questionnaireId } = request.params;
      return readQuestionnaire(
        { db, catalogue: CATALOGUE },
        { viewer: viewerOf(request), propertyId, questionnaireId: questionnaireId as QuestionnaireId },
      );
    },
  );

  // What someone else changed between two revisions of the form's answers (a refused signature's changes).
  app.get(
    '/questionnaire/:propertyId/:questionnaireId/changes',
    {
      schema: {
        params: QuestionnaireParams,
        querystring: AnswerChangesQuery,
        response: replies(AnswerChangesResponse),
      },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const { propertyId, questionnaireId } = request.params;
      return readAnswerChanges(
        { db, catalogue: CATALOGUE },
        {
          viewer: viewerOf(request),
          propertyId,
          questionnaireId: questionnaireId as QuestionnaireId,
          range: request.query,
        },
      );
    },
  );

  app.post(
    '/questionnaire/:propertyId/:questionnaireId',
    {
      schema: { params: QuestionnaireParams, body: SaveAnswersBody, response: replies(SaveAnswersResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const { propertyId, questionnaireId } = request.params;
      return saveQuestionnaireAnswers(
        db,
        viewerOf(request),
        propertyId,
        questionnaireId as QuestionnaireId,
        request.body,
        CATALOGUE,
        { notificationQueued: mailQueued },
      );
    },
  );

  // "These are right": confirm a section's answers from public records in one tap.
  app.post(
    '/questionnaire/:propertyId/:questionnaireId/confirm',
    {
      schema: { params: QuestionnaireParams, body: ConfirmSectionBody, response: replies(ConfirmSectionResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const { propertyId, questionnaireId } = request.params;
      return confirmSection(
        { db, catalogue: CATALOGUE, notificationQueued: mailQueued },
        {
          viewer: viewerOf(request),
          propertyId,
          questionnaireId: questionnaireId as QuestionnaireId,
          sectionId: request.body.section,
        },
      );
    },
  );
};
