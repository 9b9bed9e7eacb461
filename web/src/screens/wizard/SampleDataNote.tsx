import { Text } from '@mantine/core';

/** Said quietly under results from the shipped sample data, so a demo is never mistaken for live data. */
export function SampleDataNote({ what }: { what: string }) {
  return (
    <Text size="xs" c="dimmed" data-testid="sample-note">
      Sample {what} for demonstration, not a live service.
    </Text>
  );
}
