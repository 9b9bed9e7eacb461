import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { Pool, request, type Dispatcher } from 'undici';
import { restError, upstreamUnavailable } from './errors.ts';
import type { Static, TSchema } from 'typebox';
import { CreditRequestPayload } from '../../../contracts/credits.ts';
import { ActionPlanPayload } from '../../../contracts/dashboard.ts';
import { HealthPayload } from '../../../contracts/health.ts';
import { OrganisationPayload } from '../../../contracts/organisations.ts';
import { PhaseListResponse, type PhasePayload } from '../../../contracts/phases.ts';
import { PropertyListResponse, PropertyPayload } from '../../../contracts/properties.ts';
import { EnquiryResponse, type EnquiryBody } from '../../../contracts/enquiries.ts';
import { QuestionnaireResponse, SaveAnswersResponse, type SaveAnswersBody } from '../../../contracts/questionnaires.ts';
import { AcceptTermsResponse, UserDetail, type UserChangesBody, type UserSummary } from '../../../contracts/users.ts';
import { RemoveUploadResponse, UploadResponse, VaultPayload } from '../../../contracts/uploads.ts';
import type { StreamedBody } from '../uploads/multipart-body.ts';
import { PdtfTransaction } from '../../../contracts/pdtf.ts';
import { PropertySignaturesResponse, SignResponse, UnsignResponse, VerifyResponse, type CompleteBody, type SignBody } from '../../../contracts/signatures.ts';
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
import { ApiClientList, ApiClientPayload, CreatedApiClient, type CreateApiClientBody } from '../../../contracts/api-clients.ts';
import { asContract } from './contract-check.ts';
import type { UserSource } from './sources.ts';

export type RestConnection = {
  /** Base URL of the REST API, e.g. http://127.0.0.1:4000/api. */
  baseUrl: URL;
  /** Shared keep-alive pool (or a MockAgent in tests). */
  dispatcher: Dispatcher;
  timeoutMs: number;
};

