import { sql } from 'kysely';
import type { AttributeInputs } from '../../../domain/attributes/inputs.ts';
import { titleFactsFromPassport } from '../../../domain/attributes/title-facts.ts';
import type { Db } from '../database.ts';

/** Answers are stored as `{"v": value}` (store/questionnaires.ts). */
function unwrap(stored: unknown): unknown {
  return (stored as { v?: unknown } | null)?.v;
}

const PDTF_PREFIX = 'pdtf:';
/** Questionnaire 2 is the property information form (TA6). */
const PROPERTY_INFORMATION = 2;

/** Everything the rules read about one property, in four small queries; undefined when it no longer exists. */
export async function loadAttributeInputs(
  db: Db,
  propertyId: number,
  now = new Date(),
): Promise<AttributeInputs | undefined> {
  const property = await db
    .selectFrom('properties')
    .select(['id', 'phase_id', 'data'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  if (!property) return undefined;
  const [answers, uploads, sellers, form] = await Promise.all([
    db
      .selectFrom('answers')
      .select(['answer_key', 'value'])
      .where('property_id', '=', propertyId)
      .where('answer_key', 'like', `${PDTF_PREFIX}%`)
      .execute(),
    db.selectFrom('uploads').select('category').where('property_id', '=', propertyId).execute(),
    db
      .selectFrom('property_sellers as ps')
      .innerJoin('users as u', 'u.id', 'ps.user_id')
      .select('u.display_name')
      .where('ps.property_id', '=', propertyId)
      .execute(),
    db
      .selectFrom('property_questionnaires')
      .select('completion')
      .where('property_id', '=', propertyId)
      .where('questionnaire_id', '=', PROPERTY_INFORMATION)
      .executeTakeFirst(),
  ]);
  const data = property.data as Record<string, unknown> | null;
  return {
    now,
    phaseId: property.phase_id,
    title: titleFactsFromPassport(data?.passport),
    answers: new Map(answers.map((row) => [row.answer_key.slice(PDTF_PREFIX.length), unwrap(row.value)])),
    uploadCategories: uploads.map((row) => row.category),
    sellerNames: sellers.map((row) => row.display_name),
    propertyInformationCompletion: form?.completion ?? 0,
  };
}

/** One derived attribute row, as stored. */
export type AttributeRow = {
  property_id: number;
  key: string;
  dimension: string;
  value: number | null;
  source_name: string;
  source_title: string;
  computed_at: Date;
};

/** Replaces one property's attributes by `rows`, in one transaction. */
export async function replaceAttributes(db: Db, propertyId: number, rows: readonly AttributeRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('property_attributes').where('property_id', '=', propertyId).execute();
    // Two instances may recompute one property at once (one at start-up, one from a job): the
    // later insert takes over the rows the earlier one wrote instead of failing on them.
    await trx
      .insertInto('property_attributes')
      .values([...rows])
      .onConflict((oc) =>
        oc.columns(['property_id', 'key', 'dimension']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          source_name: eb.ref('excluded.source_name'),
          source_title: eb.ref('excluded.source_title'),
          computed_at: eb.ref('excluded.computed_at'),
        })),
      )
      .execute();
  });
}

/** Properties after `afterId` in id order, a batch at a time: the whole-portfolio recomputation walks them. */
export async function propertyIdsAfter(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Properties that have no attributes yet (new databases, the demo seed). */
export async function propertiesWithoutAttributes(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('properties as p')
    .select('p.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('property_attributes as a').select(sql`1`.as('one')).whereRef('a.property_id', '=', 'p.id')),
      ),
    )
    .orderBy('p.id')
    .execute();
  return rows.map((row) => row.id);
}
