import { Text } from '@mantine/core';

/** Said quietly (small, but dark enough to read: WCAG AA) under results from the shipped sample data, so a demo is never mistaken for live data. */
export function SampleDataNote({ what }: { what: string }) {
  return (
    <Text size="xs" c="gray.7" data-testid="sample-note">
      Sample {what} for demonstration, not a live service.
    </Text>
  );
}
