import '@mantine/dates/styles.css';
import { ActionIcon, Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import type { AttributeSummaryReportQuery } from '../../gql/reports.ts';
import type { FilterName, ReportFilters } from './useReportFilters.ts';
import { lengthProblem, SEARCH_MAX } from '../../../../domain/text-length.ts';

type Options = AttributeSummaryReportQuery['attributeSummary']['filterOptions'];

const LABELS: Record<FilterName, string> = { brand: 'Brand', agency: 'Agency', owner: 'Owner', phase: 'Phase' };

/**
 * Filters from the server's options (each a select with 'All'), a date range with a clear X, and
 * a search applied with Enter or the magnifier (spec 02 §9.1); under them, what the date range
 * leaves out, with one tap to count every date.
 */
export function ReportFiltersBar({
  filters,
  options,
  names,
  withSearch = true,
}: {
  filters: ReportFilters;
  options: Options | undefined;
  names: readonly FilterName[];
  withSearch?: boolean;
}) {
  const [typed, setTyped] = useState(filters.search);
  const tooLong = lengthProblem(typed, SEARCH_MAX);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {names.map((name) => (
          <Select
            key={name}
            label={LABELS[name]}
            w={{ base: '100%', xs: 200 }}
            data={[
              { value: '', label: 'All' },
              ...(options?.[name] ?? []).map((option) => ({ value: option.id, label: option.name })),
            ]}
            value={filters.chosen[name] ?? ''}
            onChange={(value) => filters.choose(name, value || null)}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        ))}
        <DatePickerInput
          type="range"
          label="Date range"
          placeholder="Any date"
          // The picker's placeholder is text on the page, not an input's hint: dark enough to read (4.5:1), unlike Mantine's default grey.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          clearable
          valueFormat="DD/MM/YYYY"
          w={{ base: '100%', xs: 260 }}
          value={filters.range}
          onChange={(value) => filters.setRange(value as [string | null, string | null])}
          clearButtonProps={{ 'aria-label': 'Clear date range' }}
        />
        {withSearch ? (
          <form
            role="search"
            aria-label="Search this report"
            style={{ flex: '1 1 200px' }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!tooLong) filters.setSearch(typed.trim());
            }}
          >
            <TextInput
              label="Search"
              placeholder="Name, address, postcode or title"
              value={typed}
              error={tooLong}
              onChange={(event) => setTyped(event.currentTarget.value)}
              rightSection={
                <ActionIcon type="submit" variant="subtle" aria-label="Search">
                  <MagnifierIcon />
                </ActionIcon>
              }
            />
          </form>
        ) : null}
      </Group>
      {filters.rangeNote ? (
        <Alert variant="light" color="blue" p="xs" role="status" aria-live="polite">
          <Group gap="sm" justify="space-between" wrap="wrap">
            <span>{filters.rangeNote}</span>
            <Button size="xs" variant="default" onClick={() => filters.setRange([null, null])}>
              Show all dates
            </Button>
          </Group>
        </Alert>
      ) : null}
    </Stack>
  );
}

function MagnifierIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
