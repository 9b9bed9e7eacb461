import type { TitleFacts } from './inputs.ts';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads the title facts out of a property's `data.passport` (server/use-cases/wizard/passport.ts); null when there is none. */
export function titleFactsFromPassport(passport: unknown): TitleFacts | null {
  if (!passport || typeof passport !== 'object') return null;
  const p = passport as Record<string, unknown>;
  const report = (p.report && typeof p.report === 'object' ? p.report : {}) as Record<string, unknown>;
  const sale = report.last_sale as { price?: unknown; date?: unknown } | null | undefined;
  const tenureCode = typeof p.tenure_title_code === 'number' ? p.tenure_title_code : null;
  return {
    tenureCode,
    leasehold: p.leasehold === true || tenureCode === 60,
    leaseYearsRemaining: typeof p.leaseTerm === 'number' ? p.leaseTerm : null,
    proprietors: strings(report.proprietors),
    proprietorshipDate: typeof p.current_proprietorship_date === 'string' ? p.current_proprietorship_date : null,
    restrictions: strings(report.restrictions),
    charges: strings(report.charges),
    restrictiveCovenants: strings(report.restrictive_covenants),
    lastSale:
      sale && typeof sale.price === 'number' && typeof sale.date === 'string'
        ? { price: sale.price, date: sale.date }
        : null,
  };
}
