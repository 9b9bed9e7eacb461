import type { ApolloClient } from '@apollo/client';
import { AdminPropertiesDocument, type AdminPropertiesQueryVariables } from '../../../gql/admin.ts';
import { csvRows } from '../../../../../domain/csv.ts';
import { CSV_HEADER, propertyCsvRow } from './propertiesCsv.ts';
import type { CsvSink } from './csvSink.ts';

/** The export pages through the list 50 at a time (spec 02 §9). */
export const CSV_PAGE_SIZE = 50;

/**
 * Writes every property matching the list's filters to the sink, a page at a time, reporting
 * progress after each page. Stops between pages when the signal aborts.
 */
export async function exportProperties(input: {
  client: ApolloClient;
  variables: Omit<AdminPropertiesQueryVariables, 'page' | 'pageSize'>;
  sink: CsvSink;
  onProgress: (done: number, total: number) => void;
  signal: AbortSignal;
}): Promise<number> {
  const { client, variables, sink, onProgress, signal } = input;
  await sink.write(csvRows([CSV_HEADER]));
  let page = 1;
  let totalPages: number;
  let written = 0;
  do {
    if (signal.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const { data, error } = await client.query({
      query: AdminPropertiesDocument,
      variables: { ...variables, page, pageSize: CSV_PAGE_SIZE },
      fetchPolicy: 'no-cache',
    });
    if (error || !data) throw error ?? new Error('No data');
    const list = data.adminProperties;
    totalPages = list.pageInfo.totalPages;
    await sink.write(csvRows(list.nodes.map(propertyCsvRow)));
    written += list.nodes.length;
    onProgress(page, totalPages);
    page += 1;
  } while (page <= totalPages);
  return written;
}
