import { useState, type FormEvent } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';
import { useApolloClient } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { truncateName } from '../../../../domain/admin/page-numbers.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { lengthProblem, SEARCH_MAX } from '../../../../domain/text-length.ts';
import { useViewer } from '../../auth/useViewer.ts';
import { useAdminPropertiesQuery, type AdminPropertiesQuery, type PropertyFilterInput } from '../../gql/admin.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { AdminPage } from './common/AdminPage.tsx';
import { DataTable } from './common/DataTable.tsx';
import { dateText, errorText } from './common/formats.ts';
import { LoadState } from './common/LoadState.tsx';
import { openCsvSink } from './properties/csvSink.ts';
import { CSV_PAGE_SIZE, exportProperties } from './properties/exportProperties.ts';
import { propertiesCsvFileName } from './properties/propertiesCsv.ts';
import { Pager } from './properties/Pager.tsx';

/** The picker's placeholder is text on the page, not an input's hint: dark enough to read (4.5:1), unlike Mantine's default grey. */
const READABLE_PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-gray-7)' } };
const PAGE_SIZE = 50;
type Row = AdminPropertiesQuery['adminProperties']['nodes'][number];

/** A date input's value (yyyy-mm-dd) as the start or the end of that day in UTC, for the server's range. */
const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : null);
const dayEnd = (day: string) => (day ? `${day}T23:59:59.999Z` : null);

/**
 * `/admin/properties` (listproperties, spec 02 §9.1): the properties the viewer may see, filtered,
 * limited to a date range and searched on the server, a page at a time, with the CSV export.
 * `?deleted=1` lists deleted properties instead.
 */
