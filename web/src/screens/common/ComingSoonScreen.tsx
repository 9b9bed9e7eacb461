import { Stack, Text, Title } from '@mantine/core';

type Props = { title: string; text?: string };

/** Placeholder for a screen a later issue builds. */
export function ComingSoonScreen({ title, text = 'Coming soon' }: Props) {
  return (
    <Stack gap="sm">
      <Title order={1}>{title}</Title>
      <Text>{text}</Text>
    </Stack>
  );
}
