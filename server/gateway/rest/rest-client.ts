import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { Pool, request, type Dispatcher } from 'undici';
import { restError, upstreamUnavailable } from './errors.ts';
import type { Static, TSchema } from 'typebox';
import { CreditRequestPayload } from '../../../contracts/credits.ts';
import { ActionPlanPayload } from '../../../contracts/dashboard.ts';
import { HealthPayload } from '../../../contracts/health.ts';
import { DeadLetterJobList, DeadLetterOutcome } from '../../../contracts/jobs.ts';
import { OrganisationPayload } from '../../../contracts/organisations.ts';
import { PhaseListResponse, type PhasePayload } from '../../../contracts/phases.ts';
import { PropertyListResponse, PropertyPayload } from '../../../contracts/properties.ts';
import { EnquiryResponse, type EnquiryBody } from '../../../contracts/enquiries.ts';
import {
  AnswerChangesResponse,
  ConfirmSectionResponse,
  QuestionnaireResponse,
  SaveAnswersResponse,
  type ConfirmSectionBody,
  type SaveAnswersBody,
} from '../../../contracts/questionnaires.ts';
import { AcceptTermsResponse, UserDetail, type UserChangesBody, type UserSummary } from '../../../contracts/users.ts';
import { RemoveUploadResponse, UploadResponse, VaultPayload } from '../../../contracts/uploads.ts';
import type { StreamedBody } from '../uploads/multipart-body.ts';
import { PdtfReport, PdtfTransaction } from '../../../contracts/pdtf.ts';
import { PublicRecordsResponse } from '../../../contracts/public-records.ts';
import { PortalChoicesResponse, PropertyPortalResponse } from '../../../contracts/portal.ts';
import {
  PropertySignaturesResponse,
  SignResponse,
  UnsignResponse,
  VerifyResponse,
  type CompleteBody,
  type SignBody,
} from '../../../contracts/signatures.ts';
import {
  AddedPropertyPayload,
  AddressLookupResponse,
  AgencyOptions,
  AgentOptions,
  MonthlyLimitPayload,
  PortalSearchResponse,
  TitleSearchResponse,
  type AddByTitleBody,
  type AddPropertyBody,
  type TitleSearchBody,
} from '../../../contracts/wizard.ts';
import {
  AcceptInvitationResponse,
  DeletedPropertyResponse,
  InvitedSeller,
  InvitedSellersResponse,
  InviteOptionsResponse,
  InvitePersonResponse,
  InviteSellerResponse,
  PropertyOwnersResponse,
  RemoveSellerResponse,
  type AcceptInvitationBody,
  type InvitePersonBody,
  type InviteSellerBody,
} from '../../../contracts/invitations.ts';
import {
  AdminPropertyListResponse,
  AgentChangeResult,
  OrganisationList,
  OrganisationListItem,
  PersonList,
  PersonListItem,
  PhaseConfigPayload,
  UserSearchResult,
  type AddAgencyBody,
  type AddAgentBody,
  type AddFirmBody,
  type AddSolicitorBody,
} from '../../../contracts/admin.ts';
import {
  AttributeExamplesResponse,
  AttributeStatisticsResponse,
  AttributeSummaryResponse,
  PropertyAttributesResponse,
  type AttributeReportQuery,
  type PropertyAttributePayload,
} from '../../../contracts/attributes.ts';
import {
  ApiClientList,
  ApiClientPayload,
  CreatedApiClient,
  type CreateApiClientBody,
} from '../../../contracts/api-clients.ts';
import {
  WebhookDeliveryList,
  WebhookSubscriptionList,
  WebhookSubscriptionPayload,
  WebhookWithSecret,
  type CreateWebhookBody,
} from '../../../contracts/webhooks.ts';
import { asContract } from './contract-check.ts';
import { PresencePayload, type PresenceBody } from '../../../contracts/live.ts';
import {
  ActionPlanBatch,
  MAX_BATCH_IDS,
  OrganisationBatch,
  PhaseConfigBatch,
  PropertyBatch,
  UserBatch,
  VaultBatch,
} from '../../../contracts/batch.ts';
import type { UserSource } from './sources.ts';

