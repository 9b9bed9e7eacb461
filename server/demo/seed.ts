import { sql } from 'kysely';
import { ROLE } from '../../domain/roles.ts';
import type { Db } from '../store/database.ts';
import type { OrganisationType } from '../store/schema.ts';
import { sampleRegister } from '../services/land-registry/sample-titles.ts';
import { passportFrom } from '../use-cases/wizard/passport.ts';

/** One demo account per role, listed on the embedded identity provider's login page. */
export const DEMO_ACCOUNTS = [
  {
    id: 'demo-admin',
    email: 'admin@example.com',
    name: 'Ada Administrator',
    role: ROLE.administrator,
    org: 'Move Ready',
  },
  { id: 'demo-simple', email: 'simple@example.com', name: 'Sam Simple', role: ROLE.simple, org: 'Simply Conveyancing' },
  {
    id: 'demo-solicitor',
    email: 'solicitor@example.com',
    name: 'Sofia Solicitor',
    role: ROLE.solicitor,
    org: 'Harper & Lowe Solicitors',
  },
  { id: 'demo-brand', email: 'brand@example.com', name: 'Bea Brand', role: ROLE.brandAdmin, org: 'Move Ready' },
  { id: 'demo-agent', email: 'agent@example.com', name: 'Alex Agent', role: ROLE.agent, org: 'Cotswold Homes' },
  { id: 'demo-mover', email: 'mover@example.com', name: 'Morgan Mover', role: ROLE.homeMover, org: null },
] as const;

type OrgSeed = {
  name: string;
  type: OrganisationType;
  parent?: string;
  credits?: number;
  theme?: string;
  phase?: number;
  portal?: boolean;
};

/** Brands carry the theme ids of spec 02 §9; agencies and firms hang under them. */
const ORGANISATIONS: OrgSeed[] = [
  { name: 'Move Ready', type: 1, theme: 'hop' },
  { name: 'Wiggywam', type: 1, theme: 'wiggywam' },
  { name: 'Law Society', type: 1, theme: 'lawsociety' },
  { name: 'Canopy', type: 1, theme: 'canopy' },
  { name: 'Knight Frank', type: 1, theme: 'knightfrank', credits: 500 },
  { name: 'Cotswold Homes', type: 2, parent: 'Move Ready', credits: 25, portal: true },
  { name: 'Simply Conveyancing', type: 2, parent: 'Move Ready', credits: 10 },
  { name: 'Harbour Lettings', type: 2, parent: 'Wiggywam', credits: 0, phase: 2 },
  { name: 'Canopy Estates', type: 2, parent: 'Canopy', credits: -1 },
  { name: 'Harper & Lowe Solicitors', type: 3, parent: 'Move Ready' },
  { name: 'Bridgeford Law', type: 3, parent: 'Wiggywam' },
];

const STREETS = [
  'Acacia Avenue',
  'Mill Lane',
  'Church Street',
  'Station Road',
  'Victoria Road',
  'The Green',
  'Manor Close',
  'Park View',
  'Orchard Way',
  'High Street',
  'Queens Road',
  'Kings Drive',
];
const CITIES = [
  ['Cheltenham', 'GL50'],
  ['Cirencester', 'GL7'],
  ['Stroud', 'GL5'],
  ['Bath', 'BA1'],
  ['Bristol', 'BS6'],
  ['Oxford', 'OX2'],
  ['Gloucester', 'GL1'],
  ['Swindon', 'SN1'],
  ['Tewkesbury', 'GL20'],
  ['Evesham', 'WR11'],
] as const;
const OTHER_SELLERS = [
  { id: 'seed-seller-jo', email: 'jo.seller@example.com', name: 'Jo Seller' },
  { id: 'seed-seller-kit', email: 'kit.seller@example.com', name: 'Kit Seller' },
  { id: 'seed-seller-lee', email: 'lee.seller@example.com', name: 'Lee Seller' },
];

export const DEMO_PROPERTY_COUNT = 48;

/** The title number of the i-th demo property. */
export const demoTitleNumber = (i: number) => `GR${100000 + i * 7919}`;

/**
 * Every other demo property is a leasehold flat (and the one with every form complete, the
 * 36th), so both kinds of title data are there from the first start.
 */
export const isDemoLeasehold = (i: number) => i % 2 === 0 || i === 35;

/** The title data a demo property carries (spec 02 §3 data.passport), as the wizard stores a register. */
function demoPassport(i: number, number: number, street: string, city: string, postcode: string) {
  const leasehold = isDemoLeasehold(i);
  const lines = leasehold ? [`Flat ${1 + (i % 6)}`, `${number} ${street}`, city] : [`${number} ${street}`, city];
  // A fixed date keeps the demo the same from one start to the next.
  const register = sampleRegister(demoTitleNumber(i), leasehold, lines, postcode, new Date('2026-01-01T00:00:00Z'));
  return passportFrom(register, {
    sample: true,
    requestId: null,
    portalId: null,
    retrievedAt: new Date('2026-01-01T00:00:00Z'),
  });
}

