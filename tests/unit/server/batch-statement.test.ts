import { describe, expect, it } from 'vitest';
import { offlineDb } from '../../fixtures/offline-db.ts';
import { ROLE } from '../../../domain/roles.ts';
import { batchStatement } from '../../../server/store/batch-statement.ts';
import type { Db } from '../../../server/store/database.ts';
import { isIdList } from '../../../server/store/prepared.ts';
import { propertyVisibleTo } from '../../../server/store/tenancy.ts';
import type { Viewer } from '../../../server/store/viewer.ts';

function vaults(db: Db, viewer: Viewer, ids: readonly number[]) {
  return batchStatement(db, 'vaults', viewer, ids, (scope) =>
    db.selectFrom('properties as p').where(propertyVisibleTo(scope.viewer)).where(scope.idIn('p.id')).select('p.id'),
  );
}

const agent: Viewer = { id: 'agent-1', role: ROLE.agent, organisationId: 6, actsFor: [6] };

describe('batch reads as prepared statements', () => {
  it('has one text for 3 ids or 100, the ids as one array parameter', () => {
    const db = offlineDb();
    const few = vaults(db, agent, [1, 2, 3]);
    const many = vaults(
      db,
      agent,
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(many.sql).toBe(few.sql);
    expect(few.sql).toContain('"p"."id" = any($');
    expect(few.parameters).toContainEqual([1, 2, 3]);
    expect(few.parameters.find(Array.isArray)).toSatisfy(isIdList);
  });

  it('takes each viewer’s own values: a statement built for one agent never answers with another’s', () => {
    const db = offlineDb();
    const first = vaults(db, agent, [1]);
    const other = vaults(db, { id: 'agent-2', role: ROLE.agent, organisationId: 9, actsFor: [9] }, [1]);
    expect(other.sql).toBe(first.sql);
    expect(first.parameters).toContain('agent-1');
    expect(first.parameters).toContain(6);
    expect(other.parameters).toContain('agent-2');
    expect(other.parameters).toContain(9);
    expect(other.parameters).not.toContain('agent-1');
    expect(other.parameters).not.toContain(6);
  });

  it('has a text per tenancy shape: the role and how many organisations the viewer acts for', () => {
    const db = offlineDb();
    const admin = vaults(db, { id: 'admin', role: ROLE.administrator, organisationId: null, actsFor: [] }, [1]);
    const brand = vaults(db, { id: 'brand', role: ROLE.agent, organisationId: 6, actsFor: [6, 7, 8] }, [1]);
    expect(admin.sql).not.toBe(vaults(db, agent, [1]).sql);
    expect(brand.sql).not.toBe(vaults(db, agent, [1]).sql);
    expect(brand.parameters).toEqual(expect.arrayContaining([6, 7, 8]));
  });

  it('casts user ids as text', () => {
    const db = offlineDb();
    const users = batchStatement(db, 'users', agent, ['agent-1', 'agent-2'], (scope) =>
      db.selectFrom('users as u').where(scope.idIn('u.id')).select('u.id'),
    );
    expect(users.sql).toContain('::text[]');
    expect(users.parameters).toContainEqual(['agent-1', 'agent-2']);
  });
});
