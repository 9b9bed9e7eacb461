import { Anchor, Card, Table, Title } from '@mantine/core';
import { dimensionLabel } from '../../../../../domain/attributes/report-view.ts';
import type { SummaryAttribute } from '../AttributeRows.tsx';
import type { ExampleTarget } from './ExamplesModal.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The attributes of one source: a heading row per attribute (with its total when totals are
 * shown), then each value's count, which opens its examples, and percentage. Four narrow
 * columns, so it reads at phone width without scrolling.
 */
export function SourceTable({
  title,
  attributes,
  showTotals,
  onOpen,
}: {
  title: string;
  attributes: readonly SummaryAttribute[];
  showTotals: boolean;
  onOpen: (target: ExampleTarget) => void;
}) {
  return (
    // Named apart from the summary sections above it that share the source's title (Legal Alerts): one name per landmark.
    <Card withBorder component="section" aria-label={`Attributes: ${title}`}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <Table verticalSpacing={4} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Value</Table.Th>
            <Table.Th ta="right" style={NOWRAP}>
              Count
            </Table.Th>
            <Table.Th ta="right" style={NOWRAP}>
              %
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {attributes.map((attribute) => (
          <Table.Tbody key={attribute.key}>
            <Table.Tr bg="gray.0">
              <Table.Th scope="rowgroup" colSpan={showTotals ? 1 : 3}>
                {attribute.name}
              </Table.Th>
              {showTotals ? (
                <Table.Td colSpan={2} ta="right" c="gray.7" fz="sm" style={NOWRAP}>
                  Total {attribute.metrics.total}
                </Table.Td>
              ) : null}
            </Table.Tr>
            {attribute.metrics.dimensions.map((dimension) => (
              <Table.Tr key={dimension.key}>
                <Table.Td pl="md" style={{ overflowWrap: 'anywhere' }}>
                  {dimensionLabel(attribute.key, dimension.key)}
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onOpen({ key: attribute.key, name: attribute.name, dimension: dimension.key })}
                    aria-label={`${dimension.count} properties: ${attribute.name} ${dimensionLabel(attribute.key, dimension.key)}`}
                  >
                    {dimension.count}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right" style={NOWRAP}>
                  {dimension.percentage}%
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        ))}
      </Table>
    </Card>
  );
}
