/** The longest property search the API accepts (GET /api/properties `search`). */
export const SEARCH_MAX_LENGTH = 200;

export const SEARCH_TOO_LONG = `A search can be at most ${SEARCH_MAX_LENGTH} characters long.`;

/** The search as the app sends it: trimmed, or undefined when empty. */
export function normaliseSearch(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}
