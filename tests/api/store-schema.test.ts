import { randomBytes } from 'node:crypto';
import ts from 'typescript';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema, openDatabase, type DatabaseHandle } from '../../server/store/database.ts';
import { migrateToLatest } from '../../server/store/migrate.ts';

/**
 * `server/store/schema.ts` is written by hand, with a comment on every table, and every query is
 * typed by it; nothing else ties it to the tables the migrations make. So a fresh database is
 * migrated and its tables and columns compared with the `Database` type: the same tables, the same
 * columns, a column nullable exactly when its type admits null, and a column the type lets an
 * insert leave out either nullable or given a default by the database.
 */
/** `nullable` is undefined where the select type is `unknown`, which says nothing either way. */
type Column = { nullable: boolean | undefined; insertOptional: boolean };
type Tables = Record<string, Record<string, Column>>;

const url = process.env.DATABASE_URL;
const schemaFile = new URL('../../server/store/schema.ts', import.meta.url).pathname;

/** The `Database` type as the type checker reads it: Kysely's select and insert types of each column. */
function typedTables(): Tables {
  const program = ts.createProgram([schemaFile], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2023,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile)!;
  const database = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((symbol) => symbol.name === 'Database')!;
  const vague = (type: ts.Type) => Boolean(type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any));
  const admits = (type: ts.Type, flag: ts.TypeFlags) =>
    vague(type) || (type.isUnion() ? type.types.some((member) => member.flags & flag) : Boolean(type.flags & flag));
  const tables: Tables = {};
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    tables[table.name] = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const type = checker.getTypeOfSymbol(column);
      // ColumnType<Select, Insert, Update> (and Generated<T>) carry their parts as phantom properties.
      const part = (name: string) => {
        const symbol = type.getProperty(name);
        return symbol ? checker.getTypeOfSymbol(symbol) : type;
      };
      tables[table.name][column.name] = {
        nullable: vague(part('__select__')) ? undefined : admits(part('__select__'), ts.TypeFlags.Null),
        insertOptional: admits(part('__insert__'), ts.TypeFlags.Undefined),
      };
    }
  }
  return tables;
}

describe(`server/store/schema.ts against a migrated ${url ? 'PostgreSQL' : 'PGlite'} database`, () => {
  const schema = `store_schema_${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;
  let migrated: Record<string, Record<string, { nullable: boolean; hasDefault: boolean }>>;
  let typed: Tables;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: url, schema: url ? schema : undefined });
    await migrateToLatest(handle.db, url ? schema : undefined);
    const { rows } = await sql<{ table: string; column: string; nullable: string; fallback: string | null }>`
      select c.table_name as "table", c.column_name as "column", c.is_nullable as nullable,
             c.column_default as fallback
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = ${url ? schema : 'public'} and t.table_type = 'BASE TABLE'
        and c.table_name not like 'kysely_migration%'`.execute(handle.db);
    migrated = {};
    for (const row of rows) {
      migrated[row.table] ??= {};
      migrated[row.table][row.column] = { nullable: row.nullable === 'YES', hasDefault: row.fallback !== null };
    }
    typed = typedTables();
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (url) await dropSchema(url, schema);
  });

  it('has a type for every table, and a table for every type', () => {
    expect(Object.keys(typed).sort()).toEqual(Object.keys(migrated).sort());
  });

  it('has the same columns in every table', () => {
    const differences = Object.keys(typed).flatMap((table) => {
      const inType = Object.keys(typed[table]);
      const inDatabase = Object.keys(migrated[table] ?? {});
      return [
        ...inType
          .filter((column) => !inDatabase.includes(column))
          .map((column) => `${table}.${column}: not in the database`),
        ...inDatabase
          .filter((column) => !inType.includes(column))
          .map((column) => `${table}.${column}: not in the type`),
      ];
    });
    expect(differences).toEqual([]);
  });

  it('types a column as nullable exactly when the database lets it be null', () => {
    const differences = Object.entries(typed).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(
          ([column, { nullable }]) =>
            nullable !== undefined && migrated[table]?.[column] && migrated[table][column].nullable !== nullable,
        )
        .map(([column, { nullable }]) => `${table}.${column}: ${nullable ? 'nullable' : 'not null'} in the type`),
    );
    expect(differences).toEqual([]);
  });

  it('lets an insert leave out only a column that is nullable or has a default', () => {
    const differences = Object.entries(typed).flatMap(([table, columns]) =>
      Object.entries(columns)
        .filter(([column, { insertOptional }]) => {
          const stored = migrated[table]?.[column];
          return stored && insertOptional && !stored.nullable && !stored.hasDefault;
        })
        .map(([column]) => `${table}.${column}: optional on insert in the type, required by the database`),
    );
    expect(differences).toEqual([]);
  });
});