export function createRestConnection(baseUrl: string, options: { timeoutMs?: number; connections?: number } = {}): RestConnection {
  const url = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const dispatcher = new Pool(url.origin, { connections: options.connections ?? 64, keepAliveTimeout: 30_000, pipelining: 1 });
  return { baseUrl: url, dispatcher, timeoutMs: options.timeoutMs ?? 10_000 };
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

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

  readonly #properties = new DataLoader<number, PropertyPayload>((ids) =>
    this.#each(ids, (id) => this.#call(PropertyPayload, 'GET', `property/${id}`)),
  );
  readonly #users = new DataLoader<string, UserDetail>((ids) =>
    this.#each(ids, (id) => this.#call(UserDetail, 'GET', `user/${encodeURIComponent(id)}`)),
  );
  readonly #organisations = new DataLoader<number, OrganisationPayload>((ids) =>
    this.#each(ids, (id) => this.#call(OrganisationPayload, 'GET', `organisation/${id}`)),
  );
  /** One call per property whatever the number of documents in it. */
  readonly #vaults = new DataLoader<number, VaultPayload>((ids) =>
    this.#each(ids, (id) => this.#call(VaultPayload, 'GET', `property/${id}/uploads`)),
  );
  /** One call per property whatever the number of items, forms, signatures or sellers. */
  readonly #actionPlans = new DataLoader<number, ActionPlanPayload>((ids) =>
    this.#each(ids, (id) => this.#call(ActionPlanPayload, 'GET', `property/${id}/action-plan`)),
  );
  /** The attributes of every property a query asks about, in one call per 100 properties. */
  readonly #propertyAttributes = new DataLoader<number, PropertyAttributePayload[]>(
    async (ids) => {
      const { properties } = await this.#call(PropertyAttributesResponse, 'GET', `attributes/properties?ids=${ids.join(',')}`);
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

  async listProperties(query: { page: number; pageSize: number; search?: string | null; deleted?: boolean | null }): Promise<PropertyListResponse> {
    const params = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize) });
    if (query.search) params.set('search', query.search);
    if (query.deleted) params.set('deleted', '1');
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

  saveAnswers(propertyId: number, questionnaireId: number, body: SaveAnswersBody): Promise<SaveAnswersResponse> {
    return this.#call(SaveAnswersResponse, 'POST', `questionnaire/${propertyId}/${questionnaireId}`, body);
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

  setMonthlyLimit(value: number): Promise<MonthlyLimitPayload> {
    return this.#call(MonthlyLimitPayload, 'POST', 'admin/monthly-limit', { value });
  }

  /** An organisation table of the admin screens; its rows are whole organisations, reused by later lookups. */
  async organisationList(path: 'admin/brands' | 'admin/agencies' | 'admin/solicitors-firms'): Promise<OrganisationList> {
    const list = await this.#call(OrganisationList, 'GET', path);
    for (const organisation of list) this.#organisations.prime(organisation.id, organisation);
    return list;
  }

  people(path: 'admin/agents' | 'admin/solicitors' | 'admin/movers'): Promise<PersonList> {
    return this.#call(PersonList, 'GET', path);
  }

  async addOrganisation(path: 'agency' | 'solicitorsfirm', body: AddAgencyBody | AddFirmBody): Promise<OrganisationListItem> {
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

  changeAgentOrganisation(id: string, organisationId: number, takeOverAgentId: string | null): Promise<AgentChangeResult> {
    return this.#call(AgentChangeResult, 'PUT', `agent/${encodeURIComponent(id)}/organisation`, { organisation_id: organisationId, take_over_agent_id: takeOverAgentId });
  }

  removeAgent(id: string, newAgentId: string | null): Promise<AgentChangeResult> {
    return newAgentId
      ? this.#call(AgentChangeResult, 'PUT', `agent/${encodeURIComponent(id)}/transfer-remove`, { new_agent_id: newAgentId })
      : this.#call(AgentChangeResult, 'DELETE', `agent/${encodeURIComponent(id)}`);
  }

  searchUsers(email: string): Promise<UserSearchResult> {
    return this.#call(UserSearchResult, 'GET', `users/search?${new URLSearchParams({ email })}`);
  }

  phaseConfig(organisationId: number): Promise<PhaseConfigPayload> {
    return this.#call(PhaseConfigPayload, 'GET', `organisation/${organisationId}/phase-config`);
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
    return this.#call(PropertyOwnersResponse, 'PUT', `property/${id}/${field}`, field === 'owner' ? { owner_id: userId } : { creator_id: userId });
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

  pdtfTransaction(propertyId: number): Promise<PdtfTransaction> {
    return this.#call(PdtfTransaction, 'GET', `property/${propertyId}/pdtf`);
  }

  /** Batch function: each key gets its own result or its own error, never one failure for all. */
  async #each<K, V>(keys: readonly K[], load: (key: K) => Promise<V>): Promise<(V | Error)[]> {
    const settled = await Promise.allSettled(keys.map(load));
    return settled.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error)));
  }

  /** `body` is sent as JSON, or as it streams when it is a StreamedBody (uploads). */
  async #call<S extends TSchema>(contract: S, method: Method, path: string, body?: unknown): Promise<Static<S>> {
    const url = new URL(path, this.#connection.baseUrl);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#token) headers.authorizationjwt = this.#token;
    const streamed = isStreamed(body) ? body : null;
    if (body !== undefined) headers['content-type'] = streamed ? streamed.contentType : 'application/json';
    this.calls += 1;
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method,
        headers,
        body: streamed ? streamed.chunks : body === undefined ? undefined : JSON.stringify(body),
        dispatcher: this.#connection.dispatcher,
        headersTimeout: this.#connection.timeoutMs,
        bodyTimeout: this.#connection.timeoutMs,
      });
    } catch (error) {
      // A streamed body that refused itself (a file over the limit) says why; anything else is the connection.
      throw streamed?.refusal ?? upstreamUnavailable(error);
    }
    const text = await response.body.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      if (response.statusCode < 400) throw new GraphQLError('The service sent an unreadable answer.', { extensions: { code: 'UPSTREAM_ERROR' } });
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
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(name, String(value));
  return params;
}
