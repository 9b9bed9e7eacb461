/**
 * The server-side filters of the admin properties list (spec 02 §7 `filters`, §9.1). The server
 * offers the values the viewer may choose (filter_options); the list sends back the chosen ones as
 * one JSON object of filter name → value.
 */
export const PROPERTY_FILTERS = ['brand', 'agency', 'phase'] as const;
export type PropertyFilterName = (typeof PROPERTY_FILTERS)[number];
export type PropertyFilters = Partial<Record<PropertyFilterName, string>>;

/** The `filters` query parameter as chosen values; null when it is not such an object. Empty values mean "All". */
export function parsePropertyFilters(text: string | undefined): PropertyFilters | null {
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const filters: PropertyFilters = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (!(PROPERTY_FILTERS as readonly string[]).includes(name)) return null;
    if (value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    if (!/^\d{1,9}$/.test(String(value))) return null;
    filters[name as PropertyFilterName] = String(value);
  }
  return filters;
}

/** The `filters` parameter for the chosen values, leaving out those set to "All". */
export function serialisePropertyFilters(filters: PropertyFilters): string {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return JSON.stringify(chosen);
}
