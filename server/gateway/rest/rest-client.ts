import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { Pool, request, type Dispatcher } from 'undici';
import { restError, upstreamUnavailable } from './errors.ts';
import type { Static, TSchema } from 'typebox';
import { CreditRequestPayload } from '../../../contracts/credits.ts';
import { HealthPayload } from '../../../contracts/health.ts';
import { OrganisationPayload } from '../../../contracts/organisations.ts';
import { PhaseListResponse, type PhasePayload } from '../../../contracts/phases.ts';
import { PropertyListResponse, PropertyPayload } from '../../../contracts/properties.ts';
import { QuestionnaireResponse, SaveAnswersResponse, type SaveAnswersBody } from '../../../contracts/questionnaires.ts';
import { AcceptTermsResponse, UserDetail, type UserChangesBody, type UserSummary } from '../../../contracts/users.ts';
import { RemoveUploadResponse, UploadResponse, VaultPayload } from '../../../contracts/uploads.ts';
import type { StreamedBody } from '../uploads/multipart-body.ts';
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
  AttributeExamplesResponse,
  AttributeStatisticsResponse,
  AttributeSummaryResponse,
  PropertyAttributesResponse,
  type AttributeReportQuery,
  type PropertyAttributePayload,
} from '../../../contracts/attributes.ts';
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

  setMonthlyLimit(value: number): Promise<MonthlyLimitPayload> {
    return this.#call(MonthlyLimitPayload, 'POST', 'admin/monthly-limit', { value });
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
