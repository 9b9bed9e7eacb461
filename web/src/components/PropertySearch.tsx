import { useState, type FormEvent } from 'react';
import { Box, Button, Group, TextInput } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG } from '../../../domain/search.ts';

/** Search box: Enter or the Search button lists matching properties on /properties?search=… */
export default function PropertySearch() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [term, setTerm] = useState(params.get('search') ?? '');
  const tooLong = term.trim().length > SEARCH_MAX_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Refused here, before sending: the server would refuse it too, and the user should not wait to learn why.
    if (tooLong) return;
    const trimmed = term.trim();
    void navigate(trimmed ? `/properties?search=${encodeURIComponent(trimmed)}` : '/properties');
  };

  return (
    <Box component="form" role="search" aria-label="Search all properties" onSubmit={submit} mt="xs" mb={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="Search properties"
          placeholder="Search by name, address, postcode or code"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          error={tooLong ? SEARCH_TOO_LONG : undefined}
          style={{ flex: 1, minWidth: 0 }}
          type="search"
        />
        <Button type="submit">Search</Button>
      </Group>
    </Box>
  );
}
