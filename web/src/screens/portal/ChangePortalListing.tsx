import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useLinkPortalListingMutation, usePortalChoicesQuery } from '../../gql/portal.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { failureMessage } from '../dashboard/failureMessage.ts';
import { SampleDataNote } from '../wizard/SampleDataNote.tsx';
import { ListingChoices } from './ListingChoices.tsx';

/** A failure as a sentence of its own: the server's refusal, or the connection. */
const sentence = (failure: unknown) => {
  const { message, connection } = failureMessage(failure);
  return connection ? 'The connection to the server failed. Please try again.' : message;
};

/**
 * Links the property to a listing of its agency's portal at its postcode, changes the link, or
 * removes it. The listings come from the portal when the dialog opens, the one at the property's
 * address first; the server checks the listing again.
 */
export function ChangePortalListing({
  propertyId,
  linked,
  onClose,
}: {
  propertyId: string;
  linked: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const { data, error, loading } = usePortalChoicesQuery({ variables: { propertyId }, fetchPolicy: 'network-only' });
  const [link, { loading: saving }] = useLinkPortalListingMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const save = (listingId: string | null) => {
    setProblem(null);
    link({ variables: { propertyId, listingId } }).then(
      () => {
        notify(listingId ? 'The property is linked to the listing.' : 'The link to the portal listing is removed.');
        onClose();
      },
      (failure: unknown) => setProblem(sentence(failure)),
    );
  };
  const choices = data?.portalChoices;
  return (
    <Modal opened onClose={onClose} title="Portal listing" centered size="lg">
      <Stack gap="sm">
        {loading && !choices ? <Loader size="sm" aria-label="Loading the portal's listings" /> : null}
        {error && !choices ? (
          <Alert color="red" variant="light" role="alert">
            {sentence(error)}
          </Alert>
        ) : null}
        {choices ? (
          choices.listings.length > 0 ? (
            <ListingChoices
              addressLine={choices.addressLine}
              choices={choices.listings}
              busy={saving}
              onLink={(id) => save(id)}
            />
          ) : (
            <Text>
              The agency’s portal has no listings at the postcode of {choices.addressLine}, so there is none to link.
            </Text>
          )
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {linked ? (
          <Button
            variant="default"
            color="red"
            onClick={() => save(null)}
            loading={saving}
            style={{ alignSelf: 'flex-start' }}
          >
            Remove the link
          </Button>
        ) : null}
        {choices?.sample ? <SampleDataNote what="portal listings" /> : null}
      </Stack>
    </Modal>
  );
}
