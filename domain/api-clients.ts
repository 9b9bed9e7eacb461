/**
 * API clients for integrators (issue 10): the rules shared by the API, the gateway and the admin
 * screen. A client acts as an agent of one organisation through its own service user.
 */
import { ORGANISATION_TYPE, type OrganisationTypeCode } from './organisation-types.ts';

/** Prefix of the client ids the product generates, so they are recognisable in logs and support mail. */
export const API_CLIENT_ID_PREFIX = 'mr_';
export const API_CLIENT_NAME_MAX = 100;
/** External issuers' client ids are opaque; these bounds and characters cover the common issuers'. */
export const EXTERNAL_CLIENT_ID_MAX = 200;
const EXTERNAL_CLIENT_ID = /^[A-Za-z0-9._:@|-]+$/;

export type ApiClientStatus = 'active' | 'revoked';

/** The name as stored (trimmed), or null when it is empty or longer than allowed. */
export function apiClientName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > API_CLIENT_NAME_MAX) return null;
  return name;
}

/** Whether an id entered for a client registered at an external issuer is acceptable. */
export function isExternalClientId(raw: string): boolean {
  return raw.length > 0 && raw.length <= EXTERNAL_CLIENT_ID_MAX && EXTERNAL_CLIENT_ID.test(raw);
}

export function apiClientStatus(client: { revokedAt: string | Date | null }): ApiClientStatus {
  return client.revokedAt ? 'revoked' : 'active';
}

/**
 * The client id a token names: RFC 9068's `client_id`, else `azp`, else the subject (some issuers
 * put the client id only in `sub`).
 */
export function clientIdOfClaims(claims: Record<string, unknown>): string | null {
  for (const key of ['client_id', 'azp', 'sub']) {
    const value = claims[key];
    if (typeof value === 'string' && value.length > 0 && value.length <= 255) return value;
  }
  return null;
}

/**
 * A client acts as an agent, and an agent belongs to an agency: inside a brand or a solicitors' firm
 * it would hold rights that organisation's own people lack (docs/decisions/0301-api-clients-belong-to-agencies.md).
 */
export function mayHoldApiClient(type: OrganisationTypeCode): boolean {
  return type === ORGANISATION_TYPE.agency;
}
