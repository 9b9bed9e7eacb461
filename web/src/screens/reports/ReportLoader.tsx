import { Group, Loader } from '@mantine/core';

/** Shown while a report is first fetched. */
export function ReportLoader({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={label} />
    </Group>
  );
}
