import { Button, Card, Checkbox, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { attributeValueText } from '../../../../domain/labels.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ReportFailure } from './ReportFailure.tsx';
import { ReportLoader } from './ReportLoader.tsx';
import { failureOf } from '../../failures/classifyFailure.ts';
import {
  useAttributeStatisticsQuery,
  useRefreshAttributeStatisticsMutation,
  type AttributeStatisticsFieldsFragment,
} from '../../gql/reports.ts';
import { useReportScope } from './useAllFields.ts';
import { useTimedNote } from './useTimedNote.ts';

type Share = AttributeStatisticsFieldsFragment['services'][number];

/**
 * `/admin/reports/attributes` (spec 02 §9.1): the property attribute report over every current
 * property, as last refreshed; Refresh statistics recounts it.
 */
export default function AttributeStatisticsScreen() {
  // Like every report, it asks once the viewer is known (the route guard has loaded it).
  const scope = useReportScope();
  const { data, error, loading, refetch } = useAttributeStatisticsQuery({ skip: !scope.ready });
  const [refresh, refreshing] = useRefreshAttributeStatisticsMutation();
  const [showCounts, setShowCounts] = useState(true);
  const { note, show } = useTimedNote();
  const report = refreshing.data?.refreshAttributeStatistics ?? data?.attributeStatistics;

  const onRefresh = async () => {
    try {
      await refresh();
      show(MESSAGES.attributesUpdated);
    } catch (failure) {
      const reason = failureOf(failure as Error);
      show(reason && 'message' in reason ? reason.message : MESSAGES.attributesFetchFailed, 'error');
    }
  };

  if (error) return <ReportFailure error={error} onRetry={() => void refetch()} />;
  if (loading || !report || !scope.ready) return <ReportLoader label="Loading report" />;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Property attributes</Title>
        <Group gap="xs">
          {note ? (
            <Text
              size="sm"
              c={note.tone === 'error' ? 'red.8' : 'teal.9'}
              role={note.tone === 'error' ? 'alert' : 'status'}
            >
              {note.text}
            </Text>
          ) : null}
          <Button onClick={() => void onRefresh()} loading={refreshing.loading}>
            Refresh statistics
          </Button>
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <Checkbox
          label="Show number of properties"
          checked={showCounts}
          onChange={(event) => setShowCounts(event.currentTarget.checked)}
        />
        <Text size="sm" c="gray.7">
          {report.totalProps} properties · counted {new Date(report.computedAt).toLocaleString('en-GB')}
        </Text>
      </Group>
      <Card withBorder component="section" aria-labelledby="averages-heading">
        <Title order={2} size="h4" id="averages-heading" mb="xs">
          Averages
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Figure label="Complexity" value={`${report.averages.currentComplexity}%`} />
          <Figure label="Predicted timescale" value={`${report.averages.predictedTimescale} weeks`} />
          <Figure label="Complexity issues" value={String(report.averages.complexityIssues)} />
        </SimpleGrid>
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ShareTable
          title="Property type"
          rows={report.propertyTypes}
          showCounts={showCounts}
          note={`Of ${report.propTypePropCount} properties whose type is known`}
        />
        <ShareTable
          title="Services"
          rows={report.services}
          showCounts={showCounts}
          note={`Property information form (TA6) complete: ${report.ta6CompleteCount}`}
        />
        <ShareTable title="Broadband" rows={report.broadband} showCounts={showCounts} />
        <ShareTable
          title="Tenure"
          rows={report.tenure}
          showCounts={showCounts}
          note={`Freeholds with the property information form (TA6) complete: ${report.ta6CompleteFreeholdCount}`}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Stack>
  );
}

function ShareTable({
  title,
  rows,
  showCounts,
  note,
}: {
  title: string;
  rows: readonly Share[];
  showCounts: boolean;
  note?: string;
}) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Table verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title}</Table.Th>
            {showCounts ? (
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                Properties
              </Table.Th>
            ) : null}
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              %
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{attributeValueText('statistics', row.key)}</Table.Td>
              {showCounts ? <Table.Td ta="right">{row.count}</Table.Td> : null}
              <Table.Td ta="right">{row.percentage}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {note ? (
        <Text size="xs" c="gray.7" mt="xs">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}
