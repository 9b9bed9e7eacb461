import { Anchor, Stack, Text } from '@mantine/core';
import type { AddressLookupQuery } from '../../gql/wizard.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { SampleDataNote } from './SampleDataNote.tsx';

type Address = AddressLookupQuery['addressLookup']['addresses'][number];
type Props = {
  postcode: string;
  addresses: Address[];
  sample: boolean;
  busy: boolean;
  onChoose: (address: Address) => void;
  onNotListed: () => void;
};

/** Step 2: the addresses at the postcode, and 'My address isn't listed here' (spec 02 §4.5). */
export function AddressListStep({ postcode, addresses, sample, busy, onChoose, onNotListed }: Props) {
  return (
    <Stack gap="sm">
      <Text>Choose the address at {postcode}.</Text>
      <ChoiceList
        label={`Addresses at ${postcode}`}
        choices={addresses.map((address, index) => ({ key: String(index), label: address.line }))}
        onChoose={(key) => onChoose(addresses[Number(key)])}
        busyKey={busy ? 'any' : null}
      />
      <Anchor component="button" type="button" onClick={onNotListed} style={{ alignSelf: 'flex-start' }}>
        My address isn't listed here
      </Anchor>
      {sample ? <SampleDataNote what="addresses" /> : null}
    </Stack>
  );
}
