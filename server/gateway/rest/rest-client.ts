import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { Pool, request, type Dispatcher } from 'undici';
import { restError, upstreamUnavailable } from './errors.ts';
import type { RestHealth, RestOrganisation, RestPhase, RestProperty, RestPropertyList, RestUser } from './payloads.ts';

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

  readonly #properties = new DataLoader<number, RestProperty>((ids) => this.#each(ids, (id) => this.#call<RestProperty>('GET', `property/${id}`)));
  readonly #users = new DataLoader<string, RestUser>((ids) => this.#each(ids, (id) => this.#call<RestUser>('GET', `user/${encodeURIComponent(id)}`)));

  constructor(connection: RestConnection, token: string | null) {
    this.#connection = connection;
    this.#token = token;
  }

  readonly #organisations = new DataLoader<number, RestOrganisation>((ids) => this.#each(ids, (id) => this.#call<RestOrganisation>('GET', `organisation/${id}`)));

  organisation(id: number): Promise<RestOrganisation> {
    return this.#organisations.load(id);
  }

  property(id: number): Promise<RestProperty> {
    return this.#properties.load(id);
  }

  user(id: string): Promise<RestUser> {
    return this.#users.load(id);
  }

  /** A user this request already holds (from the list or an update), without waiting: lets per-row checks stay synchronous. */
  knownUser(id: string): RestUser | undefined {
    return this.#known.get(id);
  }

  readonly #known = new Map<string, RestUser>();

  #remember(user: RestUser): void {
    this.#known.set(user.id, user);
    this.#users.clear(user.id).prime(user.id, user);
  }

  async listProperties(query: { page: number; pageSize: number; search?: string | null; deleted?: boolean | null }): Promise<RestPropertyList> {
    const params = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize) });
    if (query.search) params.set('search', query.search);
    if (query.deleted) params.set('deleted', '1');
    const list = await this.#call<RestPropertyList>('GET', `properties?${params}`);
    // The list already carries every property and the viewer: later lookups in this request reuse them.
    for (const property of list.properties) this.#properties.prime(property.id, property);
    this.#remember(list.user);
    return list;
  }

  async phases(): Promise<RestPhase[]> {
    return (await this.#call<{ phases: RestPhase[] }>('GET', 'phases')).phases;
  }

  async acceptTerms(): Promise<RestUser> {
    const { user } = await this.#call<{ user: RestUser }>('PUT', 'accept');
    this.#remember(user);
    return user;
  }

  async updateUser(id: string, changes: Record<string, unknown>): Promise<RestUser> {
    const user = await this.#call<RestUser>('PUT', `user/${encodeURIComponent(id)}`, changes);
    this.#remember(user);
    return user;
  }

  requestCredits(): Promise<{ id: number; created_at: string }> {
    return this.#call('POST', 'credits/request');
  }

  health(): Promise<RestHealth> {
    return this.#call<RestHealth>('GET', 'health');
  }

  /** Batch function: each key gets its own result or its own error, never one failure for all. */
  async #each<K, V>(keys: readonly K[], load: (key: K) => Promise<V>): Promise<(V | Error)[]> {
    const settled = await Promise.allSettled(keys.map(load));
    return settled.map((result) => (result.status === 'fulfilled' ? result.value : (result.reason as Error)));
  }

  async #call<T>(method: Method, path: string, body?: unknown): Promise<T> {
    const url = new URL(path, this.#connection.baseUrl);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.#token) headers.authorizationjwt = this.#token;
    if (body !== undefined) headers['content-type'] = 'application/json';
    this.calls += 1;
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        dispatcher: this.#connection.dispatcher,
        headersTimeout: this.#connection.timeoutMs,
        bodyTimeout: this.#connection.timeoutMs,
      });
    } catch (error) {
      throw upstreamUnavailable(error);
    }
    const text = await response.body.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      if (response.statusCode < 400) throw new GraphQLError('The service sent an unreadable answer.', { extensions: { code: 'UPSTREAM_ERROR' } });
    }
    if (response.statusCode >= 400) throw restError(response.statusCode, parsed);
    return parsed as T;
  }
}
