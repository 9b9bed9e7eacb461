import { useState } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { groupAttributes, OTHER_SHOWN, type PropertyAttribute } from './groupAttributes.ts';

/**
 * The attributes widget (spec 01 §2, §6: the admin-only permission): Scores, Flags and Other,
 * with Show More past five other attributes. The caller decides who sees it.
 */
export function AttributesWidget({ attributes }: { attributes: readonly PropertyAttribute[] }) {
  const [showAll, setShowAll] = useState(false);
  const { scores, flags, other } = groupAttributes(attributes);
  const shownOther = showAll ? other : other.slice(0, OTHER_SHOWN);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="attributes-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="attributes-heading">
          Attributes
        </Title>
        {attributes.length === 0 ? (
          <Text size="sm">No attributes have been recorded for this property yet.</Text>
        ) : (
          <>
            {scores.length ? (
              <Stack gap={4}>
                <Title order={3} size="h6">
                  Scores
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
                  {scores.map((score) => (
                    <Stack key={score.name} gap={0}>
                      <Text size="xs" c="gray.7">
                        {score.label}
                      </Text>
                      <Text fw={700}>{score.value}</Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            ) : null}
            {flags.length ? (
              <Stack gap={4}>
                <Title order={3} size="h6">
                  Flags
                </Title>
                <Group gap={6}>
                  {flags.map((flag) => (
                    <Badge key={flag.name} variant="light" color="orange" c="orange.9" title={flag.source}>
                      {flag.label}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            ) : null}
            {other.length ? (
              <Stack gap={4}>
                <Title order={3} size="h6">
                  Other
                </Title>
                <Table verticalSpacing={4} fz="sm">
                  <Table.Tbody>
                    {shownOther.map((attribute) => (
                      <Table.Tr key={attribute.name}>
                        <Table.Th scope="row" fw={500}>
                          {attribute.label}
                        </Table.Th>
                        <Table.Td>{attribute.value}</Table.Td>
                        <Table.Td c="gray.7">{attribute.source}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                {other.length > OTHER_SHOWN ? (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => setShowAll((all) => !all)}
                    ta="left"
                    aria-expanded={showAll}
                  >
                    {showAll ? 'Show Less' : 'Show More'}
                  </Anchor>
                ) : null}
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
