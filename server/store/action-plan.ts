import { sql, type Transaction } from 'kysely';
import type { FormState } from '../../domain/checklist.ts';
import type { PlanInputs } from '../../domain/plan-inputs.ts';
import { ROLE } from '../../domain/roles.ts';
import { batchStatement } from './batch-statement.ts';
import type { Db } from './database.ts';
import type { Database, PropertyData, SearchOrderStatus } from './schema.ts';
import { isPerson } from './service-users.ts';
import { propertyVisibleTo } from './tenancy.ts';
import type { Viewer } from './viewer.ts';

type Conn = Db | Transaction<Database>;

function leaseholdOf(data: unknown): boolean {
  const parsed = data as PropertyData | null;
  const passport = parsed?.passport as { leasehold?: unknown } | undefined;
  return passport?.leasehold === true;
}

type PlanRow = {
  phase_id: number;
  complete: number;
  data: unknown;
  sellers: string[] | null;
  forms: { questionnaire_id: number; completion: number; accepted: boolean }[] | null;
  signatures: { questionnaire_id: number; user_id: string }[] | null;
};

/** The sellers, forms and live signatures (removed_at null) of the property `p`, each as a JSON aggregate. */
const SELLERS = sql<
  string[] | null
>`(select json_agg(ps.user_id order by ps.added_at) from property_sellers ps where ps.property_id = p.id)`;
const FORMS = sql<
  PlanRow['forms']
>`(select json_agg(json_build_object('questionnaire_id', pq.questionnaire_id, 'completion', pq.completion, 'accepted', pq.accepted))
  from property_questionnaires pq where pq.property_id = p.id)`;
const SIGNATURES = sql<
  PlanRow['signatures']
>`(select json_agg(json_build_object('questionnaire_id', s.questionnaire_id, 'user_id', s.user_id))
  from signatures s where s.property_id = p.id and s.removed_at is null)`;

/**
 * What the action plan needs of one property: its phase, stored completion, tenure, sellers, forms
 * and live signatures (removed_at null), as JSON aggregates of one row: the same cost whatever the
 * number of forms or sellers.
 */
export async function readPlanInputs(db: Conn, propertyId: number): Promise<PlanInputs | undefined> {
  const row = await sql<PlanRow>`
    select p.phase_id, p.complete, p.data, ${SELLERS} as sellers, ${FORMS} as forms, ${SIGNATURES} as signatures
    from properties p where p.id = ${propertyId}`.execute(db);
  const found = row.rows[0];
  return found ? planInputsOf(found) : undefined;
}

function planInputsOf(found: PlanRow): PlanInputs {
  const json = <T>(value: T[] | null): T[] => value ?? [];
  const forms = new Map<number, FormState>();
  for (const form of json(found.forms))
    forms.set(form.questionnaire_id, { completion: form.completion, accepted: form.accepted, signedBy: [] });
  for (const signature of json(found.signatures)) {
    const form = forms.get(signature.questionnaire_id) ?? { completion: 0, accepted: false, signedBy: [] };
    forms.set(signature.questionnaire_id, { ...form, signedBy: [...form.signedBy, signature.user_id] });
  }
  return {
    phaseId: found.phase_id,
    complete: found.complete,
    leasehold: leaseholdOf(found.data),
    sellerIds: json(found.sellers),
    forms,
  };
}

/** What a property's action plan shows for one viewer, beyond its plan inputs. */
export type PlanBatchRow = {
  propertyId: number;
  inputs: PlanInputs;
  isSeller: boolean;
  notification: NotificationState;
  searches: { status: SearchOrderStatus; orderedAt: Date; deliveredAt: Date | null } | null;
};

/**
 * Everything the action plans of the properties among `ids` the viewer may see need, in one
 * statement with the tenancy rule in it: the plan inputs, whether the viewer sells it, where the
 * latest notification of its phase stands and its searches. Properties outside the tenancy (or
 * deleted) are left out.
 */
