import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { PUBLISHED_FORMS } from '../../domain/forms/content/published.ts';
import { PHASES } from '../../domain/phases.ts';
import { DEMO_ACCOUNTS, DEMO_PROPERTY_COUNT } from '../../server/demo/seed.ts';
import { freePort } from '../fixtures/test-app.ts';

const databaseUrl = process.env.DATABASE_URL;
const INSTANCES = 3;

/** A URL naming another database on the same server. */
function urlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Instances behind a load balancer share one PostgreSQL database; PGlite belongs to one process,
 * so there is no second instance to race with there.
 */
describe.skipIf(!databaseUrl)(
  'instances started together on one empty PostgreSQL database (needs DATABASE_URL; PGlite runs one instance only)',
  () => {
    const database = `t_startup_${randomBytes(5).toString('hex')}`;
    const filesDir = mkdtempSync(join(tmpdir(), 'vault-instances-'));
    const running: RunningApp[] = [];

    afterAll(async () => {
      for (const instance of running) await instance.close().catch(() => undefined);
      await admin((client) => client.query(`drop database if exists "${database}" with (force)`));
      rmSync(filesDir, { recursive: true, force: true });
    });

    it('all become healthy, with one copy of each once-only row', async () => {
      await admin((client) => client.query(`create database "${database}"`));
      const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
      const publicUrl = `http://127.0.0.1:${ports[0]}`;
      const configs = ports.map((port) =>
        loadConfig({
          PORT: String(port),
          HOST: '127.0.0.1',
          PARTS: 'rest,gateway,oidc',
          LOG_LEVEL: 'silent',
          DEMO: '1',
          PUBLIC_URL: publicUrl,
          DATABASE_URL: urlFor(databaseUrl!, database),
          FILES_DIR: filesDir,
        }),
      );

      const outcomes = await Promise.allSettled(configs.map((config) => startApp(config)));
      for (const outcome of outcomes) if (outcome.status === 'fulfilled') running.push(outcome.value);
      expect(
        outcomes
          .filter((outcome) => outcome.status === 'rejected')
          .map((outcome) => String((outcome as PromiseRejectedResult).reason)),
      ).toEqual([]);

      for (const instance of running) {
        const health = await fetch(`${instance.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok', database: 'postgres' });
      }
      // Every instance signs with the one key pair the first created.
      const jwks = await Promise.all(
        running.map(async (instance) => (await fetch(`${instance.url}/oidc/jwks`)).json()),
      );
      expect(new Set(jwks.map((keys) => JSON.stringify(keys))).size).toBe(1);
      // …and seals documents with the one self-signed certificate the first made.
      const documentKeys = await Promise.all(
        running.map(async (instance) => (await fetch(`${instance.url}/api/document-keys`)).json()),
      );
      expect(new Set(documentKeys.map((keys) => JSON.stringify(keys))).size).toBe(1);
      expect(new Set(running.map((instance) => instance.documentSeal!.certificate.fingerprint)).size).toBe(1);

      const db = running[0].database!.db;
      const count = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db)).rows[0].n;
      expect(await count(sql`select count(*)::int as n from identity_accounts where demo`)).toBe(DEMO_ACCOUNTS.length);
      expect(await count(sql`select count(*)::int as n from app_secrets where name = 'oidc-signing-keys'`)).toBe(1);
      expect(await count(sql`select count(*)::int as n from app_secrets where name = 'oidc-cookie-keys'`)).toBe(1);
      expect(await count(sql`select count(*)::int as n from document_seal_keys`)).toBe(1);
      expect(
        await count(sql`select count(*)::int as n from app_secrets where name in ('demo-seeded', 'demo-forms-seeded')`),
      ).toBe(2);
      expect(await count(sql`select count(*)::int as n from phases`)).toBe(PHASES.length);
      expect(await count(sql`select count(*)::int as n from questionnaire_versions`)).toBe(
        new Set(PUBLISHED_FORMS.map((form) => `${form.id}/${form.version}`)).size,
      );
      expect(await count(sql`select count(*)::int as n from properties`)).toBe(DEMO_PROPERTY_COUNT);
      expect(await count(sql`select count(*)::int as n from (select distinct name from organisations) o`)).toBe(
        await count(sql`select count(*)::int as n from organisations`),
      );
      // The demo forms' answers were written by one instance: each answer once in the history.
      expect(await count(sql`select count(*)::int as n from answer_history`)).toBeGreaterThan(0);
      expect(
        await count(
          sql`select count(*)::int as n from (select 1 from answer_history group by property_id, question_id having count(*) > 1) d`,
        ),
      ).toBe(0);
    }, 180_000);
  },
);
