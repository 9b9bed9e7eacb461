import { Button, Stack, Text } from '@mantine/core';
import type { PortalSearchQuery } from '../../gql/wizard.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { SampleDataNote } from './SampleDataNote.tsx';

type Listing = PortalSearchQuery['portalSearch']['properties'][number];
type Props = {
  listings: Listing[];
  sample: boolean;
  busy: boolean;
  onChoose: (listing: Listing) => void;
  onSkip: () => void;
};

export function portalLabel(listing: Listing): string {
  const street = [listing.nameNo, listing.street].filter(Boolean).join(/^\d/.test(listing.nameNo) ? ' ' : ', ');
  return [listing.subDwelling, street, listing.town, listing.postcode].filter(Boolean).join(', ');
}

/** Step 2.5, only for organisations that use the portal: link the property to its listing, or skip (spec 02 §4.5). */
export function PortalStep({ listings, sample, busy, onChoose, onSkip }: Props) {
  return (
    <Stack gap="sm">
      {listings.length > 0 ? (
        <>
          <Text>Is this property on your portal? Choose its listing to link them.</Text>
          <ChoiceList
            label="Portal listings"
            choices={listings.map((listing) => ({ key: listing.id, label: portalLabel(listing) }))}
            onChoose={(id) => onChoose(listings.find((l) => l.id === id)!)}
            busyKey={busy ? 'any' : null}
          />
        </>
      ) : (
        <Text>There are no listings on your portal at this postcode.</Text>
      )}
      <Button variant="default" onClick={onSkip} loading={busy} style={{ alignSelf: 'flex-start' }}>
        Skip
      </Button>
      {sample ? <SampleDataNote what="portal listings" /> : null}
    </Stack>
  );
}
