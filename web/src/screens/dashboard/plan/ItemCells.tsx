import { Group, Progress, SimpleGrid, Text } from '@mantine/core';
import type { PlanItem } from './planItem.ts';

/** Worth in percent of the phase, with what has been earned once there is something (spec 01 §2 "percent, or earned"). */
export function WorthCell({ item }: { item: PlanItem }) {
  return (
    <Text size="sm">
      {item.worth}%{item.earned > 0 ? <Text span size="sm" c="gray.7">{` · ${item.earned} earned`}</Text> : null}
    </Text>
  );
}

export function ProgressCell({ item }: { item: PlanItem }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={item.progress} flex={1} aria-label={`${item.label} progress`} />
      <Text size="sm" w={40} ta="right">
        {item.progress}%
      </Text>
    </Group>
  );
}

export function SignedCell({ signed }: { signed: boolean }) {
  return <Text size="sm">{signed ? 'Yes' : 'No'}</Text>;
}

/** The row's facts as labelled pairs, for the phone layout. */
export function ItemFacts({ item, isSeller }: { item: PlanItem; isSeller: boolean }) {
  const facts: [string, string][] = [
    ['Worth', `${item.worth}%${item.earned > 0 ? ` · ${item.earned} earned` : ''}`],
    ['Time', `${item.estimatedMinutes} min`],
    ['Status', item.status],
    ['Signed by you', isSeller ? (item.signedByViewer ? 'Yes' : 'No') : '—'],
    ['Signed by all sellers', item.allSigned ? 'Yes' : 'No'],
  ];
  return (
    <SimpleGrid cols={2} spacing={4} verticalSpacing={2} component="dl" m={0}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="gray.7">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
