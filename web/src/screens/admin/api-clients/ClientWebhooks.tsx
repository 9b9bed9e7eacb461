import { useState } from 'react';
import { Badge, Button, Checkbox, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { ENUM_LABELS } from '../../../../../domain/labels.ts';
import { WEBHOOK_EVENT_ENUM, webhookUrlProblem } from '../../../../../domain/webhooks/events.ts';
import { FormError } from '../../../forms/FormError.tsx';
import { CopyableSecret } from './CopyableSecret.tsx';
import { WebhookHowTo } from './IntegratorHowTo.tsx';
import {
  useApiClientWebhooksQuery,
  useCreateWebhookSubscriptionMutation,
  useDeleteWebhookSubscriptionMutation,
  useRotateWebhookSecretMutation,
  type ApiClientRowFragment,
  type WebhookSubscriptionRowFragment,
} from '../../../gql/admin.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { DataTable } from '../common/DataTable.tsx';
import { dateText } from '../common/formats.ts';
import { LoadState } from '../common/LoadState.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { mutationMessage } from '../common/mutationMessage.ts';
import { useAdminForm } from '../common/useAdminForm.ts';

type EventName = keyof typeof WEBHOOK_EVENT_ENUM;
const EVENT_NAMES = Object.keys(WEBHOOK_EVENT_ENUM) as EventName[];
const eventLabel = (name: EventName) => ENUM_LABELS.WebhookEvent[name];
const REFETCH = { refetchQueries: ['ApiClientWebhooks'], awaitRefetchQueries: true };
/** Deliveries happen minutes apart: the time matters as much as the day. */
const timeText = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }) : '—';

/** The signing secret just made: shown here once, in this component's props only. */
function NewSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Paper withBorder p="sm" radius="md" bg="green.0" role="status">
      <Stack gap="xs">
        <CopyableSecret label="Signing secret" value={secret} />
        <Text size="sm" fw={600} role="note">
          {MESSAGES.webhookSecretOnce}
        </Text>
        <Button size="xs" onClick={onDone} style={{ alignSelf: 'flex-start' }}>
          Done
        </Button>
      </Stack>
    </Paper>
  );
}

