import { Stack, Text, Title } from '@mantine/core';
import type { ScreenProps } from '../../routing/appRoute.ts';

/** Placeholder for a screen a later issue builds (loaded as its own chunk, like the real ones will be). */
export default function ComingSoonScreen({ route }: ScreenProps) {
  return (
    <Stack gap="sm">
      <Title order={1}>{route.title}</Title>
      <Text>{route.comingSoonText ?? 'Coming soon'}</Text>
    </Stack>
  );
}
