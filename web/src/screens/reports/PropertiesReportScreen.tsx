import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { attributesCsv, attributesCsvFileName } from '../../../../domain/attributes/report-view.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ReportFailure } from './ReportFailure.tsx';
import { ReportLoader } from './ReportLoader.tsx';
import { useAttributeSummaryReportQuery } from '../../gql/reports.ts';
import { AttributeRows } from './AttributeRows.tsx';
import { downloadText } from './downloadText.ts';
import { ReportFiltersBar } from './ReportFiltersBar.tsx';
import { useReportScope } from './useAllFields.ts';
import { useReportFilters } from './useReportFilters.ts';
import { useTimedNote } from './useTimedNote.ts';

/**
 * `/admin/reports/properties` (spec 02 §9.1): the attribute summary of the properties in the
 * viewer's tenancy, filtered, in one GraphQL request, with its CSV export.
 */
export default function PropertiesReportScreen() {
  const scope = useReportScope();
  const filters = useReportFilters(scope);
  const { note, show } = useTimedNote();
  const { data, previousData, error, loading, refetch } = useAttributeSummaryReportQuery({
    variables: { filter: filters.filter },
    skip: !scope.ready,
  });
  const summary = (data ?? previousData)?.attributeSummary;

  const exportCsv = () => {
    const csv = summary ? attributesCsv(summary.attributes) : null;
    // Only the properties in range count: a report of no properties has nothing to export.
    if (!csv || summary?.metadata.totalProperties === 0) {
      show(MESSAGES.noAttributesToExport, 'error');
      return;
    }
    downloadText(csv, attributesCsvFileName(new Date()));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Properties</Title>
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
          <Button variant="light" onClick={exportCsv} disabled={!summary}>
            Export CSV (Excel)
          </Button>
        </Group>
      </Group>
      <ReportFiltersBar
        filters={filters}
        options={summary?.filterOptions}
        names={['brand', 'agency', 'owner', 'phase']}
      />
      {error ? <ReportFailure error={error} onRetry={() => void refetch()} /> : null}
      {!summary && loading ? <ReportLoader label="Loading report" /> : null}
      {summary ? (
        <>
          <Text c="gray.7" aria-live="polite">
            {summary.metadata.totalProperties === 1 ? '1 property' : `${summary.metadata.totalProperties} properties`}
          </Text>
          {summary.metadata.totalProperties === 0 ? (
            <Text>No properties match these filters.</Text>
          ) : (
            <Table.ScrollContainer minWidth={300}>
              <Table verticalSpacing="xs" aria-label="Attributes">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Dimension</Table.Th>
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                      Count
                    </Table.Th>
                    <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                      Percentage
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                {summary.attributes.map((attribute) => (
                  <AttributeRows key={attribute.key} attribute={attribute} />
                ))}
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      ) : null}
    </Stack>
  );
}
