import { sql, type Compilable, type CompiledQuery, type RawBuilder, type SqlBool } from 'kysely';
import { compiledOnce } from './compiled-once.ts';
import type { Db } from './database.ts';
import { idList } from './prepared.ts';
import type { Viewer } from './viewer.ts';

/** What a batch read's statement is built from: the viewer, with its values as placeholders, and the test for the ids asked. */
export type BatchScope = {
  viewer: Viewer;
  /** `column = any($ids)`: one parameter holds every id, so the statement's text is the same for 1 id or 100. */
  idIn: (column: string) => RawBuilder<SqlBool>;
};

/**
 * The statement of a batch read (`GET /api/batch/<things>`), built and compiled once per shape
 * (compiled-once.ts) and prepared on PostgreSQL. Its ids go as one array parameter rather than one
 * parameter each, and the viewer's id, organisation and the organisations it acts for as
 * parameters, so the text depends only on the viewer's role and how many organisations it acts
 * for: PostgreSQL parses and plans it once per connection instead of on every call, which for
 * these statements took longer than running them.
 */
export function batchStatement<R>(
  db: Db,
  name: string,
  viewer: Viewer,
  ids: readonly number[] | readonly string[],
  build: (scope: BatchScope) => Compilable<R>,
): CompiledQuery<R> {
  const type = typeof ids[0] === 'string' ? 'text' : 'int';
  const shape = `batch:${name}:${type}:${viewer.role}:${viewer.organisationId === null ? 'none' : 'one'}:${viewer.actsFor.length}`;
  const values: Record<string, unknown> = { viewer: viewer.id, organisation: viewer.organisationId, ids: idList(ids) };
  viewer.actsFor.forEach((id, i) => (values[`acts${i}`] = id));
  return compiledOnce(
    db,
    shape,
    (slot) =>
      build({
        viewer: {
          role: viewer.role,
          id: slot('viewer'),
          organisationId: viewer.organisationId === null ? null : slot('organisation'),
          actsFor: viewer.actsFor.map((_, i) => slot(`acts${i}`)),
        },
        idIn: (column) => sql<SqlBool>`${sql.ref(column)} = any(${slot('ids')}::${sql.raw(type)}[])`,
      }),
    values,
  ) as CompiledQuery<R>;
}
