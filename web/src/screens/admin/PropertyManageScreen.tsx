import { useState } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { forgetProperty } from '../../cache/effects.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import {
  useDeletePropertyMutation,
  usePropertyManageQuery,
  useSetPropertyCreatorMutation,
  useSetPropertyOwnerMutation,
  type PropertyManageQuery,
} from '../../gql/admin.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { useProductTheme } from '../../theme/ThemeContext.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SellersTable } from '../invitations/SellersTable.tsx';
import { openReportTemplate, reportTemplatePath, type TemplateKind } from './reportTemplate.ts';
import { PortalLinkCard } from '../portal/PortalLinkCard.tsx';

/**
 * `/admin/properties/:id/manage` (spec 02 §4.7): 'Manage {property name}', the invited sellers with
 * Resend invite and Remove, the Invite Seller link under four sellers, the administrators'
 * Resources, the owner and creator, and the Danger Zone. One query; a part the viewer may not use
 * comes back as an error for that field only and its section is left out.
 */
export default function PropertyManageScreen() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = usePropertyManageQuery({ variables: { id }, errorPolicy: 'all' });

  if (loading && !data) return <PageLoader label="Loading property" />;
  if (!data?.property) return <FailureNotice failure={failureOf(error!)} onRetry={() => void refetch()} asPage />;

  const { property, invitedSellers, propertyOwners, viewer } = data;
  const isAdministrator = viewer.permissions.includes('ADMIN_ONLY');
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        Manage {property.name}
      </Title>
      {invitedSellers ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sellers-heading">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3" id="sellers-heading">
                Invited sellers
              </Title>
              {property.numSellers < invitedSellers.maxSellers ? (
                <Anchor component={Link} to={`/properties/${id}/invite-seller`}>
                  Invite Seller
                </Anchor>
              ) : null}
            </Group>
            <SellersTable propertyId={id} sellers={invitedSellers.sellers} onChanged={() => void refetch()} />
          </Stack>
        </Paper>
      ) : null}
      <PortalLinkCard propertyId={id} portal={property.portal} />
      {isAdministrator ? <Resources propertyId={id} /> : null}
      {propertyOwners ? <OwnerAndCreator propertyId={id} owners={propertyOwners} /> : null}
      {propertyOwners ? <DangerZone propertyId={id} /> : null}
    </Stack>
  );
}

function Resources({ propertyId }: { propertyId: string }) {
  const auth = useAuth();
  const theme = useProductTheme();
  const [failure, setFailure] = useState<string | null>(null);
  const open = async (kind: TemplateKind) =>
    setFailure(await openReportTemplate(reportTemplatePath(propertyId, theme.themeId, kind), auth.getIdToken()));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="resources-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="resources-heading">
          Resources
        </Title>
        <Group gap="sm">
          <Button variant="light" onClick={() => void open('market-ready')}>
            Market Ready Report Template
          </Button>
          <Button variant="light" onClick={() => void open('info')}>
            Property Information (TA6) Report Template
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function OwnerAndCreator({
  propertyId,
  owners,
}: {
  propertyId: string;
  owners: NonNullable<PropertyManageQuery['propertyOwners']>;
}) {
  const notify = useNotify();
  const [setOwner, owning] = useSetPropertyOwnerMutation();
  const [setCreator, creating] = useSetPropertyCreatorMutation();
  const choices = owners.people.map((person) => ({ value: person.id, label: `${person.name} (${person.email})` }));
  const change = async (field: 'owner' | 'creator', userId: string) => {
    try {
      if (field === 'owner') await setOwner({ variables: { propertyId, userId } });
      else await setCreator({ variables: { propertyId, userId } });
      notify(field === 'owner' ? 'Owner updated.' : 'Creator updated.');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="owner-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="owner-heading">
          Owner and creator
        </Title>
        <NativeSelect
          label="Owner"
          value={owners.ownerId ?? ''}
          disabled={owning.loading}
          data={[{ value: '', label: 'Nobody', disabled: true }, ...choices]}
          onChange={(event) => void change('owner', event.currentTarget.value)}
        />
        <NativeSelect
          label="Creator"
          value={owners.creatorId ?? ''}
          disabled={creating.loading}
          data={[{ value: '', label: 'Nobody', disabled: true }, ...choices]}
          onChange={(event) => void change('creator', event.currentTarget.value)}
        />
      </Stack>
    </Paper>
  );
}

function DangerZone({ propertyId }: { propertyId: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [remove, { loading }] = useDeletePropertyMutation();
  const confirm = async () => {
    try {
      await remove({
        variables: { id: propertyId },
        update: (cache) => forgetProperty(cache, propertyId),
      });
      notify(MESSAGES.hopDeleted);
      void navigate('/admin/properties');
    } catch {
      notify(MESSAGES.deleteHopFailed, 'error');
    } finally {
      setAsking(false);
    }
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="danger-heading"
      style={{ borderColor: 'var(--mantine-color-red-8)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="danger-heading" c="red.8">
          Danger Zone
        </Title>
        <Text size="sm">Deleting a hop is permanent: it leaves every list and cannot be undone.</Text>
        <Group>
          <Button color="red.8" onClick={() => setAsking(true)}>
            Delete Hop
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking}
        message={MESSAGES.deleteHopConfirm}
        action="Delete Hop"
        loading={loading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