export async function visiblePlanRows(db: Db, viewer: Viewer, ids: readonly number[]): Promise<PlanBatchRow[]> {
  if (ids.length === 0) return [];
  const statement = batchStatement(db, 'action-plans', viewer, ids, ({ viewer, idIn }) =>
    db
      .selectFrom('properties as p')
      .leftJoin('search_orders as so', 'so.property_id', 'p.id')
      .where(propertyVisibleTo(viewer))
      .where(idIn('p.id'))
      .where('p.deleted_at', 'is', null)
      .select([
        'p.id',
        'so.status as search_status',
        'so.ordered_at',
        'so.delivered_at',
        'p.phase_id',
        'p.complete',
        // The tenure is all the plan reads of the data document.
        sql<boolean>`coalesce(p.data->'passport'->'leasehold' = 'true'::jsonb, false)`.as('leasehold'),
        SELLERS.as('sellers'),
        FORMS.as('forms'),
        SIGNATURES.as('signatures'),
        sql<boolean>`exists (select 1 from property_sellers vs where vs.property_id = p.id and vs.user_id = ${viewer.id})`.as(
          'is_seller',
        ),
        // The latest notification of the property's phase and the statuses of its mails, as agentNotificationState reads them.
        sql<{ status: NotificationState; mail_statuses: string | null } | null>`(
        select json_build_object('status', n.status, 'mail_statuses',
          (select coalesce(string_agg(distinct m.status, ','), '') from mail_outbox m
            where m.id in (select jsonb_array_elements_text(n.mail_ids)::int)))
        from agent_notifications n where n.property_id = p.id and n.phase_id = p.phase_id
        order by n.id desc limit 1)`.as('notification'),
      ]),
  );
  const { rows } = await db.executeQuery(statement);
  return rows.map((row) => ({
    propertyId: row.id,
    inputs: planInputsOf({ ...row, data: { passport: { leasehold: row.leasehold } } }),
    isSeller: row.is_seller,
    notification: notificationOf(row.notification),
    searches:
      row.search_status === null || row.ordered_at === null
        ? null
        : {
            status: row.search_status,
            orderedAt: new Date(row.ordered_at),
            deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
          },
  }));
}

/** Stores the property's completion. */
export async function setCompletion(db: Conn, propertyId: number, completion: number): Promise<void> {
  await db.updateTable('properties').set({ complete: completion }).where('id', '=', propertyId).execute();
}

export type NotificationState = 'none' | 'pending' | 'sent' | 'failed';

/**
 * Where the latest "documentation complete" notification of the property's phase stands: failed
 * when it could not be made or any of its mails failed every delivery attempt, pending while a mail
 * is still queued, sent once every mail left.
 */
export async function agentNotificationState(
  db: Conn,
  propertyId: number,
  phaseId: number,
): Promise<NotificationState> {
  const row = await db
    .selectFrom('agent_notifications as n')
    .select((eb) => [
      'n.status',
      eb
        .selectFrom('mail_outbox as m')
        .select(sql<string>`coalesce(string_agg(distinct m.status, ','), '')`.as('statuses'))
        .where(sql<boolean>`m.id in (select jsonb_array_elements_text(n.mail_ids)::int)`)
        .as('mail_statuses'),
    ])
    .where('n.property_id', '=', propertyId)
    .where('n.phase_id', '=', phaseId)
    .orderBy('n.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return notificationOf(row ?? null);
}

function notificationOf(
  row: { status: NotificationState | 'sent'; mail_statuses: string | null } | null,
): NotificationState {
  if (!row) return 'none';
  if (row.status !== 'sent') return row.status;
  const statuses = (row.mail_statuses ?? '').split(',');
  if (statuses.includes('failed')) return 'failed';
  return statuses.includes('queued') ? 'pending' : 'sent';
}

/** The agents of a property: agents of its owning agency and of agencies it was made available to, and an owner who is an agent. */
export async function agentsOfProperty(
  db: Conn,
  propertyId: number,
): Promise<{ id: string; email: string; name: string }[]> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.display_name as name'])
    .where('u.role', '=', ROLE.agent)
    .where('u.email', '<>', '')
    .where(isPerson('u.id'))
    .where((eb) =>
      eb.or([
        eb(
          'u.organisation_id',
          'in',
          eb
            .selectFrom('properties')
            .select('agency_id')
            .where('id', '=', propertyId)
            .where('agency_id', 'is not', null)
            .$castTo<number>(),
        ),
        eb(
          'u.organisation_id',
          'in',
          eb.selectFrom('property_organisations').select('organisation_id').where('property_id', '=', propertyId),
        ),
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('properties')
            .select('owner_id')
            .where('id', '=', propertyId)
            .where('owner_id', 'is not', null)
            .$castTo<string>(),
        ),
      ]),
    )
    .orderBy('u.email')
    .execute();
}

/** Locks the property's row for the rest of the transaction: the lock a phase move, a completion and an agents' notification take. */
export async function lockPropertyRow(trx: Transaction<Database>, propertyId: number): Promise<void> {
  await sql`select id from properties where id = ${propertyId} for update`.execute(trx);
}

/** Moves the property to a phase, with its completion in that phase. */
export async function setPhase(
  db: Conn,
  { propertyId, phaseId, completion }: { propertyId: number; phaseId: number; completion: number },
): Promise<void> {
  await db
    .updateTable('properties')
    .set({ phase_id: phaseId, complete: completion })
    .where('id', '=', propertyId)
    .execute();
}

/** A new "documentation complete" notification of the property's phase; its id. */
export async function insertAgentNotification(db: Conn, propertyId: number, phaseId: number): Promise<number> {
  const notification = await db
    .insertInto('agent_notifications')
    .values({ property_id: propertyId, phase_id: phaseId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return notification.id;
}
