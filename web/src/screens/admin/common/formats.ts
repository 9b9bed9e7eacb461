import { UNLIMITED } from '../../../../../domain/property-creation.ts';
import { formatDate } from '../../properties/formatDate.ts';

/** Credits as the admin tables show them: 'n/a' for -1 (spec 02 §9). */
export function creditsText(credits: number): string {
  return credits === UNLIMITED ? 'n/a' : String(credits);
}

/** An en-GB date, or a dash when there is none. */
export function dateText(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '—';
}

/** The GraphQL error's message, for the messages that quote the server's text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
