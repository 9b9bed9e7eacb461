import { useMemo, useState } from 'react';
import { defaultDateRange, rangeBounds, rangeNote } from '../../../../domain/attributes/report-view.ts';
import type { AttributeReportFilter } from '../../gql/reports.ts';

/** 'YYYY-MM-DD' as the date picker holds it. */
export type DayString = string;
export type DayRange = [DayString | null, DayString | null];
export type FilterName = 'brand' | 'agency' | 'owner' | 'phase';

function day(date: Date): DayString {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const toDate = (value: DayString | null) => (value ? new Date(`${value}T00:00:00`) : null);

/**
 * A report's filters: the date range (the last 7 days until cleared, said plainly by rangeNote), the chosen filter options
 * and the applied search, turned into the GraphQL filter. `deleted` comes from the route's query.
 */
export function useReportFilters(options: { allFields: boolean; deleted: boolean }) {
  const [range, setRange] = useState<DayRange>(() => {
    const [from, to] = defaultDateRange(new Date());
    return [day(from), day(to)];
  });
  const [chosen, setChosen] = useState<Partial<Record<FilterName, string>>>({});
  const [search, setSearch] = useState('');

  const note = rangeNote([toDate(range[0]), toDate(range[1])]);
  const filter = useMemo<AttributeReportFilter>(() => {
    const bounds = rangeBounds([toDate(range[0]), toDate(range[1])]);
    return {
      allFields: options.allFields,
      ...(options.deleted ? { deleted: true } : {}),
      ...bounds,
      ...(search ? { search } : {}),
      ...(chosen.brand ? { brandId: chosen.brand } : {}),
      ...(chosen.agency ? { agencyId: chosen.agency } : {}),
      ...(chosen.owner ? { ownerId: chosen.owner } : {}),
      ...(chosen.phase ? { phaseId: Number(chosen.phase) } : {}),
    };
  }, [range, chosen, search, options.allFields, options.deleted]);

  return {
    range,
    setRange,
    /** What the range leaves out, in words; null when every date counts. */
    rangeNote: note,
    chosen,
    choose: (name: FilterName, value: string | null) =>
      setChosen((current) => ({ ...current, [name]: value ?? undefined })),
    search,
    setSearch,
    filter,
  };
}

export type ReportFilters = ReturnType<typeof useReportFilters>;
