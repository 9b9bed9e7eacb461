import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useAuth } from '../../../auth/AuthContext.tsx';
import { useRemoveDocumentMutation } from '../../../gql/actions.ts';
import type { VaultSection_PropertyFragment } from '../../../gql/graphql.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { removeVaultDocument } from '../../../cache/effects.ts';
import { saveBlob } from '../../../files/saveBlob.ts';

type Vault = VaultSection_PropertyFragment['vault'];
type VaultDocument = Vault['documents'][number];

/** The vault's documents by name without extension (spec 01 §2), each downloadable and, for its uploaders, removable. */
export function DocumentList({ propertyId, vault }: { propertyId: string; vault: Vault }) {
  const [removing, setRemoving] = useState<VaultDocument | null>(null);
  const notify = useNotify();
  const [removeDocument] = useRemoveDocumentMutation();

  const confirmRemove = () => {
    if (!removing) return;
    const document = removing;
    setRemoving(null);
    removeDocument({
      variables: { propertyId, documentId: document.id },
      optimisticResponse: {
        __typename: 'Mutation',
        removeDocument: { __typename: 'RemovedDocument', id: document.id },
      },
      update(cache, { data }) {
        if (data) removeVaultDocument(cache, vault.id, data.removeDocument.id);
      },
    }).catch((error: unknown) => {
      notify(MESSAGES.removeUploadFailed(error instanceof Error ? error.message : String(error)), 'error');
    });
  };

  if (vault.documents.length === 0) return <Text size="sm">No documents yet.</Text>;

  return (
    <>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Documents">
        {vault.documents.map((document) => (
          <Group key={document.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Text style={{ overflowWrap: 'anywhere' }}>{document.name}</Text>
            <Group gap={6} wrap="nowrap">
              <DownloadButton document={document} />
              {vault.viewerMayUpload ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving(document)}
                  aria-label={`Remove ${document.name}`}
                >
                  Remove
                </Button>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove document" centered>
        <Stack>
          <Text>{removing ? MESSAGES.removeUploadConfirm(removing.name) : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmRemove}>
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The API wants the AuthorizationJWT header, which a plain link cannot send: the file is fetched
 * with it and handed to the browser under its name.
 */
function DownloadButton({ document }: { document: VaultDocument }) {
  const auth = useAuth();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const token = auth.getIdToken();
      const response = await fetch(document.downloadPath, { headers: token ? { AuthorizationJWT: token } : {} });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(body?.error?.message ?? `status ${response.status}`);
      }
      saveBlob(await response.blob(), document.fileName);
    } catch (error) {
      notify(MESSAGES.documentFetchFailed(error instanceof Error ? error.message : String(error)), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download ${document.name}`}
    >
      Download
    </Button>
  );
}
