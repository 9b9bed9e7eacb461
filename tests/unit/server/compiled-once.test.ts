import { describe, expect, it } from 'vitest';
import { offlineDb } from '../../fixtures/offline-db.ts';
import { compiledOnce } from '../../../server/store/compiled-once.ts';

describe('statements compiled once per shape', () => {
  it('builds a shape once and fills each request’s values in the order the statement uses them', () => {
    const db = offlineDb();
    let builds = 0;
    const build = (slot: (name: string) => never) => {
      builds += 1;
      return db
        .selectFrom('properties')
        .select('id')
        .where('owner_id', '=', slot('user'))
        .where('name', 'ilike', slot('pattern'))
        .limit(slot('limit'));
    };
    const first = compiledOnce(db, 'owned', build, { user: 'demo-agent', pattern: '%road%', limit: 30 });
    const second = compiledOnce(db, 'owned', build, { limit: 7, pattern: '%lane%', user: 'demo-mover' });

    expect(builds).toBe(1);
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(['demo-agent', '%road%', 30]);
    expect(second.parameters).toEqual(['demo-mover', '%lane%', 7]);
  });

  it('keeps values that are part of the shape as they were built', () => {
    const db = offlineDb();
    const query = compiledOnce(
      db,
      'phase-one',
      (slot) => db.selectFrom('properties').select('id').where('phase_id', '=', 1).where('owner_id', '=', slot('user')),
      { user: 'u1' },
    );
    expect(query.parameters).toEqual([1, 'u1']);
  });

  it('refuses a request that leaves a value out rather than sending null', () => {
    const db = offlineDb();
    const build = (slot: (name: string) => never) =>
      db.selectFrom('properties').select('id').where('owner_id', '=', slot('user'));
    expect(() => compiledOnce(db, 'owner', build, {})).toThrow('owner: no value for user');
  });

  it('refuses a shape whose placeholder ends up in the statement’s text instead of a parameter', () => {
    const db = offlineDb();
    // A column chosen by name becomes an identifier: a different text per value, so not a slot.
    const build = (slot: (name: string) => never) =>
      db
        .selectFrom('properties')
        .select('id')
        .orderBy(db.dynamic.ref(slot('column')));
    expect(() => compiledOnce(db, 'inlined', build, { column: 'id' })).toThrow(
      'inlined: a slot was written into the statement',
    );
  });
});
