import { useForm } from '@mantine/form';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '../../../../domain/messages.ts';

type Props = {
  initialPostcode: string;
  searching: boolean;
  problem: string | null;
  onSearch: (postcode: string) => void;
  onSwitchToTitle: () => void;
  onAlternative: () => void;
};

/** Step 1: the postcode (spec 02 §4.5), with the way to search by title number instead. */
export function PostcodeStep({ initialPostcode, searching, problem, onSearch, onSwitchToTitle, onAlternative }: Props) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { postcode: initialPostcode },
    validate: { postcode: (value) => (value.trim() ? null : MESSAGES.postcodeRequired) },
  });

  return (
    <form onSubmit={form.onSubmit(({ postcode }) => onSearch(postcode.trim()))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Postcode"
          description="The postcode of the property you are adding"
          autoComplete="postal-code"
          {...form.getInputProps('postcode')}
          maw={320}
          data-autofocus
        />
        {problem ? (
          <Alert color="orange" variant="light" role="alert">
            {problem}{' '}
            <Anchor component="button" type="button" onClick={onAlternative}>
              Alternative search form
            </Anchor>
          </Alert>
        ) : null}
        <Group gap="md">
          <Button type="submit" loading={searching}>
            Search
          </Button>
          <Anchor component="button" type="button" onClick={onSwitchToTitle}>
            Switch to title number
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
