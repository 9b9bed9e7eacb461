/**
 * Derives each question's answer rule (domain/forms/answer-rules.ts) from the PDTF field it
 * answers. A field is read in the base schema and in the base with each overlay, and with all of
 * them: one stored answer serves every form asking the field, so it must be valid whichever
 * standard the document is read against. Enum options are mapped by label, or through the
 * reviewed synonyms, never by position; numbers take the schema's bounds, integers stay integers,
 * years and dates a plausible range; a follow-up an overlay's branch requires is required.
 */
import type { AnswerRule, NumberRule, StandardRules } from '../forms/answer-rules.ts';
import { EARLIEST_BUILD_YEAR, EARLIEST_EVENT_YEAR } from '../forms/answer-rules.ts';
import type { FormDefinition, ListColumn, Question } from '../forms/definition.ts';
import { optionEntries } from '../forms/layout.ts';
import { resolvePdtfPath, type SchemaNode } from '../forms/pdtf/resolve.ts';
import { allQuestions } from '../forms/questions.ts';
import { OPTION_SYNONYMS } from './option-synonyms.ts';

export type RichNode = Omit<SchemaNode, 'oneOf' | 'properties' | 'items'> & {
  title?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  required?: readonly string[];
  minItems?: number;
  oneOf?: readonly RichNode[];
  properties?: Readonly<Record<string, RichNode>>;
  items?: RichNode;
};

type Value = string | number | boolean;

function typesOf(node: RichNode | undefined): string[] {
  if (!node?.type) return [];
  return typeof node.type === 'string' ? [node.type] : [...node.type];
}

/** Where a question's answer goes: its path, or the `yesNo` of an object asked about as a whole. */
export function answerPath(schema: RichNode, path: string): string {
  const node = resolvePdtfPath(schema, path) as RichNode | undefined;
  const objectLike = node && (typesOf(node).includes('object') || (!node.type && (node.properties || node.oneOf)));
  return objectLike && resolvePdtfPath(schema, `${path}/yesNo`) ? `${path}/yesNo` : path;
}

function enumOf(node: RichNode | undefined): readonly unknown[] | undefined {
  return node?.enum ?? node?.items?.enum;
}

/** The values every variant of the schema allows at a field, in the base schema's order. */
function allowedValues(nodes: readonly (RichNode | undefined)[]): string[] | undefined {
  const lists = nodes.map(enumOf).filter((list): list is readonly unknown[] => list !== undefined);
  if (lists.length === 0) return undefined;
  return (lists[0] as string[]).filter((value) => lists.every((list) => list.includes(value)));
}

function valueOfLabel(
  label: string,
  allowed: readonly string[] | undefined,
  types: readonly string[],
): Value | undefined {
  const text = label.trim();
  const candidates = [text, ...(OPTION_SYNONYMS[text.toLowerCase()] ?? [])];
  if (types.includes('boolean')) {
    const found = candidates.find((candidate) => candidate === 'true' || candidate === 'false');
    return found === undefined ? undefined : found === 'true';
  }
  if (allowed) {
    for (const candidate of candidates) {
      const match = allowed.find((value) => value.toLowerCase() === candidate.toLowerCase());
      if (match !== undefined) return match;
    }
    return undefined;
  }
  if (types.includes('integer') || types.includes('number')) {
    return /^-?\d+(\.\d+)?$/.test(text) && (types.includes('number') || Number.isInteger(Number(text)))
      ? Number(text)
      : undefined;
  }
  if (types.includes('string')) return text;
  return undefined;
}

function optionValues(
  options: Pick<Question, 'answers' | 'answerOrder'>,
  nodes: readonly (RichNode | undefined)[],
): Record<string, Value> {
  const allowed = allowedValues(nodes);
  const types = typesOf(nodes[0]?.items && typesOf(nodes[0]).includes('array') ? nodes[0].items : nodes[0]);
  const values: Record<string, Value> = {};
  for (const [key, label] of optionEntries(options)) {
    const value = valueOfLabel(label, allowed, types);
    if (value !== undefined) values[key] = value;
  }
  return values;
}

const YEAR_FIELD = /(^year$|^year[A-Z]|YearOfLease$|^yearBuilt$)/;
const BUILD_YEAR_FIELD = /^(yearBuilt|startYearOfLease)$/;

