import type { AdapterPayload } from 'oidc-provider';
import type { Db } from '../../store/database.ts';
import { activeApiClientSecret } from '../../store/api-clients.ts';

/**
 * An integrator's client as oidc-provider sees it: client-credentials only, authenticated with HTTP
 * Basic. `client_secret` holds the stored SHA-256 hash, never the secret (the provider's secret
 * comparison is replaced to hash what the client presents). A revoked or unknown client is not
 * found, so the token endpoint answers invalid_client. A client registered at an external issuer
 * has no secret here and cannot obtain tokens from us.
 */
export async function apiClientMetadata(db: Db, clientId: string): Promise<AdapterPayload | undefined> {
  const client = await activeApiClientSecret(db, clientId);
  if (!client?.secretHash) return undefined;
  return {
    client_id: clientId,
    client_secret: client.secretHash,
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}
