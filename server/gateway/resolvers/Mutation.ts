import type { MutationResolvers } from '../generated/resolvers-types.ts';
import type { SaveAnswersBody } from '../../../contracts/questionnaires.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { numericId, viewerOf } from '../viewer.ts';
import { questionnaireKey } from './Questionnaire.ts';

export const Mutation: MutationResolvers = {
  acceptTerms: (_parent, _args, { rest }) => rest.acceptTerms(),
  requestCredits: async (_parent, _args, { rest }) => {
    const request = await rest.requestCredits();
    return { id: String(request.id), createdAt: request.created_at };
  },
  saveAnswers: async (_parent, { input }, { rest }) => {
    const propertyId = numericId(input.propertyId, 'Property');
    const answers = Object.fromEntries(input.answers.map((answer) => [answer.questionKey, answer.value ?? null]));
    // Values arrive as JSON of any shape; the API checks each against its question and answers 400.
    const saved = await rest.saveAnswers(propertyId, input.questionnaireId, { answers } as SaveAnswersBody);
    return { completion: { id: questionnaireKey(propertyId, input.questionnaireId), completion: saved.completion }, savedAt: saved.saved_at };
  },
  uploadDocuments: async (_parent, { propertyId, files }, { rest, maxUploadBytes }) => {
    const id = numericId(propertyId, 'Property');
    const uploads = await Promise.all(files);
    const answer = await rest.upload(id, multipartBody(uploads, maxUploadBytes));
    return answer.uploads;
  },
  removeDocument: (_parent, { propertyId, documentId }, { rest }) =>
    rest.removeUpload(numericId(propertyId, 'Property'), numericId(documentId, 'Document')),
  syncViewerProfile: async (_parent, { input }, context) => {
    const viewer = await viewerOf(context);
    return context.rest.updateUser(viewer.id, { displayName: input.displayName.trim(), email: input.email });
  },
};
