import { readFileSync } from 'node:fs';
import type { RichNode } from '../../../domain/pdtf/derive-rules.ts';
import type { FitSchemas } from '../../../domain/pdtf/fit.ts';
import { ALL_OVERLAYS, mergeOverlay } from '../../../domain/pdtf/overlay.ts';

/**
 * The vendored PDTF v3 schema (domain/forms/pdtf/README.md) as the export and the rules' generator
 * read it: the base transaction schema alone, with each overlay, and with every overlay at once.
 */
const DIR = new URL('../../../domain/forms/pdtf/', import.meta.url);

function read(name: string): RichNode {
  return JSON.parse(readFileSync(new URL(name, DIR), 'utf8')) as RichNode;
}

/** The base schema, then the base with each overlay, then with all of them. */
export function schemaVariants(): RichNode[] {
  const base = read('pdtf-transaction.json');
  const overlays = ALL_OVERLAYS.map((name) => read(`overlays/${name}.json`));
  const each = overlays.map((overlay) => mergeOverlay(base, overlay) as RichNode);
  return [base, ...each, standardSchema(base, overlays)];
}

/** The base schema with every overlay laid over it: what every standard form requires, together. */
export function standardSchema(
  base: RichNode = read('pdtf-transaction.json'),
  overlays = ALL_OVERLAYS.map((name) => read(`overlays/${name}.json`)),
): RichNode {
  return overlays.reduce<unknown>((schema, overlay) => mergeOverlay(schema, overlay), base) as RichNode;
}

/** What the export fits a document to: the base schema, and the base with every overlay for list items. */
export function exportSchemas(): FitSchemas {
  const base = read('pdtf-transaction.json');
  return { base, standard: standardSchema(base) };
}