function numberRule(nodes: readonly (RichNode | undefined)[], field: string, question: Question): NumberRule {
  const rule: NumberRule = {};
  const pick = (key: 'minimum' | 'maximum' | 'exclusiveMaximum', choose: (a: number, b: number) => number) =>
    nodes
      .map((node) => node?.[key])
      .filter((v): v is number => typeof v === 'number')
      .reduce<number | undefined>((a, b) => (a === undefined ? b : choose(a, b)), undefined);
  const minimum = pick('minimum', Math.max);
  const maximum = pick('maximum', Math.min);
  const below = pick('exclusiveMaximum', Math.min);
  if (typesOf(nodes[0]).includes('integer')) rule.integer = true;
  if (YEAR_FIELD.test(field)) {
    rule.year = true;
    rule.integer = true;
    rule.past = true;
    rule.min = BUILD_YEAR_FIELD.test(field) ? EARLIEST_BUILD_YEAR : EARLIEST_EVENT_YEAR;
    return rule;
  }
  // Amounts, counts and shares are never negative, whether or not the schema says so.
  rule.min = minimum ?? 0;
  if (maximum !== undefined) rule.max = maximum;
  if (below !== undefined) rule.below = below;
  if (question.type === 'percentage' && maximum === undefined && below === undefined) rule.max = 100;
  return rule;
}

function isDateField(node: RichNode | undefined): { date: boolean; notKnown: boolean } {
  const branches = node?.oneOf ?? [];
  const date = node?.format === 'date' || branches.some((branch) => branch.format === 'date');
  const notKnown = branches.some((branch) => (branch.enum ?? []).includes('Not known'));
  return { date, notKnown };
}

/** True when some variant requires `field` of the object at `parent`, in general or in one of its branches. */
function requiredInBranch(variants: readonly RichNode[], parent: string, field: string): boolean {
  return variants.some((schema) => {
    const node = resolvePdtfPath(schema, parent) as RichNode | undefined;
    // An item of a list (`/otherItems/0`) is optional as a whole: its required fields are the export's to check.
    if (!/\/\d+$/.test(parent) && node?.required?.includes(field)) return true;
    return (node?.oneOf ?? []).some((branch) => branch.required?.includes(field));
  });
}

function columnRules(
  question: Question,
  nodes: readonly (RichNode | undefined)[],
): Pick<AnswerRule, 'requiredColumns' | 'columnValues'> {
  const items = nodes.map((node) => node?.items);
  const columns: readonly ListColumn[] = question.listQuestions ?? [];
  const required = new Set(items.flatMap((item) => item?.required ?? []));
  const columnValues: Record<string, Record<string, Value>> = {};
  for (const column of columns) {
    if (column.type !== 'select') continue;
    columnValues[column.id] = optionValues(
      column,
      items.map((item) => item?.properties?.[column.id]),
    );
  }
  return {
    requiredColumns: columns.filter((column) => required.has(column.id)).map((column) => column.id),
    ...(Object.keys(columnValues).length > 0 ? { columnValues } : {}),
  };
}

/**
 * A field is required when a branch requires it, or requires the group it sits in (the stopcock's
 * location, the year the outside was last decorated), up to three levels and never across a list.
 */
function requiredByBranch(variants: readonly RichNode[], path: string): boolean {
  let child = path;
  for (let level = 0; level < 3; level += 1) {
    const parent = child.slice(0, child.lastIndexOf('/'));
    const field = child.slice(child.lastIndexOf('/') + 1);
    if (/^\d+$/.test(field) || parent === '') return false;
    if (requiredInBranch(variants, parent, field)) return true;
    child = parent;
  }
  return false;
}

export function questionRule(question: Question, variants: readonly RichNode[]): AnswerRule | undefined {
  if (!question.pdtfPath || question.type === 'upload') return undefined;
  const path = answerPath(variants[0], question.pdtfPath);
  const nodes = variants.map((schema) => resolvePdtfPath(schema, path) as RichNode | undefined);
  const base = nodes[0];
  if (!base) return undefined;
  const field = path.slice(path.lastIndexOf('/') + 1);
  const rule: AnswerRule = {};
  // The field written, so two forms asking the same yes/no (one by its object, one by its `yesNo`) share one answer.
  if (path !== question.pdtfPath) rule.path = path;
  if (requiredByBranch(variants, path)) rule.requiredFollowUp = true;
  const types = typesOf(base);
  if (question.type === 'select' || question.type === 'checkbox') {
    rule.values = optionValues(question, nodes);
  } else if (question.type === 'list') {
    Object.assign(rule, columnRules(question, nodes));
  } else if (types.includes('integer') || types.includes('number')) {
    rule.number = numberRule(nodes, field, question);
  } else if (base.format === 'email') {
    rule.email = true;
  } else {
    const { date, notKnown } = isDateField(base);
    // Every date the forms ask is of something that has happened (installed, serviced, emptied).
    if (date) rule.date = { notKnown, past: true };
  }
  return rule;
}

/** The rules of every question with a PDTF path, form by form. */
export function deriveRules(definitions: readonly FormDefinition[], variants: readonly RichNode[]): StandardRules {
  const rules: Record<string, Record<string, AnswerRule>> = {};
  for (const definition of definitions) {
    const own: Record<string, AnswerRule> = {};
    for (const question of allQuestions(definition)) {
      const rule = questionRule(question, variants);
      if (rule) own[question.id] = rule;
    }
    rules[definition.path] = own;
  }
  return rules;
}
