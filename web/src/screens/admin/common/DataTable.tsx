import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

/**
 * `nowrap` keeps short values (dates, postcodes, counts) on one line. Any other column is at least
 * `minWidth` wide (WRAPPING_MIN_WIDTH unless given), so on a phone a name or an email wraps between
 * words and the table scrolls sideways, rather than squeezing it a letter a line.
 */
export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  hidden?: boolean;
  nowrap?: boolean;
  minWidth?: string;
};

const WRAPPING_MIN_WIDTH = '8rem';

function cellStyle<Row>(column: Column<Row>) {
  return column.nowrap ? { whiteSpace: 'nowrap' as const } : { minWidth: column.minWidth ?? WRAPPING_MIN_WIDTH };
}

/**
 * An admin table: scrolls sideways inside its own box on a phone rather than widening the page,
 * every column kept readable. `empty` is what an empty list says.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  empty,
  minWidth = 640,
}: {
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  caption: string;
  empty: string;
  minWidth?: number;
}) {
  const shown = columns.filter((column) => !column.hidden);
  if (rows.length === 0) return <Text c="gray.7">{empty}</Text>;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      {/* The hovered row takes the theme's lightest tint, on which its links keep 4.5:1 (Mantine's grey hover left them at 4.48). */}
      <Table
        striped
        highlightOnHover
        highlightOnHoverColor="var(--mantine-primary-color-0)"
        verticalSpacing="xs"
        aria-label={caption}
      >
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.key} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {shown.map((column) => (
                <Table.Td key={column.key} style={cellStyle(column)}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
