import type { Compilable, CompiledQuery } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from './database.ts';
import { speedLayerOn } from '../speed-layers.ts';
import { prepared } from './prepared.ts';

/**
 * Statements every signed-in request runs, built and compiled with Kysely once per shape instead of
 * on every request: building and compiling the properties list's statement cost more CPU than the
 * rest of the request's own work. The statement is built with a placeholder for each value that
 * changes between requests (`slot('name')`); compiling turns each placeholder into a parameter, and
 * each request only fills the parameters in.
 *
 * A shape is whatever changes the SQL text (a role's tenancy rule, how many organisations a viewer
 * acts for, whether there is a search): it is part of the key. A value that changes the text but is
 * passed as a slot would be caught on the first compile: every placeholder must come out as a
 * parameter, whole.
 */
const SLOT = '\u0000slot\u0000';

/** A value that stands for the named request value while the statement is built. */
export type Slot = (name: string) => never;
const slot: Slot = (name) => `${SLOT}${name}` as never;

type Template = { query: CompiledQuery; fill: (string | { constant: unknown })[] };

/** Off (SPEED_LAYERS_OFF=compiled-statements): every request builds and compiles its statement again. */
const KEEP_COMPILED = speedLayerOn('compiled-statements');
const templates = new WeakMap<Db, LRUCache<string, Template>>();

function compileTemplate(key: string, build: (slot: Slot) => Compilable): Template {
  const query = build(slot).compile();
  const fill = query.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(SLOT) ? value.slice(SLOT.length) : { constant: value },
  );
  if (query.sql.includes(SLOT))
    throw new Error(`${key}: a slot was written into the statement's text instead of a parameter`);
  return { query: prepared(query), fill };
}

/**
 * The statement named `key` with `values` as its parameters. `build` runs on the first call for a
 * key (per database); a value missing from `values` is an error, not a silent null.
 */
export function compiledOnce<V extends Record<string, unknown>>(
  db: Db,
  key: string,
  build: (slot: Slot) => Compilable,
  values: V,
): CompiledQuery {
  let mine = templates.get(db);
  if (!mine) templates.set(db, (mine = new LRUCache({ max: 200 })));
  let template = KEEP_COMPILED ? mine.get(key) : undefined;
  if (!template) mine.set(key, (template = compileTemplate(key, build)));
  const parameters = template.fill.map((entry) => {
    if (typeof entry !== 'string') return entry.constant;
    if (!(entry in values)) throw new Error(`${key}: no value for ${entry}`);
    return values[entry];
  });
  return { ...template.query, parameters };
}
