import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ChosenAddress } from './wizardFlow.ts';

type Props = { initial: Partial<ChosenAddress>; searching: boolean; problem: string | null; onSearch: (address: ChosenAddress) => void; onBack: () => void };

/** Step 4: the address typed in parts, searched at the Land Registry (spec 02 §4.5), with the spec's hints. */
export function AlternativeSearchForm({ initial, searching, problem, onSearch, onBack }: Props) {
  const [address, setAddress] = useState<ChosenAddress>({
    subBuildingName: '',
    buildingNumber: initial.buildingNumber ?? '',
    buildingName: initial.buildingName ?? '',
    thoroughfare: initial.thoroughfare ?? '',
    townOrCity: initial.townOrCity ?? '',
    postcode: initial.postcode ?? '',
  });
  const [incomplete, setIncomplete] = useState(false);
  const field = (key: keyof ChosenAddress) => ({
    value: address[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setAddress((current) => ({ ...current, [key]: value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const enough = address.postcode.trim() || (address.thoroughfare.trim() && address.townOrCity.trim());
    setIncomplete(!enough);
    if (enough) onSearch(address);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm">For a flat, leave out the flat number: give the building's number or name, and choose the flat from the results.</Text>
          <Text size="sm">For a house with a name, give only the building name and the postcode.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Building number" {...field('buildingNumber')} />
          <TextInput label="Building name" {...field('buildingName')} />
          <TextInput label="Street" autoComplete="address-line1" {...field('thoroughfare')} />
          <TextInput label="City/town" autoComplete="address-level2" {...field('townOrCity')} />
          <TextInput label="Postcode" autoComplete="postal-code" {...field('postcode')} error={incomplete ? 'Please enter a postcode, or a street and a city/town.' : undefined} />
        </SimpleGrid>
        {problem ? (
          <Alert color="orange" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={searching}>
            Search
          </Button>
          <Button variant="default" onClick={onBack}>
            Search again
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
