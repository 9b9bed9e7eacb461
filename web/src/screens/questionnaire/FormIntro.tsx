import { Card, Stack, Text, Title } from '@mantine/core';
import { FITTINGS_HEADER, FITTINGS_INTRO } from '../../../../domain/forms/content/fittings/intro.ts';
import type { FormPath } from '../../../../domain/forms/definition.ts';

/** Text a form shows above its sections: fixtures and fittings' Law Society header and intro (spec 02 §2.2). */
export function FormIntro({ path }: { path: FormPath }) {
  if (path !== 'fittings') return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="form-intro-heading">
      <Stack gap="xs">
        <Text size="xs" fw={700} tt="uppercase" c="gray.7">
          {FITTINGS_HEADER.publisher}
        </Text>
        <Title order={2} size="h4" id="form-intro-heading">
          {FITTINGS_HEADER.title}
        </Title>
        <Text size="sm">{FITTINGS_HEADER.notice}</Text>
        <Stack component="ul" gap={4} m={0} pl="lg">
          {FITTINGS_INTRO.map((line) => (
            <Text component="li" size="sm" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
