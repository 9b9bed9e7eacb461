import { Anchor, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { dimensionLabel, visibleDimensions } from '../../../../domain/attributes/report-view.ts';
import type { AttributeSummaryReportQuery } from '../../gql/reports.ts';

export type SummaryAttribute = AttributeSummaryReportQuery['attributeSummary']['attributes'][number];

/**
 * One attribute of the properties report: its name and total, then a dimension/count/percentage
 * row per dimension; past five, the rest behind Show/Hide (n).
 */
export function AttributeRows({ attribute }: { attribute: SummaryAttribute }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleDimensions(attribute.metrics.dimensions, expanded);
  return (
    <Table.Tbody>
      <Table.Tr bg="gray.0">
        <Table.Th scope="rowgroup" colSpan={2}>
          {attribute.name}
        </Table.Th>
        <Table.Td ta="right">
          <Text span size="sm" c="gray.7">
            Total{' '}
          </Text>
          <Text span fw={700}>
            {attribute.metrics.total}
          </Text>
        </Table.Td>
      </Table.Tr>
      {shown.map((dimension) => (
        <Table.Tr key={dimension.key}>
          <Table.Td pl="lg" style={{ overflowWrap: 'anywhere' }}>
            {dimensionLabel(attribute.key, dimension.key)}
          </Table.Td>
          <Table.Td ta="right">{dimension.count}</Table.Td>
          <Table.Td ta="right">{dimension.percentage}%</Table.Td>
        </Table.Tr>
      ))}
      {hidden > 0 ? (
        <Table.Tr>
          <Table.Td colSpan={3} pl="lg">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
            >
              {expanded ? `Hide (${hidden})` : `Show (${hidden})`}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Table.Tbody>
  );
}