function AddWebhookForm({ clientId, onAdded }: { clientId: string; onAdded: (secret: string) => void }) {
  const [create] = useCreateWebhookSubscriptionMutation(REFETCH);
  const { form, onSubmit, formError } = useAdminForm<{ url: string; events: string[] }>({
    initialValues: { url: '', events: [] },
    validate: (values) => {
      // The browser cannot know whether private targets are allowed: the server has the last word on http and addresses.
      const problem = webhookUrlProblem(values.url.trim(), { allowPrivateTargets: true });
      return {
        url:
          problem === 'invalid'
            ? MESSAGES.webhookUrlInvalid
            : problem === 'scheme'
              ? MESSAGES.webhookUrlScheme
              : problem === 'credentials'
                ? MESSAGES.webhookUrlCredentials
                : undefined,
        events: values.events.length
          ? undefined
          : MESSAGES.webhookEventsInvalid(EVENT_NAMES.map(eventLabel).join(', ')),
      };
    },
    save: async (values) => {
      const result = await create({
        variables: { input: { clientId, url: values.url.trim(), events: values.events as EventName[] } },
      });
      const created = result.data?.createWebhookSubscription;
      if (!created) return false;
      form.reset();
      onAdded(created.secret);
    },
    savedMessage: MESSAGES.webhookCreated,
    failedMessage: MESSAGES.createWebhookFailed,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="add-webhook-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="add-webhook-heading">
          Add a webhook
        </Title>
        <TextInput
          label="Receiver address"
          placeholder="https://crm.example.com/hooks/moveready"
          {...form.getInputProps('url')}
          required
        />
        <Checkbox.Group label="Events" {...form.getInputProps('events')} required>
          <Group gap="md" mt={4}>
            {EVENT_NAMES.map((name) => (
              <Checkbox key={name} value={name} label={eventLabel(name)} />
            ))}
          </Group>
        </Checkbox.Group>
        <FormError message={formError} />
        <Button
          type="submit"
          loading={form.submitting}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        >
          Add webhook
        </Button>
      </Stack>
    </form>
  );
}

type Pending = { kind: 'remove' | 'rotate'; subscription: WebhookSubscriptionRowFragment };

function ConfirmModal({
  pending,
  onClose,
  onRotated,
}: {
  pending: Pending;
  onClose: () => void;
  onRotated: (secret: string) => void;
}) {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [remove, removing] = useDeleteWebhookSubscriptionMutation(REFETCH);
  const [rotate, rotating] = useRotateWebhookSecretMutation(REFETCH);
  const isRemove = pending.kind === 'remove';
  const confirm = async () => {
    try {
      if (isRemove) {
        await remove({ variables: { id: pending.subscription.id } });
        notify(MESSAGES.webhookRemoved);
      } else {
        const result = await rotate({ variables: { id: pending.subscription.id } });
        if (result.data) onRotated(result.data.rotateWebhookSecret.secret);
        notify(MESSAGES.webhookSecretRotated);
      }
      onClose();
    } catch (failure) {
      setError(
        mutationMessage(failure as Error, isRemove ? MESSAGES.removeWebhookFailed : MESSAGES.rotateWebhookSecretFailed),
      );
    }
  };
  return (
    <ConfirmDialog
      title={isRemove ? 'Remove webhook' : 'New signing secret'}
      message={isRemove ? MESSAGES.webhookRemoveConfirm(pending.subscription.url) : MESSAGES.webhookRotateConfirm}
      action={isRemove ? 'Remove' : 'Make new secret'}
      destructive={isRemove}
      loading={removing.loading || rotating.loading}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

const STATUS_COLOUR = { DELIVERED: 'green', PENDING: 'yellow', FAILED: 'red' } as const;
const statusBadge = (status: keyof typeof STATUS_COLOUR) => (
  <Badge color={STATUS_COLOUR[status]} variant="light">
    {ENUM_LABELS.WebhookDeliveryStatus[status]}
  </Badge>
);

/**
 * One API client's webhooks (issue 28): its receivers with their events, adding one (the signing
 * secret shown once), a new secret or removal, and the most recent deliveries with how each went.
 */
export function ClientWebhooks({ client, onClose }: { client: ApiClientRowFragment; onClose: () => void }) {
  const { data, error, refetch } = useApiClientWebhooksQuery({
    variables: { clientId: client.clientId },
    fetchPolicy: 'cache-and-network',
  });
  const [secret, setSecret] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const active = client.status === 'ACTIVE';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="webhooks-heading">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="webhooks-heading">
            Webhooks of {client.name}
          </Title>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => void refetch()}>
              Refresh
            </Button>
            <Button size="xs" variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Group>
        <WebhookHowTo />
        <LoadState
          data={data}
          error={error}
          failedMessage={MESSAGES.fetchWebhooksFailed}
          loadingLabel="Loading webhooks"
          onRetry={() => void refetch()}
        >
          {(loaded) => (
            <Stack gap="md">
              <DataTable
                caption="Webhooks"
                empty="No webhooks yet."
                rows={loaded.webhookSubscriptions}
                rowKey={(subscription) => subscription.id}
                minWidth={680}
                columns={[
                  {
                    key: 'url',
                    header: 'Receiver',
                    cell: (subscription) => <Code style={{ overflowWrap: 'anywhere' }}>{subscription.url}</Code>,
                  },
                  {
                    key: 'events',
                    header: 'Events',
                    cell: (subscription) => subscription.events.map(eventLabel).join(', '),
                  },
                  { key: 'created', header: 'Added', cell: (subscription) => dateText(subscription.createdAt) },
                  {
                    key: 'actions',
                    header: 'Actions',
                    cell: (subscription) => (
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setPending({ kind: 'rotate', subscription })}
                          aria-label={`New secret for ${subscription.url}`}
                        >
                          New secret
                        </Button>
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setPending({ kind: 'remove', subscription })}
                          aria-label={`Remove webhook to ${subscription.url}`}
                        >
                          Remove
                        </Button>
                      </Group>
                    ),
                  },
                ]}
              />
              {secret ? (
                <NewSecret secret={secret} onDone={() => setSecret(null)} />
              ) : active ? (
                <AddWebhookForm clientId={client.clientId} onAdded={setSecret} />
              ) : null}
              <Title order={3} size="h5">
                Recent deliveries
              </Title>
              <DataTable
                caption="Recent deliveries"
                empty="Nothing sent yet."
                rows={loaded.webhookDeliveries}
                rowKey={(delivery) => delivery.id}
                minWidth={760}
                columns={[
                  { key: 'event', header: 'Event', cell: (delivery) => eventLabel(delivery.eventType) },
                  { key: 'when', header: 'Queued', cell: (delivery) => timeText(delivery.createdAt) },
                  { key: 'status', header: 'Status', cell: (delivery) => statusBadge(delivery.status) },
                  { key: 'attempts', header: 'Attempts', cell: (delivery) => String(delivery.attempts) },
                  {
                    key: 'response',
                    header: 'Last response',
                    cell: (delivery) =>
                      delivery.lastStatusCode !== null && delivery.lastStatusCode !== undefined
                        ? String(delivery.lastStatusCode)
                        : (delivery.lastError ?? '—'),
                  },
                  { key: 'next', header: 'Next retry', cell: (delivery) => timeText(delivery.nextAttemptAt) },
                ]}
              />
            </Stack>
          )}
        </LoadState>
      </Stack>
      {pending ? <ConfirmModal pending={pending} onClose={() => setPending(null)} onRotated={setSecret} /> : null}
    </Paper>
  );
}