export default function AdminPropertiesScreen() {
  const { viewer } = useViewer();
  const client = useApolloClient();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const deleted = params.get('deleted') === '1';
  const [page, setPage] = useState(1);
  const [searchDraft, setSearchDraft] = useState('');
  const searchTooLong = lengthProblem(searchDraft, SEARCH_MAX);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  /** What the last Export CSV did, kept on the screen: a toast would be gone before a download is looked for. */
  const [exportNote, setExportNote] = useState<{ message: string; offerDownload: boolean } | null>(null);

  const filters: PropertyFilterInput[] = Object.entries(chosen).map(([name, value]) => ({ name, value }));
  const variables = {
    search: search || null,
    deleted,
    createdAfter: dayStart(from),
    createdBefore: dayEnd(to),
    filters,
  };
  const { data, previousData, error, refetch, loading } = useAdminPropertiesQuery({
    variables: { ...variables, page, pageSize: PAGE_SIZE },
  });
  const shown = data ?? previousData;
  const simple = viewer?.role === 'SIMPLE';
  const showActions = viewer?.permissions.includes('VIEW_PROPERTY_SIGNATURES') ?? false;

  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    if (searchTooLong) return;
    restart(setSearch)(searchDraft.trim());
  };

  const exportCsv = async (how: 'ask' | 'download' = 'ask') => {
    const fileName = propertiesCsvFileName(new Date());
    const destination = await openCsvSink(fileName, how);
    setExportNote(null);
    if (!destination.sink) {
      // Said on the screen, with a way on: the dialog may not have opened at all.
      setExportNote({ message: MESSAGES.csvExportNoFile, offerDownload: true });
      return;
    }
    const { sink } = destination;
    setProgress(0);
    const controller = new AbortController();
    try {
      const count = await exportProperties({
        client,
        variables,
        sink,
        signal: controller.signal,
        onProgress: (done, total) => setProgress(Math.round((done / total) * 100)),
      });
      await sink.close();
      setExportNote({
        message:
          destination.to === 'file'
            ? MESSAGES.csvExportSavedToFile(count, fileName)
            : MESSAGES.csvExportDownloaded(count, fileName),
        offerDownload: false,
      });
    } catch (failure) {
      await sink.abort();
      notify(MESSAGES.csvExportFailed(errorText(failure)), 'error');
    } finally {
      setProgress(null);
    }
  };

  return (
    <AdminPage
      title={deleted ? 'Deleted properties' : 'Properties'}
      actions={
        <Button
          onClick={() => void exportCsv()}
          loading={progress !== null}
          disabled={!shown || shown.adminProperties.pageInfo.total === 0}
        >
          Export CSV
        </Button>
      }
    >
      {progress !== null ? (
        <Stack gap={4}>
          <Text size="sm">Exporting, {CSV_PAGE_SIZE} properties at a time…</Text>
          <Progress value={progress} aria-label="Export progress" animated />
        </Stack>
      ) : null}
      {exportNote && progress === null ? (
        <Alert
          variant="light"
          color={exportNote.offerDownload ? 'yellow' : 'green'}
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setExportNote(null)}
          data-testid="export-note"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{exportNote.message}</Text>
            {exportNote.offerDownload ? (
              <Button size="xs" variant="default" onClick={() => void exportCsv('download')}>
                Download the CSV instead
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder p="sm" radius="md">
        <Stack gap="sm">
          <form onSubmit={applySearch} role="search" aria-label="Search this list">
            <Group gap="xs" align="flex-end">
              <TextInput
                label="Search"
                placeholder="Name, address, postcode or title"
                value={searchDraft}
                onChange={(event) => setSearchDraft(event.currentTarget.value)}
                style={{ flex: '1 1 220px' }}
                error={searchTooLong}
              />
              <Button type="submit" variant="light">
                Search
              </Button>
            </Group>
          </form>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
            {shown?.adminProperties.filterOptions.map((filter) => (
              <Select
                key={filter.name}
                label={filter.label}
                data={[{ value: '', label: 'All' }, ...filter.values]}
                value={chosen[filter.name] ?? ''}
                onChange={(value) => restart(setChosen)({ ...chosen, [filter.name]: value ?? '' })}
                allowDeselect={false}
                searchable
              />
            ))}
            {/* Mantine's pickers rather than the browser's date field, which shows the browser's locale (mm/dd/yyyy in US English): UK readers get dd/mm/yyyy. */}
            <DatePickerInput
              label="Added from"
              placeholder="Any date"
              styles={READABLE_PLACEHOLDER}
              valueFormat="DD/MM/YYYY"
              value={from || null}
              onChange={(value) => restart(setFrom)(value ?? '')}
              maxDate={to || undefined}
              popoverProps={{ withinPortal: true }}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the Added from date' }}
            />
            <DatePickerInput
              label="Added to"
              placeholder="Any date"
              styles={READABLE_PLACEHOLDER}
              valueFormat="DD/MM/YYYY"
              value={to || null}
              onChange={(value) => restart(setTo)(value ?? '')}
              minDate={from || undefined}
              popoverProps={{ withinPortal: true }}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear the Added to date' }}
            />
          </SimpleGrid>
          <Switch
            label="Show deleted properties"
            checked={deleted}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.currentTarget.checked) next.set('deleted', '1');
              else next.delete('deleted');
              setParams(next);
              setPage(1);
            }}
          />
        </Stack>
      </Paper>
      <LoadState
        data={shown}
        error={error}
        failedMessage={MESSAGES.fetchPropertiesFailed}
        loadingLabel="Loading properties"
        onRetry={() => void refetch()}
      >
        {({ adminProperties: list }) => (
          <Stack gap="sm" style={{ opacity: loading ? 0.6 : 1 }}>
            <Text size="sm" c="gray.7" aria-live="polite">
              {list.pageInfo.total} {list.pageInfo.total === 1 ? 'property' : 'properties'}
            </Text>
            <DataTable
              caption="Properties"
              empty="No properties match."
              rows={list.nodes}
              rowKey={(row) => row.id}
              minWidth={simple ? 560 : 1150}
              columns={[
                {
                  key: 'name',
                  header: 'Name',
                  cell: (row: Row) => (
                    <Anchor component={Link} to={`/properties/${row.id}`} title={row.name}>
                      {truncateName(row.name)}
                    </Anchor>
                  ),
                },
                { key: 'postcode', nowrap: true, header: 'Postcode', cell: (row) => row.postcode },
                { key: 'added', nowrap: true, header: 'Added', cell: (row) => dateText(row.createdAt) },
                {
                  key: 'complete',
                  nowrap: true,
                  header: 'Complete',
                  cell: (row) => (row.complete === null ? '—' : `${row.complete}%`),
                  hidden: simple,
                },
                { key: 'phase', header: 'Phase', cell: (row) => row.phase?.label ?? '—', hidden: simple },
                { key: 'sellers', nowrap: true, header: 'Sellers', cell: (row) => row.numSellers },
                {
                  key: 'activity',
                  nowrap: true,
                  header: 'Last activity',
                  cell: (row) => dateText(row.lastSignIn),
                  hidden: simple,
                },
                {
                  key: 'agencies',
                  header: 'Agencies',
                  cell: (row) => row.agenciesNames?.join(', ') || '—',
                  hidden: simple,
                },
                {
                  key: 'solicitors',
                  header: 'Solicitors',
                  cell: (row) => row.solicitorsNames?.join(', ') || '—',
                  hidden: simple,
                },
                { key: 'owner', header: 'Owner', cell: (row) => row.ownerName ?? '—' },
                {
                  key: 'actions',
                  nowrap: true,
                  header: 'Actions',
                  hidden: !showActions,
                  cell: (row) => (
                    <Group gap={6} wrap="nowrap">
                      <Anchor component={Link} to={`/admin/properties/${row.id}/signatures`} size="sm">
                        Signatures
                      </Anchor>
                      <Anchor component={Link} to={`/admin/properties/${row.id}/manage`} size="sm">
                        Manage
                      </Anchor>
                    </Group>
                  ),
                },
              ]}
            />
            <Pager page={list.pageInfo.page} totalPages={list.pageInfo.totalPages} onPage={setPage} />
          </Stack>
        )}
      </LoadState>
    </AdminPage>
  );
}
