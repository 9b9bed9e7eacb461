import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../server/store/migrate.ts';

/**
 * Databases record each migration they ran by name, and a migrator that no longer knows a recorded
 * name refuses to start. So the names that may have run anywhere stay exactly as they are, shared
 * numbers included, and every migration after them takes a number of its own.
 */
const RECORDED = [
  '0001-initial',
  '0002-credit-requests',
  '0002-list-indexes',
  '0003-mail-and-sign-in',
  '0004-wizard',
  '0005-uploads',
  '0006-questionnaires',
  '0007-signatures',
  '0009-dashboard',
  '0010-invitations',
  '0013-attributes',
  '0014-mail-sender',
  '0015-api-clients',
  '0016-attribute-rollup',
  '0017-session-revocations',
  '0018-pdtf-answer-keys',
  '0019-answer-attribute-refresh',
  '0020-job-queue',
  '0021-public-records',
  '0021f-record-answers',
  '0021r-public-record-cache',
  '0021w-webhooks',
];

const names = Object.keys(MIGRATIONS);
const number = (name: string) => Number(name.slice(0, 4));

describe('migration names', () => {
  it('keep every name a database may have recorded', () => {
    expect(names.slice(0, RECORDED.length)).toEqual(RECORDED);
  });

  it('are listed in the order Kysely runs them, by name', () => {
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('give every migration after the recorded ones a number of its own, the next one up', () => {
    const later = names.slice(RECORDED.length);
    const problems = later.flatMap((name, at) => {
      const previous = number(at === 0 ? RECORDED.at(-1)! : later[at - 1]);
      if (!/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) return [`${name}: not four digits, a hyphen and words`];
      if (number(name) !== previous + 1)
        return [`${name}: the next number is ${String(previous + 1).padStart(4, '0')}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('are the file names in server/store/migrations/, each file registered', () => {
    const files = readdirSync(new URL('../../../server/store/migrations/', import.meta.url))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.changes.ts') && !file.endsWith('.types.ts'))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...names].sort());
  });
});
