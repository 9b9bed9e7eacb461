import type { Db } from '../../store/database.ts';
import { insertPropertyEvent } from '../../store/property-events.ts';

/** One answer an answers_changed event carries: its key, the number the form shows (4.1) and the value now. */
export type ChangedAnswerData = { question_key: string; reference: string; value: unknown };

/** What each kind of live event carries besides its property, time and actor (REST's snake_case). */
export type PropertyEventData =
  | {
      type: 'answers_changed';
      data: {
        questionnaire_id: number;
        answers: ChangedAnswerData[];
        answers_revision: string;
        form_percent: number;
        property_complete: number | null;
      };
    }
  | { type: 'signatures_changed'; data: { questionnaire_id: number; signed: boolean; all_signed: boolean } }
  | { type: 'vault_changed'; data: { document_id: number; name: string; added: boolean } }
  | { type: 'searches_changed'; data: { status: 'ordered' | 'arrived' } }
  | { type: 'phase_changed'; data: { phase_id: number } }
  | { type: 'people_changed'; data: { name: string; role: number; added: boolean } };

export type PropertyEventType = PropertyEventData['type'];

/**
 * Publishes a live event of the property in the transaction of its change: the subscribers on
 * every instance hear of it once it commits, never of a change rolled back. Call it last in the
 * transaction: it holds the event sequence until the commit (server/store/property-events.ts).
 * `actorId` is the user who caused it, null for the platform (a public record, a search provider).
 */
export async function publishPropertyEvent(
  /** The transaction of the change. */
  trx: Db,
  propertyId: number,
  actorId: string | null,
  event: PropertyEventData,
): Promise<number> {
  return insertPropertyEvent(trx, { propertyId, actorId, type: event.type, data: event.data });
}
