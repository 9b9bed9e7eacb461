import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANISATION_TYPE } from '../../domain/organisation-types.ts';
import { ROLE } from '../../domain/roles.ts';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';
import { migrateToLatest, migrateUpTo } from '../../server/store/migrate.ts';
import { seedPhases } from '../../server/store/phases.ts';
import { createOrganisation, createUser } from '../fixtures/factories.ts';

const url = process.env.DATABASE_URL;

/**
 * A database as the release before the rule left it, with a client for each kind of organisation:
 * migrated, only the agency's client still works; the others are revoked, their rows kept.
 */
describe(`API clients outside agencies, migrated on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  const schema = `acm_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;
  const clientOf = new Map<string, number>();
  const earlier = new Date(Date.UTC(2026, 0, 2));

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, schema });
    await migrateUpTo(handle.db, '0023-portal-links', url ? schema : undefined);
    await seedPhases(handle.db);
    const organisations = {
      agency: await createOrganisation(handle.db, { type: ORGANISATION_TYPE.agency }),
      brand: await createOrganisation(handle.db, { type: ORGANISATION_TYPE.brand }),
      firm: await createOrganisation(handle.db, { type: ORGANISATION_TYPE.solicitorsFirm }),
      revokedFirm: await createOrganisation(handle.db, { type: ORGANISATION_TYPE.solicitorsFirm }),
    };
    for (const [kind, organisation] of Object.entries(organisations)) {
      const user = await createUser(handle.db, { role: ROLE.agent, organisationId: organisation.id });
      await handle.db
        .insertInto('api_clients')
        .values({
          client_id: user.id,
          name: `${kind} sync`,
          organisation_id: organisation.id,
          secret_hash: null,
          created_by: null,
          revoked_at: kind === 'revokedFirm' ? earlier : null,
        })
        .execute();
      clientOf.set(kind, organisation.id);
    }
    await migrateToLatest(handle.db, url ? schema : undefined);
  }, 240_000);
  afterAll(async () => {
    await handle?.close();
    if (url) await dropSchema(url, schema);
  });

  it("revokes the brand's and the firm's clients, keeps the agency's, and leaves an earlier revocation as it was", async () => {
    const rows = await handle.db.selectFrom('api_clients').select(['name', 'revoked_at']).orderBy('name').execute();
    expect(rows).toEqual([
      { name: 'agency sync', revoked_at: null },
      { name: 'brand sync', revoked_at: expect.any(Date) },
      { name: 'firm sync', revoked_at: expect.any(Date) },
      { name: 'revokedFirm sync', revoked_at: earlier },
    ]);
  });
});
