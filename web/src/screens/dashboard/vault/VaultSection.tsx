import { Card, Stack, Title } from '@mantine/core';
import type { VaultSection_PropertyFragment } from '../../../gql/graphql.ts';
import { DocumentList } from './DocumentList.tsx';
import { UploadArea } from './UploadArea.tsx';

/** The dashboard's upload area and document vault (spec 01 §2); the upload area only for those who may add documents. */
export function VaultSection({ property }: { property: VaultSection_PropertyFragment }) {
  const { vault } = property;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="vault-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="vault-heading">
          Document vault
        </Title>
        {vault.viewerMayUpload ? (
          <UploadArea propertyId={property.id} maxBytes={vault.maxBytes} kinds={vault.acceptedTypes} />
        ) : null}
        <DocumentList propertyId={property.id} vault={vault} />
      </Stack>
    </Card>
  );
}