/**
 * Demo organisations, people and properties, written once: a second start finds the demo
 * organisations and changes nothing.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const seededNow = await db.transaction().execute(async (trx) => {
    const seeded = await trx
      .selectFrom('app_secrets')
      .select('name')
      .where('name', '=', 'demo-seeded')
      .executeTakeFirst();
    if (seeded) return false;

    const orgIds = new Map<string, number>();
    for (const org of ORGANISATIONS) {
      const row = await trx
        .insertInto('organisations')
        .values({
          name: org.name,
          type: org.type,
          parent_id: org.parent ? (orgIds.get(org.parent) ?? null) : null,
          credits: org.credits ?? -1,
          theme_key: org.theme ?? null,
          default_phase_id: org.phase ?? 1,
          uses_portal: org.portal ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      orgIds.set(org.name, row.id);
    }

    for (const account of DEMO_ACCOUNTS) {
      await trx
        .insertInto('identity_accounts')
        .values({ id: account.id, email: account.email, name: account.name, demo: true, email_verified: true })
        .execute();
      await trx
        .insertInto('users')
        .values({
          id: account.id,
          email: account.email,
          display_name: account.name,
          role: account.role,
          organisation_id: account.org ? (orgIds.get(account.org) ?? null) : null,
        })
        .execute();
    }
    for (const seller of OTHER_SELLERS) {
      await trx
        .insertInto('users')
        .values({
          id: seller.id,
          email: seller.email,
          display_name: seller.name,
          role: ROLE.homeMover,
          organisation_id: null,
          accepted_tcs: true,
          last_activity: sql<Date>`now() - interval '3 days'`,
        })
        .execute();
    }

    const cotswold = orgIds.get('Cotswold Homes')!;
    const harbour = orgIds.get('Harbour Lettings')!;
    const harper = orgIds.get('Harper & Lowe Solicitors')!;
    const bridgeford = orgIds.get('Bridgeford Law')!;
    const simplyOrg = orgIds.get('Simply Conveyancing')!;

    for (let i = 0; i < DEMO_PROPERTY_COUNT; i++) {
      const [city, district] = CITIES[i % CITIES.length];
      const street = STREETS[(i * 7) % STREETS.length];
      const number = 3 + ((i * 13) % 140);
      const inHarbour = i >= 40 && i < 44;
      const bySimple = i >= 44;
      const phase = (i % 3) + 1;
      const complete = phase === 1 ? (i * 23) % 101 : Math.min(100, 40 + ((i * 17) % 61));
      const createdDaysAgo = DEMO_PROPERTY_COUNT - i;
      const postcode = `${district} ${1 + (i % 9)}${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 5) % 26))}`;
      const property = await trx
        .insertInto('properties')
        .values({
          name: `${number} ${street}`,
          address: `${number} ${street}, ${city}`,
          city,
          postcode,
          title_number: demoTitleNumber(i),
          phase_id: phase,
          complete,
          agency_id: bySimple ? simplyOrg : inHarbour ? harbour : cotswold,
          owner_id: bySimple ? 'demo-simple' : inHarbour ? null : 'demo-agent',
          creator_id: bySimple ? 'demo-simple' : inHarbour ? 'demo-admin' : 'demo-agent',
          friendly_id: `MR-${(1000 + i).toString(36).toUpperCase()}${(i * 97).toString(36).toUpperCase().padStart(2, '0')}`,
          ta6_part1_active: i % 4 === 0,
          data: sql<never>`cast(${JSON.stringify({ passport: demoPassport(i, number, street, city, postcode) })} as jsonb)`,
          created_at: sql<Date>`now() - make_interval(days => ${createdDaysAgo})`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const sellers: string[] = [];
      if (!inHarbour && !bySimple && i < 36) sellers.push('demo-mover');
      if (i % 5 === 0) sellers.push(OTHER_SELLERS[i % OTHER_SELLERS.length].id);
      if (inHarbour) sellers.push(OTHER_SELLERS[(i + 1) % OTHER_SELLERS.length].id);
      for (const userId of sellers) {
        await trx.insertInto('property_sellers').values({ property_id: property.id, user_id: userId }).execute();
      }
      const firms = i % 2 === 0 && !bySimple ? [inHarbour ? bridgeford : harper] : [];
      for (const firm of firms) {
        await trx
          .insertInto('property_organisations')
          .values({ property_id: property.id, organisation_id: firm })
          .execute();
      }
    }
    await trx
      .insertInto('app_secrets')
      .values({ name: 'demo-seeded', value: JSON.stringify(true) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    return true;
  });
  // A few dozen rows per table stay under autovacuum's threshold for gathering statistics (50 rows
  // plus 10%), and without statistics the planner takes every table for one row and joins the
  // lists' statements by nested loops: several times slower on the very data a newcomer first sees.
  if (seededNow)
    await sql`analyze properties, property_sellers, property_organisations, invitations, users, organisations`.execute(
      db,
    );
}
