import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ChoiceList } from '../wizard/ChoiceList.tsx';

export type ListingChoice = { id: string; line: string; sameAddress: boolean };

type Props = {
  /** The address the property is at, as it is named to the user. */
  addressLine: string;
  /** The listings, the ones at the address first (domain/portal/listing-address.ts rankListings). */
  choices: ListingChoice[];
  busy: boolean;
  onLink: (listingId: string) => void;
};

/**
 * The portal's listings for a property (spec 02 §4.5): names the address the property is at, puts
 * the listing at that address first and marks it, and asks before a listing at another address is
 * linked, since the portal may write the same address its own way but more often it is another
 * property on the street.
 */
export function ListingChoices({ addressLine, choices, busy, onLink }: Props) {
  const [elsewhere, setElsewhere] = useState<ListingChoice | null>(null);
  const matched = choices.some((choice) => choice.sameAddress);
  const choose = (id: string) => {
    const choice = choices.find((candidate) => candidate.id === id);
    if (!choice) return;
    if (choice.sameAddress) onLink(choice.id);
    else setElsewhere(choice);
  };
  return (
    <Stack gap="sm">
      <Text>
        The property is at{' '}
        <Text span fw={700} data-testid="chosen-address">
          {addressLine}
        </Text>
        .
      </Text>
      {choices.length === 0 ? null : matched ? (
        <Text size="sm">The listing at this address comes first. Choose it to link them.</Text>
      ) : (
        <Text size="sm" data-testid="no-listing-here">
          None of these listings is at this address. Skip this, or link one only if it is this property written another
          way.
        </Text>
      )}
      {choices.length > 0 ? (
        <ChoiceList
          label="Portal listings"
          choices={choices.map((choice) => ({
            key: choice.id,
            label: (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{choice.line}</Text>
                {choice.sameAddress ? (
                  <Badge color="green" variant="light" c="green.9" style={{ flexShrink: 0 }}>
                    This address
                  </Badge>
                ) : null}
              </Group>
            ),
          }))}
          onChoose={choose}
          busyKey={busy ? 'any' : null}
        />
      ) : null}
      <Modal
        opened={elsewhere !== null}
        onClose={() => setElsewhere(null)}
        title="Link a listing at another address?"
        centered
      >
        <Stack>
          <Text>
            The property is at {addressLine}, but this listing is at {elsewhere?.line}. Link it only if it is the same
            property, written another way on the portal.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setElsewhere(null)}>
              Choose another
            </Button>
            <Button
              color="red.8"
              onClick={() => {
                const chosen = elsewhere;
                setElsewhere(null);
                if (chosen) onLink(chosen.id);
              }}
            >
              Link anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
