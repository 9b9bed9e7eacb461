import { mkdtempSync, existsSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphans } from '../../server/use-cases/uploads/sweep-orphans.ts';
import { PNG, uploadFiles } from '../fixtures/files.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

const filesDir = mkdtempSync(join(tmpdir(), 'vault-orphans-'));
let app: TestApp;
let a: Side;
const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** What a process that died after storing a file, before writing its row, leaves behind. */
function fileWithoutRow(name: string, modifiedAt: Date): string {
  const path = join(filesDir, 'uploads', '999', name);
  mkdirSync(join(filesDir, 'uploads', '999'), { recursive: true });
  writeFileSync(path, PNG);
  utimesSync(path, modifiedAt, modifiedAt);
  return path;
}

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0', FILES_DIR: filesDir });
  ({ a } = await buildTwoBrands(app.database!.db));
});
afterAll(() => app?.close());

describe('no file without a row', () => {
  it('removes files stored by an upload that crashed before its row, and keeps every file that has one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signWithProviderKey(app.database!.db, {
      sub: a.users.homeMover.id,
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      iat: now,
      exp: now + 600,
    });
    const kept = await uploadFiles(app.url, a.property.id, token, [{ name: 'kept.png', bytes: PNG }]);
    expect(kept.status).toBe(201);
    const [row] = await app.database!.db.selectFrom('uploads').select('storage_key').execute();
    utimesSync(join(filesDir, row.storage_key), twoHoursAgo, twoHoursAgo);
    const crashed = fileWithoutRow('crashed', twoHoursAgo);
    const inFlight = fileWithoutRow('still-uploading', new Date());

    const removed = await sweepOrphans({ db: app.database!.db, storage: app.storage! });

    expect(removed).toEqual(['uploads/999/crashed']);
    expect(existsSync(crashed)).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
    expect(existsSync(join(filesDir, row.storage_key))).toBe(true);
  });

  it('sweeps at start-up: a new process over the same files and an empty database removes the old files', async () => {
    const leftOver = fileWithoutRow('left-over', twoHoursAgo);
    const second = await startTestApp({ DEMO: '0', FILES_DIR: filesDir });
    try {
      expect(existsSync(leftOver)).toBe(false);
    } finally {
      await second.close();
    }
  });
});
