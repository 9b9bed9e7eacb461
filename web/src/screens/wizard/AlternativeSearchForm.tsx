import { useForm } from '@mantine/form';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ChosenAddress } from './wizardFlow.ts';

type Props = {
  initial: Partial<ChosenAddress>;
  searching: boolean;
  problem: string | null;
  onSearch: (address: ChosenAddress) => void;
  onBack: () => void;
};

/** The Land Registry needs a postcode, or a street and a town, to search by. */
function enoughToSearch(address: ChosenAddress): boolean {
  return Boolean(address.postcode.trim() || (address.thoroughfare.trim() && address.townOrCity.trim()));
}

/** Step 4: the address typed in parts, searched at the Land Registry (spec 02 §4.5), with the spec's hints. */
export function AlternativeSearchForm({ initial, searching, problem, onSearch, onBack }: Props) {
  const form = useForm<ChosenAddress>({
    mode: 'controlled',
    initialValues: {
      subBuildingName: '',
      buildingNumber: initial.buildingNumber ?? '',
      buildingName: initial.buildingName ?? '',
      thoroughfare: initial.thoroughfare ?? '',
      townOrCity: initial.townOrCity ?? '',
      postcode: initial.postcode ?? '',
    },
    validate: (address) => ({
      postcode: enoughToSearch(address) ? null : 'Please enter a postcode, or a street and a city/town.',
    }),
  });

  return (
    <form onSubmit={form.onSubmit(onSearch)} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm">
            For a flat, leave out the flat number: give the building's number or name, and choose the flat from the
            results.
          </Text>
          <Text size="sm">For a house with a name, give only the building name and the postcode.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Building number" {...form.getInputProps('buildingNumber')} />
          <TextInput label="Building name" {...form.getInputProps('buildingName')} />
          <TextInput label="Street" autoComplete="address-line1" {...form.getInputProps('thoroughfare')} />
          <TextInput label="City/town" autoComplete="address-level2" {...form.getInputProps('townOrCity')} />
          <TextInput label="Postcode" autoComplete="postal-code" {...form.getInputProps('postcode')} />
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
