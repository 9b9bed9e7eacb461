import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * The result columns that carry JSON objects or arrays: the jsonb columns of the schema (answers and
 * settings are stored wrapped in an object, so none of them holds a bare JSON string) and the
 * json_agg aliases of the hand-written statements. A new JSON column or alias belongs here.
 */
export const JSON_COLUMNS: ReadonlySet<string> = new Set([
  'data',
  'payload',
  'value',
  'definition',
  'report',
  'mail_ids',
  'page',
  'viewer',
  'sellers',
  'organisations',
  'forms',
  'signatures',
  'stored_answers',
  'facts',
  'listing_address',
]);

/**
 * Every driver hands JSON columns back as values, except where one hands back the text instead
 * (a driver without a type parser for json/jsonb, or a statement whose row description it cannot
 * read). This plugin is the one place that turns such text into the value, so no query does.
 *
 * Only top-level columns named in JSON_COLUMNS, and only when they arrive as text, are parsed:
 * Kysely's own ParseJSONResultsPlugin would also parse any text column or nested answer that merely
 * looks like JSON (a property named "[1]", an answer "{}"), and walk every value of every row.
 */
export class JsonColumnsPlugin implements KyselyPlugin {
  readonly #columns: ReadonlySet<string>;

  constructor(columns: ReadonlySet<string> = JSON_COLUMNS) {
    this.#columns = columns;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const column of Object.keys(row)) {
        const value = row[column];
        if (typeof value === 'string' && this.#columns.has(column)) row[column] = JSON.parse(value) as unknown;
      }
    }
    return args.result;
  }
}
