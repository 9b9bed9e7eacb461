import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as initial from './migrations/0001-initial.ts';
import * as creditRequests from './migrations/0002-credit-requests.ts';
import * as listIndexes from './migrations/0002-list-indexes.ts';
import * as mailAndSignIn from './migrations/0003-mail-and-sign-in.ts';
import * as wizard from './migrations/0004-wizard.ts';
import * as uploads from './migrations/0005-uploads.ts';
import * as questionnaires from './migrations/0006-questionnaires.ts';
import * as signatures from './migrations/0007-signatures.ts';
import * as dashboard from './migrations/0009-dashboard.ts';
import * as invitations from './migrations/0010-invitations.ts';
import * as attributes from './migrations/0013-attributes.ts';
import * as mailSender from './migrations/0014-mail-sender.ts';
import * as apiClients from './migrations/0015-api-clients.ts';
import * as attributeRollup from './migrations/0016-attribute-rollup.ts';
import * as sessionRevocations from './migrations/0017-session-revocations.ts';
import * as pdtfAnswerKeys from './migrations/0018-pdtf-answer-keys.ts';
import * as answerAttributeRefresh from './migrations/0019-answer-attribute-refresh.ts';
import * as jobQueue from './migrations/0020-job-queue.ts';
import * as publicRecords from './migrations/0021-public-records.ts';
import * as recordAnswers from './migrations/0021f-record-answers.ts';
import * as publicRecordCache from './migrations/0021r-public-record-cache.ts';
import * as webhooks from './migrations/0021w-webhooks.ts';
import * as documentSealKeys from './migrations/0022-document-seal-keys.ts';
import * as portalLinks from './migrations/0023-portal-links.ts';
import * as apiClientsOfAgenciesOnly from './migrations/0024-api-clients-of-agencies-only.ts';
import * as propertyEvents from './migrations/0025-property-events.ts';
import type { Db } from './database.ts';

/**
 * Every migration by the name a database records when it runs it, in the order they run: Kysely
 * applies them in name order. Listed here, not found by a directory scan, so a bundle or a
 * container needs none. A name is permanent once a database may have run it, so the names up to
 * `0021w-webhooks` keep the numbers that were handed out to work done in parallel (two `0002`, four
 * `0021`, told apart by a letter); every later migration takes the next number, one number each
 * (tests/unit/server/migration-names.test.ts, docs/decisions/0168-migration-names-are-permanent-and-numbers-are-not-shared.md).
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-credit-requests': creditRequests,
  '0002-list-indexes': listIndexes,
  '0003-mail-and-sign-in': mailAndSignIn,
  '0004-wizard': wizard,
  '0005-uploads': uploads,
  '0006-questionnaires': questionnaires,
  '0007-signatures': signatures,
  '0009-dashboard': dashboard,
  '0010-invitations': invitations,
  '0013-attributes': attributes,
  '0014-mail-sender': mailSender,
  '0015-api-clients': apiClients,
  '0016-attribute-rollup': attributeRollup,
  '0017-session-revocations': sessionRevocations,
  '0018-pdtf-answer-keys': pdtfAnswerKeys,
  '0019-answer-attribute-refresh': answerAttributeRefresh,
  '0020-job-queue': jobQueue,
  '0021-public-records': publicRecords,
  '0021f-record-answers': recordAnswers,
  '0021r-public-record-cache': publicRecordCache,
  '0021w-webhooks': webhooks,
  '0022-document-seal-keys': documentSealKeys,
  '0023-portal-links': portalLinks,
  '0024-api-clients-of-agencies-only': apiClientsOfAgenciesOnly,
  '0025-property-events': propertyEvents,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * `schema` names the PostgreSQL schema the product works in, when not the default: the migration
 * bookkeeping tables must live there too, or a migrator would find another schema's and skip
 * creating its own.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  await migrate(db, schema, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name` (a database as an earlier release left it). */
export async function migrateUpTo(db: Db, name: string, schema?: string): Promise<void> {
  if (!(name in MIGRATIONS)) throw new Error(`no migration named ${name}`);
  await migrate(db, schema, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Db,
  schema: string | undefined,
  run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>,
): Promise<void> {
  // Numbers are handed out to work in progress, so a database may have run 0004 before 0003 arrives.
  const migrator = new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  let outcome = await run(migrator);
  // Kysely's migrator looks for its tables by listing every schema's tables. A schema dropped by
  // another session during that listing fails it with 3F000 (invalid_schema_name) before any
  // migration ran; the listing is simply taken again.
  for (let attempt = 1; attempt < 5 && droppedDuringListing(outcome); attempt++) outcome = await run(migrator);
  const { error, results } = outcome;
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

function droppedDuringListing({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): boolean {
  return !results?.length && (error as { code?: unknown } | undefined)?.code === '3F000';
}
