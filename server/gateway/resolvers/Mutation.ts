import { signInMutations } from './sign-in.ts';
import { invitationMutations } from './invitations.ts';
import { attributeMutations } from './attribute-reports.ts';
import { apiClientMutations } from './api-clients.ts';
import { webhookMutations } from './webhooks.ts';
import { presenceMutations } from './live.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';
import type { SaveAnswersBody } from '../../../contracts/questionnaires.ts';
import { multipartBody } from '../uploads/multipart-body.ts';
import { numericId, viewerOf } from '../viewer.ts';
import { questionnaireKey } from './questionnaire-key.ts';
import { NOT_LISTED } from '../../../domain/property-creation.ts';
import { formSigningOf, signatureRecordOf } from './signing.ts';

/** "-1" is the selects' "not listed"; anything else is an organisation id. */
const choice = (id: string | null | undefined) =>
  id === undefined || id === null ? undefined : id === String(NOT_LISTED) ? NOT_LISTED : numericId(id, 'Organisation');

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
    return {
      completion: { id: questionnaireKey(propertyId, input.questionnaireId), completion: saved.completion },
      savedAt: saved.saved_at,
    };
  },
  confirmSection: async (_parent, { input }, { rest }) => {
    const propertyId = numericId(input.propertyId, 'Property');
    const { confirmed } = await rest.confirmSection(propertyId, input.questionnaireId, { section: input.sectionKey });
    // The form as it now stands, so the client's cache takes the confirmed sources and completion.
    return {
      confirmedQuestionKeys: confirmed,
      questionnaire: { propertyId, payload: await rest.questionnaire(propertyId, input.questionnaireId) },
    };
  },
  uploadDocuments: async (_parent, { propertyId, files }, { rest, maxUploadBytes }) => {
    const id = numericId(propertyId, 'Property');
    const uploads = await Promise.all(files);
    const answer = await rest.upload(id, multipartBody(uploads, maxUploadBytes));
    return answer.uploads;
  },
  removeDocument: (_parent, { propertyId, documentId }, { rest }) =>
    rest.removeUpload(numericId(propertyId, 'Property'), numericId(documentId, 'Document')),
  addProperty: async (_parent, { input }, { rest }) => {
    const { address } = input;
    const added = await rest.addProperty({
      TitleNumber: input.titleNumber,
      RequestId: input.requestId ?? undefined,
      parentId: choice(input.parentId),
      altoId: input.altoId ?? null,
      address: {
        sub_building_name: address.subBuildingName ?? undefined,
        building_number: address.buildingNumber ?? undefined,
        building_name: address.buildingName ?? undefined,
        thoroughfare: address.thoroughfare ?? undefined,
        town_or_city: address.townOrCity ?? undefined,
        hop_post_code: address.postcode,
      },
    });
    return rest.property(added.id);
  },
  addPropertyByTitle: async (_parent, { input }, { rest }) => {
    const added = await rest.addPropertyByTitle({
      title_number: input.titleNumber,
      agent_id: input.agentId === String(NOT_LISTED) ? NOT_LISTED : input.agentId,
      agency_id: choice(input.agencyId),
    });
    return rest.property(added.id);
  },
  setMonthlyLimit: (_parent, { value }, { rest }) => rest.setMonthlyLimit(value),
  retryDeadLetterJob: async (_parent, { id }, { rest }) =>
    String((await rest.deadLetterAction(numericId(id, 'Job'), 'retry')).id),
  discardDeadLetterJob: async (_parent, { id }, { rest }) =>
    String((await rest.deadLetterAction(numericId(id, 'Job'), 'discard')).id),
  sendEnquiry: (_parent, { input }, { rest }) =>
    rest.sendEnquiry(numericId(input.propertyId, 'Property'), { name: input.name, message: input.message }),
  movePropertyToNextPhase: (_parent, { propertyId, phaseId }, { rest }) =>
    rest.movePhase(numericId(propertyId, 'Property'), numericId(phaseId, 'Phase')),
  orderSearches: (_parent, { propertyId }, { rest }) => rest.orderSearches(numericId(propertyId, 'Property')),
  linkPortalListing: (_parent, { propertyId, listingId }, { rest }) =>
    rest.linkPortalListing(numericId(propertyId, 'Property'), listingId ?? null),
  refreshPublicRecords: (_parent, { propertyId }, { rest }) =>
    rest.refreshPublicRecords(numericId(propertyId, 'Property')),
  syncViewerProfile: async (_parent, { input }, context) => {
    const viewer = await viewerOf(context);
    return context.rest.updateUser(viewer.id, { displayName: input.displayName.trim(), email: input.email });
  },
  ...invitationMutations,
  ...signInMutations,
  addAgency: (_parent, { input }, { rest }) =>
    rest.addOrganisation('agency', {
      name: input.name,
      brand: input.brandId ? numericId(input.brandId, 'Organisation') : null,
      default_phase: input.defaultPhaseId ? numericId(input.defaultPhaseId, 'Phase') : null,
    }),
  addSolicitorsFirm: (_parent, { input }, { rest }) =>
    rest.addOrganisation('solicitorsfirm', {
      name: input.name,
      brand: input.brandId ? numericId(input.brandId, 'Organisation') : null,
    }),
  setAgencyTa6Trial: (_parent, { organisationId, on }, { rest }) =>
    rest.setAgencyTa6Trial(numericId(organisationId, 'Organisation'), on),
  addAgent: (_parent, { input }, { rest }) =>
    rest.addPerson('agent', {
      name: input.name,
      email: input.email,
      agency: numericId(input.organisationId, 'Organisation'),
      agentType: input.agentType,
    }),
  addSolicitor: (_parent, { input }, { rest }) =>
    rest.addPerson('solicitor', {
      name: input.name,
      email: input.email,
      firm: numericId(input.firmId, 'Organisation'),
    }),
  changeAgentOrganisation: async (_parent, { agentId, organisationId, takeOverAgentId }, { rest }) => {
    const result = await rest.changeAgentOrganisation(
      agentId,
      numericId(organisationId, 'Organisation'),
      takeOverAgentId ?? null,
    );
    return { ...result, propertiesTransferred: result.properties_transferred };
  },
  removeAgent: async (_parent, { agentId, newAgentId }, { rest }) => {
    const result = await rest.removeAgent(agentId, newAgentId ?? null);
    return { ...result, propertiesTransferred: result.properties_transferred };
  },
  updateUser: (_parent, { id, input }, { rest }) =>
    rest.updateUser(id, {
      ...(input.role !== undefined && input.role !== null ? { role: input.role } : {}),
      ...(input.organisationId !== undefined
        ? { organisation_id: input.organisationId === null ? null : numericId(input.organisationId, 'Organisation') }
        : {}),
    }),
  disableUser: (_parent, { id }, { rest }) => rest.updateUser(id, { disabled: true }),
  enableUser: (_parent, { id }, { rest }) => rest.updateUser(id, { disabled: false }),
  signForm: async (_parent, { input }, { rest }) => {
    const propertyId = numericId(input.propertyId, 'Property');
    const signed = await rest.signForm(propertyId, {
      questionnaire_id: input.questionnaireId,
      name: input.name,
      answers_revision: input.answersRevision ?? undefined,
    });
    return {
      signatureId: String(signed.signature_id),
      answersSha256: signed.answers_sha256,
      signing: formSigningOf(propertyId, signed.signing),
    };
  },
  completeForm: async (_parent, { input }, { rest }) => {
    const propertyId = numericId(input.propertyId, 'Property');
    const signed = await rest.completeForm(propertyId, input.questionnaireId, {
      sellerType: input.sellerType,
      sellerName: input.sellerName,
      date: input.date ?? undefined,
      answers_revision: input.answersRevision ?? undefined,
    });
    return {
      signatureId: String(signed.signature_id),
      answersSha256: signed.answers_sha256,
      signing: formSigningOf(propertyId, signed.signing),
    };
  },
  deleteSignature: async (_parent, { id }, { rest }) =>
    signatureRecordOf((await rest.deleteSignature(numericId(id, 'Signature'))).signature),
  ...attributeMutations,
  ...apiClientMutations,
  ...webhookMutations,
  ...presenceMutations,
};