export type RestConnection = {
  /** Base URL of the REST API, e.g. http://127.0.0.1:4000/api. */
  baseUrl: URL;
  /** Shared keep-alive pool (or a MockAgent in tests). */
  dispatcher: Dispatcher;
  timeoutMs: number;
  /** Sent with every call (the mark of this process's gateway, whose requests were counted already). */
  headers?: Record<string, string>;
};

export function createRestConnection(
  baseUrl: string,
  options: { timeoutMs?: number; connections?: number; headers?: Record<string, string> } = {},
): RestConnection {
  const url = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const dispatcher = new Pool(url.origin, {
    connections: options.connections ?? 64,
    keepAliveTimeout: 30_000,
    pipelining: 1,
  });
  return {
    baseUrl: url,
    dispatcher,
    timeoutMs: options.timeoutMs ?? 10_000,
    ...(options.headers ? { headers: options.headers } : {}),
  };
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** A batch read's answer: one entry per id, with its value or the error its single read would send. */
type BatchAnswer<K, V> = { results: { id: K; value?: V; error?: { status: number; code: string; message: string } }[] };

/** Loaders over batch reads: one call per tick of the resolvers, split at the API's limit. */
const BATCH = { maxBatchSize: MAX_BATCH_IDS };

/**
 * The gateway's only way to the REST API. One per GraphQL request: it carries the caller's token,
 * and its DataLoaders batch and de-duplicate lookups within that request only, so nothing cached
 * ever crosses from one user to another.
 */
export class RestClient {
  readonly #connection: RestConnection;
  readonly #token: string | null;
  /** Upstream calls made for this request (reported in the x-upstream-calls header). */
  calls = 0;

  readonly #properties = new DataLoader<number, PropertyPayload>(
    (ids) => this.#batch(PropertyBatch, 'batch/properties', ids),
    BATCH,
  );
  readonly #users = new DataLoader<string, UserDetail>((ids) => this.#batch(UserBatch, 'batch/users', ids), BATCH);
  readonly #organisations = new DataLoader<number, OrganisationPayload>(
    (ids) => this.#batch(OrganisationBatch, 'batch/organisations', ids),
    BATCH,
  );
  /** Every vault a query asks about in one call, whatever the number of properties or documents. */
  readonly #vaults = new DataLoader<number, VaultPayload>((ids) => this.#batch(VaultBatch, 'batch/vaults', ids), BATCH);
  /** Every action plan a query asks about in one call, whatever the number of items, forms, signatures or sellers. */
  readonly #actionPlans = new DataLoader<number, ActionPlanPayload>(
    (ids) => this.#batch(ActionPlanBatch, 'batch/action-plans', ids),
    BATCH,
  );
  /** The phase configuration of every organisation a list asks about, in one call. */
  readonly #phaseConfigs = new DataLoader<number, PhaseConfigPayload>(
    (ids) => this.#batch(PhaseConfigBatch, 'batch/phase-configs', ids),
    BATCH,
  );
  /** The attributes of every property a query asks about, in one call per 100 properties. */
  readonly #propertyAttributes = new DataLoader<number, PropertyAttributePayload[]>(
    async (ids) => {
      const { properties } = await this.#call(
        PropertyAttributesResponse,
        'GET',
        `attributes/properties?ids=${ids.join(',')}`,
      );
      const byId = new Map(properties.map((entry) => [entry.property_id, entry.attributes]));
      return ids.map((id) => byId.get(id) ?? []);
    },
    { maxBatchSize: 100 },
  );
  /** The viewer's summary as the list or the terms call returned it, so the viewer costs no call of its own. */
  #viewerSummary: UserSummary | null = null;

  constructor(connection: RestConnection, token: string | null) {
    this.#connection = connection;
    this.#token = token;
  }

  organisation(id: number): Promise<OrganisationPayload> {
    return this.#organisations.load(id);
  }

  property(id: number): Promise<PropertyPayload> {
    return this.#properties.load(id);
  }

  /** The whole user record (`GET /user/{id}`). */
  user(id: string): Promise<UserDetail> {
    return this.#users.load(id);
  }

  /** The signed-in user: the summary already fetched in this request if there is one, else the record. */
  viewer(id: string): Promise<UserSource> {
    return this.#viewerSummary?.id === id ? Promise.resolve(this.#viewerSummary) : this.user(id);
  }

  /** The viewer's summary when this request already holds it, without waiting: per-row checks stay synchronous. */
  knownViewer(id: string): UserSummary | undefined {
    return this.#viewerSummary?.id === id ? this.#viewerSummary : undefined;
  }

  /** A page by number, or with `after` / `before` (a property id, or empty for an end of the list) a keyset page. */
  async listProperties(query: {
    page: number;
    pageSize: number;
    search?: string | null;
    deleted?: boolean | null;
    after?: string;
    before?: string;
  }): Promise<PropertyListResponse> {
    const params = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize) });
    if (query.search) params.set('search', query.search);
    if (query.deleted) params.set('deleted', '1');
    if (query.after !== undefined) params.set('after', query.after);
    if (query.before !== undefined) params.set('before', query.before);
    const list = await this.#call(PropertyListResponse, 'GET', `properties?${params}`);
    // The list already carries every property and the viewer: later lookups in this request reuse them.
    for (const property of list.properties) this.#properties.prime(property.id, property);
    this.#viewerSummary = list.user;
    return list;
  }

  async phases(): Promise<PhasePayload[]> {
    return (await this.#call(PhaseListResponse, 'GET', 'phases')).phases;
  }

  async acceptTerms(): Promise<UserSummary> {
    const { user } = await this.#call(AcceptTermsResponse, 'PUT', 'accept');
    this.#users.clear(user.id);
    this.#viewerSummary = user;
    return user;
  }

  async updateUser(id: string, changes: UserChangesBody): Promise<UserDetail> {
    const user = await this.#call(UserDetail, 'PUT', `user/${encodeURIComponent(id)}`, changes);
    this.#users.clear(id).prime(id, user);
    if (this.#viewerSummary?.id === id) this.#viewerSummary = null;
    return user;
  }

  requestCredits(): Promise<CreditRequestPayload> {
    return this.#call(CreditRequestPayload, 'POST', 'credits/request');
  }

  questionnaire(propertyId: number, questionnaireId: number): Promise<QuestionnaireResponse> {
    return this.#call(QuestionnaireResponse, 'GET', `questionnaire/${propertyId}/${questionnaireId}`);
  }

  sendEnquiry(propertyId: number, body: EnquiryBody): Promise<EnquiryResponse> {
    return this.#call(EnquiryResponse, 'POST', `enquiry/${propertyId}`, body);
  }

  /** What someone other than the viewer changed in the form's answers between two revisions. */
  answerChanges(
    propertyId: number,
    questionnaireId: number,
    range: { since: string; until: string },
  ): Promise<AnswerChangesResponse> {
    const query = new URLSearchParams(range).toString();
    return this.#call(AnswerChangesResponse, 'GET', `questionnaire/${propertyId}/${questionnaireId}/changes?${query}`);
  }

  saveAnswers(propertyId: number, questionnaireId: number, body: SaveAnswersBody): Promise<SaveAnswersResponse> {
    return this.#call(SaveAnswersResponse, 'POST', `questionnaire/${propertyId}/${questionnaireId}`, body);
  }

  confirmSection(
    propertyId: number,
    questionnaireId: number,
    body: ConfirmSectionBody,
  ): Promise<ConfirmSectionResponse> {
    return this.#call(ConfirmSectionResponse, 'POST', `questionnaire/${propertyId}/${questionnaireId}/confirm`, body);
  }

  vault(propertyId: number): Promise<VaultPayload> {
    return this.#vaults.load(propertyId);
  }

  async upload(propertyId: number, body: StreamedBody): Promise<UploadResponse> {
    const answer = await this.#call(UploadResponse, 'POST', `upload/${propertyId}`, body);
    this.#vaults.clear(propertyId);
    return answer;
  }

  async removeUpload(propertyId: number, uploadId: number): Promise<RemoveUploadResponse> {
    const answer = await this.#call(RemoveUploadResponse, 'POST', `removeupload/${propertyId}`, { id: uploadId });
    this.#vaults.clear(propertyId);
    return answer;
  }

  actionPlan(propertyId: number): Promise<ActionPlanPayload> {
    return this.#actionPlans.load(propertyId);
  }

  async movePhase(propertyId: number, phaseId: number): Promise<PropertyPayload> {
    const property = await this.#call(PropertyPayload, 'POST', `property/${propertyId}/phase/${phaseId}`);
    this.#properties.clear(propertyId).prime(propertyId, property);
    this.#actionPlans.clear(propertyId);
    return property;
  }

  /** One call per property asked about; a list of properties rarely asks for their records. */
  readonly #publicRecords = new DataLoader<number, PublicRecordsResponse>((ids) =>
    Promise.all(
      ids.map((id) =>
        this.#call(PublicRecordsResponse, 'GET', `property/${id}/public-records`).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      ),
    ),
  );

  publicRecords(propertyId: number): Promise<PublicRecordsResponse> {
    return this.#publicRecords.load(propertyId);
  }

  async refreshPublicRecords(propertyId: number): Promise<PublicRecordsResponse> {
    const answer = await this.#call(PublicRecordsResponse, 'POST', `property/${propertyId}/public-records/refresh`);
    this.#publicRecords.clear(propertyId).prime(propertyId, answer);
    return answer;
  }

  async orderSearches(propertyId: number): Promise<PropertyPayload> {
    const property = await this.#call(PropertyPayload, 'POST', `property/${propertyId}/request-searches`);
    this.#properties.clear(propertyId).prime(propertyId, property);
    this.#actionPlans.clear(propertyId);
    return property;
  }

  addressLookup(postcode: string): Promise<AddressLookupResponse> {
    return this.#call(AddressLookupResponse, 'GET', `address-lookup/${encodeURIComponent(postcode)}`);
  }

  titleSearch(query: TitleSearchBody): Promise<TitleSearchResponse> {
    return this.#call(TitleSearchResponse, 'POST', 'land-registry/search', query);
  }

  portalSearch(postcode: string): Promise<PortalSearchResponse> {
    return this.#call(PortalSearchResponse, 'POST', `alto/search/${encodeURIComponent(postcode)}`);
  }

  /** One call per property asked about; only a property's own screens ask for its portal link. */
  readonly #portalLinks = new DataLoader<number, PropertyPortalResponse>((ids) =>
    Promise.all(
      ids.map((id) =>
        this.#call(PropertyPortalResponse, 'GET', `property/${id}/portal-listing`).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      ),
    ),
  );

  portalLink(propertyId: number): Promise<PropertyPortalResponse> {
    return this.#portalLinks.load(propertyId);
  }

  portalChoices(propertyId: number): Promise<PortalChoicesResponse> {
    return this.#call(PortalChoicesResponse, 'GET', `property/${propertyId}/portal-listings`);
  }

  async linkPortalListing(propertyId: number, listingId: string | null): Promise<PropertyPortalResponse> {
    const answer = await this.#call(PropertyPortalResponse, 'PUT', `property/${propertyId}/portal-listing`, {
      alto_id: listingId,
    });
    this.#portalLinks.clear(propertyId).prime(propertyId, answer);
    return answer;
  }

  addProperty(body: AddPropertyBody): Promise<AddedPropertyPayload> {
    return this.#call(AddedPropertyPayload, 'POST', 'property', body);
  }

  addPropertyByTitle(body: AddByTitleBody): Promise<AddedPropertyPayload> {
    return this.#call(AddedPropertyPayload, 'PUT', 'property/title/add', body);
  }

  agencies(): Promise<AgencyOptions> {
    return this.#call(AgencyOptions, 'GET', 'agencies');
  }

  agents(organisationId: number): Promise<AgentOptions> {
    return this.#call(AgentOptions, 'GET', `agents/${organisationId}`);
  }

  deadLetterJobs(): Promise<DeadLetterJobList> {
    return this.#call(DeadLetterJobList, 'GET', 'admin/jobs/dead-letters');
  }

  deadLetterAction(id: number, action: 'retry' | 'discard'): Promise<DeadLetterOutcome> {
    return this.#call(DeadLetterOutcome, 'POST', `admin/jobs/dead-letters/${id}/${action}`);
  }

  monthlyLimit(): Promise<MonthlyLimitPayload> {
    return this.#call(MonthlyLimitPayload, 'GET', 'admin/monthly-limit');
  }

  apiClients(): Promise<ApiClientList> {
    return this.#call(ApiClientList, 'GET', 'admin/api-clients');
  }

  createApiClient(body: CreateApiClientBody): Promise<CreatedApiClient> {
    return this.#call(CreatedApiClient, 'POST', 'admin/api-clients', body);
  }

  revokeApiClient(clientId: string): Promise<ApiClientPayload> {
    return this.#call(ApiClientPayload, 'DELETE', `admin/api-clients/${encodeURIComponent(clientId)}`);
  }

  webhookSubscriptions(clientId: string): Promise<WebhookSubscriptionList> {
    return this.#call(WebhookSubscriptionList, 'GET', `admin/api-clients/${encodeURIComponent(clientId)}/webhooks`);
  }

  webhookDeliveries(clientId: string, limit: number | null | undefined): Promise<WebhookDeliveryList> {
    const query = limit == null ? '' : `?limit=${encodeURIComponent(String(limit))}`;
    return this.#call(
      WebhookDeliveryList,
      'GET',
      `admin/api-clients/${encodeURIComponent(clientId)}/webhook-deliveries${query}`,
    );
  }

  createWebhookSubscription(clientId: string, body: CreateWebhookBody): Promise<WebhookWithSecret> {
    return this.#call(WebhookWithSecret, 'POST', `admin/api-clients/${encodeURIComponent(clientId)}/webhooks`, body);
  }

  deleteWebhookSubscription(id: number): Promise<WebhookSubscriptionPayload> {
    return this.#call(WebhookSubscriptionPayload, 'DELETE', `admin/webhooks/${id}`);
  }

  rotateWebhookSecret(id: number): Promise<WebhookWithSecret> {
    return this.#call(WebhookWithSecret, 'POST', `admin/webhooks/${id}/secret`);
  }

  setMonthlyLimit(value: number): Promise<MonthlyLimitPayload> {
    return this.#call(MonthlyLimitPayload, 'POST', 'admin/monthly-limit', { value });
  }

  /** An organisation table of the admin screens; its rows are whole organisations, reused by later lookups. */
  async organisationList(
    path: 'admin/brands' | 'admin/agencies' | 'admin/solicitors-firms',
  ): Promise<OrganisationList> {
    const list = await this.#call(OrganisationList, 'GET', path);
    for (const organisation of list) this.#organisations.prime(organisation.id, organisation);
    return list;
  }

  people(path: 'admin/agents' | 'admin/solicitors' | 'admin/movers'): Promise<PersonList> {
    return this.#call(PersonList, 'GET', path);
  }

  async addOrganisation(
    path: 'agency' | 'solicitorsfirm',
    body: AddAgencyBody | AddFirmBody,
  ): Promise<OrganisationListItem> {
    const organisation = await this.#call(OrganisationListItem, 'POST', path, body);
    this.#organisations.clear(organisation.id).prime(organisation.id, organisation);
    return organisation;
  }

  async setAgencyTa6Trial(id: number, on: boolean): Promise<OrganisationListItem> {
    const organisation = await this.#call(OrganisationListItem, 'PUT', `agency/${id}`, { new_ta6_trial: on ? 1 : 0 });
    this.#organisations.clear(id).prime(id, organisation);
    return organisation;
  }

  addPerson(path: 'agent' | 'solicitor', body: AddAgentBody | AddSolicitorBody): Promise<PersonListItem> {
    return this.#call(PersonListItem, 'POST', path, body);
  }

  changeAgentOrganisation(
    id: string,
    organisationId: number,
    takeOverAgentId: string | null,
  ): Promise<AgentChangeResult> {
    return this.#call(AgentChangeResult, 'PUT', `agent/${encodeURIComponent(id)}/organisation`, {
      organisation_id: organisationId,
      take_over_agent_id: takeOverAgentId,
    });
  }

  removeAgent(id: string, newAgentId: string | null): Promise<AgentChangeResult> {
    return newAgentId
      ? this.#call(AgentChangeResult, 'PUT', `agent/${encodeURIComponent(id)}/transfer-remove`, {
          new_agent_id: newAgentId,
        })
      : this.#call(AgentChangeResult, 'DELETE', `agent/${encodeURIComponent(id)}`);
  }

  searchUsers(email: string): Promise<UserSearchResult> {
    return this.#call(UserSearchResult, 'GET', `users/search?${new URLSearchParams({ email })}`);
  }

  phaseConfig(organisationId: number): Promise<PhaseConfigPayload> {
    return this.#phaseConfigs.load(organisationId);
  }

  adminProperties(query: URLSearchParams): Promise<AdminPropertyListResponse> {
    return this.#call(AdminPropertyListResponse, 'GET', `admin/properties?${query}`);
  }

  attributeSummary(query: AttributeReportQuery): Promise<AttributeSummaryResponse> {
    return this.#call(AttributeSummaryResponse, 'GET', `attributes/summary?${reportParams(query)}`);
  }

  attributeExamples(query: AttributeReportQuery, key: string, dimension: string): Promise<AttributeExamplesResponse> {
    const params = reportParams(query);
    params.set(key, dimension);
    return this.#call(AttributeExamplesResponse, 'GET', `attributes/examples?${params}`);
  }

  attributeStatistics(): Promise<AttributeStatisticsResponse> {
    return this.#call(AttributeStatisticsResponse, 'GET', 'attributes/statistics');
  }

  refreshAttributeStatistics(): Promise<AttributeStatisticsResponse> {
    return this.#call(AttributeStatisticsResponse, 'POST', 'attributes/statistics/refresh');
  }

  propertyAttributes(propertyId: number): Promise<PropertyAttributePayload[]> {
    return this.#propertyAttributes.load(propertyId);
  }

  health(): Promise<HealthPayload> {
    return this.#call(HealthPayload, 'GET', 'health');
  }

  invitedSellers(propertyId: number): Promise<InvitedSellersResponse> {
    return this.#call(InvitedSellersResponse, 'GET', `property/${propertyId}/invitedsellers`);
  }

  inviteSeller(propertyId: number, body: InviteSellerBody): Promise<InviteSellerResponse> {
    return this.#call(InviteSellerResponse, 'POST', `inviteseller/${propertyId}`, body);
  }

  resendSellerInvite(propertyId: number, sellerId: string): Promise<InvitedSeller> {
    return this.#call(InvitedSeller, 'POST', `property/${propertyId}/seller/${encodeURIComponent(sellerId)}/resend`);
  }

  removeSeller(propertyId: number, sellerId: string): Promise<RemoveSellerResponse> {
    return this.#call(RemoveSellerResponse, 'DELETE', `property/${propertyId}/seller/${encodeURIComponent(sellerId)}`);
  }

  inviteOptions(propertyId: number, kind: 'solicitor' | 'agent'): Promise<InviteOptionsResponse> {
    return this.#call(InviteOptionsResponse, 'GET', `property/${propertyId}/invite-options/${kind}`);
  }

  invitePerson(kind: 'solicitor' | 'agent', propertyId: number, body: InvitePersonBody): Promise<InvitePersonResponse> {
    return this.#call(InvitePersonResponse, 'POST', `invite${kind}/${propertyId}`, body);
  }

  acceptInvitations(body: AcceptInvitationBody): Promise<AcceptInvitationResponse> {
    return this.#call(AcceptInvitationResponse, 'POST', 'invitations/accept', body);
  }

  deleteProperty(id: number): Promise<DeletedPropertyResponse> {
    return this.#call(DeletedPropertyResponse, 'DELETE', `property/${id}`);
  }

  propertyOwners(id: number): Promise<PropertyOwnersResponse> {
    return this.#call(PropertyOwnersResponse, 'GET', `property/${id}/owners`);
  }

  setPropertyPerson(id: number, field: 'owner' | 'creator', userId: string): Promise<PropertyOwnersResponse> {
    return this.#call(
      PropertyOwnersResponse,
      'PUT',
      `property/${id}/${field}`,
      field === 'owner' ? { owner_id: userId } : { creator_id: userId },
    );
  }

  signForm(propertyId: number, body: SignBody): Promise<SignResponse> {
    return this.#call(SignResponse, 'POST', `questionnaire/${propertyId}/sign`, body);
  }

  completeForm(propertyId: number, questionnaireId: number, body: CompleteBody): Promise<SignResponse> {
    return this.#call(SignResponse, 'POST', `questionnaire/${propertyId}/${questionnaireId}/complete`, body);
  }

  propertySignatures(propertyId: number): Promise<PropertySignaturesResponse> {
    return this.#call(PropertySignaturesResponse, 'GET', `questionnaire/${propertyId}/signatures`);
  }

  deleteSignature(signatureId: number): Promise<UnsignResponse> {
    return this.#call(UnsignResponse, 'DELETE', `signature/${signatureId}/unsign`);
  }

  verifySignatures(propertyId: number): Promise<VerifyResponse> {
    return this.#call(VerifyResponse, 'GET', `property/${propertyId}/signatures/verify`);
  }

  /** `PUT /property/{id}/presence`: the viewer has the property open (server/rest/live/routes.ts). */
  announcePresence(propertyId: number, body: PresenceBody): Promise<PresencePayload> {
    return this.#call(PresencePayload, 'PUT', `property/${propertyId}/presence`, body);
  }

  leavePresence(propertyId: number): Promise<PresencePayload> {
    return this.#call(PresencePayload, 'DELETE', `property/${propertyId}/presence`);
  }

  pdtfTransaction(propertyId: number): Promise<PdtfTransaction> {
    return this.#call(PdtfTransaction, 'GET', `property/${propertyId}/pdtf`);
  }

  pdtfReport(propertyId: number): Promise<PdtfReport> {
    return this.#call(PdtfReport, 'GET', `property/${propertyId}/pdtf/report`);
  }

  /**
   * Batch function over a batch read: each key gets its own value or its own error (the one its
   * single read would have raised), never one failure for all; a failed call fails every key.
   */
  async #batch<K extends string | number, V>(
    contract: TSchema,
    path: string,
    keys: readonly K[],
  ): Promise<(V | Error)[]> {
    const { results } = (await this.#call(
      contract,
      'GET',
      `${path}?ids=${keys.map((key) => encodeURIComponent(key)).join(',')}`,
    )) as BatchAnswer<K, V>;
    const byId = new Map(results.map((entry) => [entry.id, entry]));
    return keys.map((key) => {
      const entry = byId.get(key);
      if (entry?.value !== undefined) return entry.value;
      return restError(entry?.error?.status ?? 404, entry?.error ? { error: entry.error } : undefined);
    });
  }

  /** `body` is sent as JSON, or as it streams when it is a StreamedBody (uploads). */
  async #call<S extends TSchema>(contract: S, method: Method, path: string, body?: unknown): Promise<Static<S>> {
    const url = new URL(path, this.#connection.baseUrl);
    const headers: Record<string, string> = { ...this.#connection.headers, accept: 'application/json' };
    if (this.#token) headers.authorizationjwt = this.#token;
    const streamed = isStreamed(body) ? body : null;
    if (body !== undefined) headers['content-type'] = streamed ? streamed.contentType : 'application/json';
    this.calls += 1;
    let response: Dispatcher.ResponseData;
    // The deadline for the answer's headers, on the clock (undici's own timers tick every half
    // second or so). A streamed upload keeps undici's timeouts only: its body flows from the client
    // for as long as the client takes to send it.
    const deadline = streamed ? undefined : new AbortController();
    const timer =
      deadline &&
      setTimeout(
        () => deadline.abort(Object.assign(new Error('Headers Timeout Error'), { name: 'HeadersTimeoutError' })),
        this.#connection.timeoutMs,
      );
    try {
      response = await request(url, {
        method,
        headers,
        body: streamed ? streamed.chunks : body === undefined ? undefined : JSON.stringify(body),
        dispatcher: this.#connection.dispatcher,
        headersTimeout: this.#connection.timeoutMs,
        bodyTimeout: this.#connection.timeoutMs,
        ...(deadline ? { signal: deadline.signal } : {}),
      });
    } catch (error) {
      // A streamed body that refused itself (a file over the limit) says why; anything else is the connection.
      throw streamed?.refusal ?? upstreamUnavailable(deadline?.signal.aborted ? deadline.signal.reason : error);
    } finally {
      clearTimeout(timer);
    }
    const text = await response.body.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      if (response.statusCode < 400)
        throw new GraphQLError('The service sent an unreadable answer.', { extensions: { code: 'UPSTREAM_ERROR' } });
    }
    if (response.statusCode >= 400) throw restError(response.statusCode, parsed);
    return asContract(contract, parsed, `${method} ${path.split('?')[0]}`);
  }
}

function isStreamed(body: unknown): body is StreamedBody {
  return typeof body === 'object' && body !== null && 'chunks' in body && 'refusal' in body;
}

/** The report filters as the REST query string (contracts/attributes.ts). */
function reportParams(query: AttributeReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(name, String(value));
  return params;
}
