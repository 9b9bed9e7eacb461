import { Button, Stack, Text } from '@mantine/core';
import { listingLine, premisesLine, rankListings } from '../../../../domain/portal/listing-address.ts';
import type { PortalSearchQuery } from '../../gql/wizard.ts';
import { ListingChoices } from '../portal/ListingChoices.tsx';
import { SampleDataNote } from './SampleDataNote.tsx';
import type { ChosenAddress } from './wizardFlow.ts';

type Listing = PortalSearchQuery['portalSearch']['properties'][number];
type Props = {
  /** The address chosen at the previous step, which the listings are compared with. */
  address: ChosenAddress;
  listings: Listing[];
  sample: boolean;
  busy: boolean;
  onChoose: (listing: Listing) => void;
  onSkip: () => void;
};

/** The chosen address as one line: "Flat 3, 7 Lansdown Road, Cheltenham, GL50 1QA". */
export function chosenLine(address: ChosenAddress): string {
  return [premisesLine(address), address.townOrCity.trim(), address.postcode.trim()].filter(Boolean).join(', ');
}

/**
 * Step 2.5, only for organisations that use the portal (spec 02 §4.5): link the property to its
 * listing, or skip. It names the address chosen, puts the listing at that address first and marks
 * it, and asks before a listing at another address is linked.
 */
export function PortalStep({ address, listings, sample, busy, onChoose, onSkip }: Props) {
  const ranked = rankListings(
    { premises: premisesLine(address), postcode: address.postcode },
    listings.map((listing) => ({ id: listing.id, listing, address: listing })),
  );
  return (
    <Stack gap="sm">
      {listings.length > 0 ? (
        <>
          <Text>Is this property on your portal? Choose its listing to link them.</Text>
          <ListingChoices
            addressLine={chosenLine(address)}
            choices={ranked.map(({ listing, sameAddress }) => ({
              id: listing.id,
              line: listingLine(listing.address),
              sameAddress,
            }))}
            busy={busy}
            onLink={(id) => onChoose(listings.find((listing) => listing.id === id)!)}
          />
        </>
      ) : (
        <Text>
          There are no listings on your portal at {address.postcode}, so {chosenLine(address)} cannot be linked to one.
        </Text>
      )}
      <Button variant="default" onClick={onSkip} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Skip
      </Button>
      {sample ? <SampleDataNote what="portal listings" /> : null}
    </Stack>
  );
}
