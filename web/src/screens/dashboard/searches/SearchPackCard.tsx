import { useState } from 'react';
import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useOrderSearchesMutation } from '../../../gql/actions.ts';
import type { DashboardQuery } from '../../../gql/graphql.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { failureMessage } from '../failureMessage.ts';

type Property = DashboardQuery['property'];

/**
 * Exchange Ready Search Pack with Order now (spec 01 §2, §4), from Contract Ready on. Order now
 * asks first, as ordering costs money and cannot be undone here; ordering shows the requested
 * state at once and rolls back with the spec's message if the server refuses.
 */
export function SearchPackCard({
  property,
  mayOrder,
  onConnectionProblem,
}: {
  property: Property;
  mayOrder: boolean;
  onConnectionProblem: (problem: boolean) => void;
}) {
  const notify = useNotify();
  const [orderSearches, { loading }] = useOrderSearchesMutation();
  const [confirming, setConfirming] = useState(false);
  if (!property.phase || property.phase.id === '1') return null;
  const searches = property.actionPlan?.searches ?? null;

  const order = () => {
    setConfirming(false);
    orderSearches({
      variables: { propertyId: property.id },
      optimisticResponse: {
        __typename: 'Mutation',
        orderSearches: { __typename: 'Property', id: property.id, searchesRequested: true },
      },
    }).then(
      () => onConnectionProblem(false),
      (error: unknown) => {
        const failure = failureMessage(error);
        onConnectionProblem(failure.connection);
        notify(MESSAGES.searchesOrderFailed(failure.message), 'error');
      },
    );
  };

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="searches-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="searches-heading">
          Exchange Ready Search Pack
        </Title>
        <Text size="sm">
          Local authority, drainage and water, and environmental searches, ordered once for the buyer&apos;s solicitor.
        </Text>
        {searches?.status === 'DELIVERED' ? (
          <Text size="sm" fw={600}>
            The search pack is in the document vault.
          </Text>
        ) : searches?.status === 'FAILED' ? (
          <Text size="sm" c="red.8">
            The searches provider could not return the pack. Please get in touch with us.
          </Text>
        ) : property.searchesRequested ? (
          <Text size="sm" fw={600} role="status">
            {MESSAGES.searchesOrdered}
          </Text>
        ) : mayOrder ? (
          <Button onClick={() => setConfirming(true)} loading={loading} style={{ alignSelf: 'flex-start' }}>
            Order now
          </Button>
        ) : (
          <Text size="sm" c="gray.7">
            Your agent or solicitor can order the searches.
          </Text>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Order the searches?" centered>
        <Stack>
          <Text>{MESSAGES.searchesOrderConfirm(property.name)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={order}>Order searches</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
