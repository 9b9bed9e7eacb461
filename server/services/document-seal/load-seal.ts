import type { Db } from '../../store/database.ts';
import { loadOrCreateSelfSignedSeal } from '../../store/document-seal-keys.ts';
import { createDocumentSeal, type DocumentSeal } from './document-seal.ts';
import { parseSealKey } from './seal-key.ts';
import { createSelfSignedSeal } from './self-signed.ts';
import { rfc3161Authority } from './timestamp.ts';

/**
 * How documents are sealed (DOCUMENT_SIGNING_KEY, DOCUMENT_SIGNING_CERTIFICATES, TSA_URL): the
 * platform's key and chain as PEM, or a self-signed seal kept in the database; a time-stamping
 * authority or none.
 */
export type DocumentSealConfig = {
  key: { keyPem: string; certificatesPem: string } | 'self-signed';
  tsaUrl: string | undefined;
  tsaTimeoutMs: number;
};

/** The self-signed seal's key is made once, by the first instance; call it under the start-up lock. */
export async function prepareSelfSignedSeal(db: Db, organisation: string): Promise<void> {
  await loadOrCreateSelfSignedSeal(db, () => createSelfSignedSeal(organisation));
}

export async function loadDocumentSeal(
  db: Db,
  config: DocumentSealConfig,
  organisation: string,
): Promise<DocumentSeal> {
  const key =
    config.key === 'self-signed'
      ? await loadOrCreateSelfSignedSeal(db, () => createSelfSignedSeal(organisation)).then((stored) =>
          parseSealKey(stored.privateKeyPem, stored.certificatePem, true),
        )
      : parseSealKey(config.key.keyPem, config.key.certificatesPem, false);
  return createDocumentSeal(
    key,
    config.tsaUrl ? rfc3161Authority(config.tsaUrl, { timeoutMs: config.tsaTimeoutMs }) : undefined,
  );
}
