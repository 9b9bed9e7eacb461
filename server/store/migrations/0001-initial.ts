import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phases')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('next_phase_id', 'integer')
    .execute();

  await db.schema
    .createTable('organisations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'smallint', (c) => c.notNull().check(sql`type in (1, 2, 3)`))
    .addColumn('parent_id', 'integer', (c) => c.references('organisations.id'))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('ta6_trial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('default_phase_id', 'integer', (c) => c.notNull().defaultTo(1).references('phases.id'))
    .addColumn('theme_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('organisations_parent_idx').on('organisations').column('parent_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'smallint', (c) => c.notNull().check(sql`role in (1, 2, 3, 4, 20, 100)`))
    .addColumn('organisation_id', 'integer', (c) => c.references('organisations.id'))
    .addColumn('accepted_tcs', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('photo_url', 'text')
    .addColumn('date_registered', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_activity', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').expression(sql`lower(email)`).execute();
  await db.schema.createIndex('users_organisation_idx').on('users').column('organisation_id').execute();

  await db.schema
    .createTable('properties')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postcode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_number', 'text')
    .addColumn('phase_id', 'integer', (c) => c.notNull().defaultTo(1).references('phases.id'))
    .addColumn('complete', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`complete between 0 and 100`))
    .addColumn('agency_id', 'integer', (c) => c.references('organisations.id'))
    .addColumn('owner_id', 'text', (c) => c.references('users.id'))
    .addColumn('creator_id', 'text', (c) => c.references('users.id'))
    .addColumn('friendly_id', 'text', (c) => c.notNull().unique())
    .addColumn('searches_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('ta6_part1_active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('properties_agency_idx').on('properties').column('agency_id').execute();
  await db.schema.createIndex('properties_creator_idx').on('properties').column('creator_id').execute();
  await db.schema.createIndex('properties_created_idx').on('properties').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('property_sellers')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('property_sellers_pk', ['property_id', 'user_id'])
    .execute();
  await db.schema.createIndex('property_sellers_user_idx').on('property_sellers').column('user_id').execute();

  await db.schema
    .createTable('property_organisations')
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('organisation_id', 'integer', (c) => c.notNull().references('organisations.id'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('property_organisations_pk', ['property_id', 'organisation_id'])
    .execute();
  await db.schema
    .createIndex('property_organisations_org_idx')
    .on('property_organisations')
    .column('organisation_id')
    .execute();

  await db.schema
    .createTable('identity_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('identity_accounts_email_idx')
    .on('identity_accounts')
    .expression(sql`lower(email)`)
    .unique()
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant_idx').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid_idx').on('oidc_payloads').column('uid').execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_secrets',
    'oidc_payloads',
    'identity_accounts',
    'property_organisations',
    'property_sellers',
    'properties',
    'users',
    'organisations',
    'phases',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
