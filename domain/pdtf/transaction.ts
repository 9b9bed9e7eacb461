/**
 * The property pack as a PDTF v3 transaction document (docs/decisions/0099-the-pdtf-export.md): each
 * visible, answered question with a PDTF path writes its answer there, in the schema's terms
 * (option keys become the enum values they stand for, numbers become numbers); the address and
 * ownership come from the property record and title where no form gave them; the sellers are the
 * participants. Pure: the caller passes the schema's structure and the answers it holds.
 */
import type { AnswerValue, FormDefinition, ListColumn, Question } from '../forms/definition.ts';
import { isValidEmail } from '../forms/answered.ts';
import { isoDate, parseAnswerDate } from '../forms/answer-dates.ts';
import { resolvePdtfPath, type SchemaNode } from '../forms/pdtf/resolve.ts';
import { settleBranches } from './branches.ts';
import { verifiedClaims, type RecordClaim, type RecordOrigin } from './provenance.ts';
import { allQuestions, indexQuestions, isEmptyAnswer } from '../forms/questions.ts';
import { isQuestionVisible } from '../forms/visibility.ts';

export const PDTF_SCHEMA_ID = 'https://trust.propdata.org.uk/schemas/v3/pdtf-transaction.json';

export type PdtfInput = {
  property: {
    id: number;
    friendlyId: string;
    address: string;
    city: string;
    postcode: string;
    titleNumber: string | null;
  };
  /** Title register address lines (postcode apart) and tenure, when the title was fetched. */
  title: { addressLines?: readonly string[]; postcode?: string; tenure?: 'Freehold' | 'Leasehold' } | null;
  /** Each form's answers; `records` names those that came from a public record, for their provenance. */
  forms: readonly {
    definition: FormDefinition;
    answers: Readonly<Record<string, AnswerValue>>;
    records?: Readonly<Record<string, RecordOrigin>>;
  }[];
  sellers: readonly { name: string; email: string }[];
  /** Live signatures: who confirmed which form, and when. */
  signatures: readonly { questionnaireId: number; signerName: string; signedAt: string }[];
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const NUMERIC_SCHEMA = new Set(['number', 'integer']);

function typesOf(node: SchemaNode | undefined): string[] {
  if (!node?.type) return [];
  return typeof node.type === 'string' ? [node.type] : [...node.type];
}

/** One option key in the standard's terms, by the question's derived rule (never by position). */
function optionValue(
  options: { rule?: Question['rule']; answers?: Question['answers'] },
  key: string,
  values = options.rule?.values,
): Json | undefined {
  if (values) return values[key];
  // A question with a PDTF path always has a rule; a text field with no enum takes the label.
  return options.answers?.[key] ?? undefined;
}

/** A date answer as the standard writes it ('2015-06-01' or 'Not known'), or undefined when it is none. */
function dateValue(text: string): Json | undefined {
  const parsed = parseAnswerDate(text);
  return parsed ? isoDate(parsed) : undefined;
}

function cellValue(column: ListColumn, cell: string, node: SchemaNode | undefined, values: Question['rule']): Json {
  if (cell.trim() === '') return '';
  if (column.type === 'select') return optionValue(column, cell, values?.columnValues?.[column.id]) ?? '';
  if (NUMERIC_SCHEMA.has(typesOf(node)[0] ?? '') && /^-?\d+(\.\d+)?$/.test(cell.trim())) return Number(cell.trim());
  return cell.trim();
}

/**
 * Where a question's answer goes: its path, or the `yesNo` of a discriminated object when the path
 * names the object itself (a plain yes/no asked about the whole subject).
 */
export function answerTarget(schema: SchemaNode, path: string): { path: string; node: SchemaNode | undefined } {
  const node = resolvePdtfPath(schema, path);
  const objectLike = node && (typesOf(node).includes('object') || (!node.type && (node.properties || node.oneOf)));
  if (objectLike) {
    const yesNo = resolvePdtfPath(schema, `${path}/yesNo`);
    if (yesNo) return { path: `${path}/yesNo`, node: yesNo };
  }
  return { path, node };
}

/** An answer in the schema's terms, or undefined when it has no place there. */
export function pdtfValue(question: Question, value: AnswerValue, node: SchemaNode | undefined): Json | undefined {
  const types = typesOf(node);
  switch (question.type) {
    case 'select':
      return optionValue(question, value as string);
    case 'checkbox': {
      if (types.includes('boolean')) return (value as readonly string[]).length > 0;
      const values = (value as readonly string[])
        .map((key) => optionValue(question, key))
        .filter((v): v is Json => v !== undefined);
      return types.includes('array') || types.length === 0 ? values : values.join(', ');
    }
    case 'list': {
      const rows = (value as readonly (readonly string[])[]).filter((row) => row.some((cell) => cell.trim() !== ''));
      if (types.includes('array')) {
        // Column ids are the fields of each item; each cell takes the item field's type.
        const fields = node?.items?.properties ?? {};
        return rows.map((row) =>
          Object.fromEntries(
            (question.listQuestions ?? [])
              .map(
                (column, index) =>
                  [column.id, cellValue(column, row[index] ?? '', fields[column.id], question.rule)] as const,
              )
              .filter(([, cell]) => cell !== ''),
          ),
        );
      }
      return rows.map((row) => row.filter(Boolean).join(', ')).join('; ');
    }
    case 'upload':
      return undefined;
    case 'currency':
    case 'number':
    case 'percentage': {
      const text = (value as string).trim();
      if (NUMERIC_SCHEMA.has(types[0] ?? '')) return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
      return text;
    }
    case 'email':
      // An address still being typed is not given yet.
      return isValidEmail(value as string) ? (value as string).trim() : undefined;
    default: {
      const text = (value as string).trim();
      if (question.rule?.date) return dateValue(text);
      if (NUMERIC_SCHEMA.has(types[0] ?? '') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
      if (types.includes('boolean')) return text.toLowerCase() === 'yes';
      return text;
    }
  }
}

/** Writes `value` at a JSON path, making objects and arrays (numeric segments) on the way. */
export function setAtPath(root: JsonObject, path: string, value: Json): void {
  const segments = path.slice(1).split('/');
  let node: Json = root;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i];
    const last = i === segments.length - 1;
    const nextIsIndex = !last && /^\d+$/.test(segments[i + 1]);
    const container = node as Record<string, Json> | Json[];
    const key = Array.isArray(container) ? Number(segment) : segment;
    if (last) {
      (container as Record<string | number, Json>)[key] = value;
      return;
    }
    let child = (container as Record<string | number, Json>)[key];
    if (child === undefined || child === null || typeof child !== 'object') {
      child = nextIsIndex ? [] : {};
      (container as Record<string | number, Json>)[key] = child;
    }
    node = child;
  }
}

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0], lastName: parts[0] };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

function valueAt(root: Json, path: string): Json | undefined {
  let node: Json | undefined = root;
  for (const part of path.split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = Array.isArray(node) ? node[Number(part)] : node[part];
  }
  return node;
}

export function buildPdtfTransaction(schema: SchemaNode, input: PdtfInput): JsonObject {
  const document: JsonObject = {
    $schema: PDTF_SCHEMA_ID,
    transactionId: `moveready-${input.property.friendlyId}`,
    status: 'For sale',
    participants: input.sellers.map((seller) => ({
      name: splitName(seller.name),
      email: seller.email,
      role: 'Seller',
    })),
    propertyPack: {},
  };
  // The address and the title first, so an answer a seller gave overrides them.
  const lines = input.title?.addressLines?.length
    ? input.title.addressLines
    : input.property.address
        .split(',')
        .map((line) => line.trim())
        .filter(Boolean);
  setAtPath(document, '/propertyPack/address', {
    line1: lines[0] ?? input.property.address,
    ...(lines[1] ? { line2: lines[1] } : {}),
    ...(lines[2] ? { line3: lines[2] } : {}),
    town: input.property.city,
    postcode: input.title?.postcode ?? input.property.postcode,
  });
  if (input.property.titleNumber)
    setAtPath(document, '/propertyPack/titlesToBeSold', [{ titleNumber: input.property.titleNumber }]);
  // The last value written at each path, with its record when it came from one.
  const written = new Map<string, RecordClaim | null>();
  for (const { definition, answers, records = {} } of input.forms) {
    const index = indexQuestions(definition);
    for (const question of allQuestions(definition)) {
      const value = answers[question.id];
      if (!question.pdtfPath || isEmptyAnswer(value) || !isQuestionVisible(question, index, answers)) continue;
      const target = answerTarget(schema, question.pdtfPath);
      let converted = pdtfValue(question, value!, target.node);
      if (converted === undefined || converted === '') continue;
      // One choice answering a list field is a list of one.
      if (typesOf(target.node).includes('array') && !Array.isArray(converted)) converted = [converted];
      setAtPath(document, target.path, converted);
      const origin = records[question.id];
      written.set(target.path, origin ? { path: target.path, value: converted, origin } : null);
    }
  }
  settleBranches(schema, document);
  // The TA7 overlay requires the leasehold sections `general` and `buildingSafety` though it numbers
  // no question in them, so the TA7 form asks none: they are present and empty (docs/decisions/0099-the-pdtf-export.md).
  const ownerships = (document.propertyPack as JsonObject).ownership as JsonObject | undefined;
  for (const ownership of (ownerships?.ownershipsToBeTransferred as JsonObject[] | undefined) ?? []) {
    if (ownership.ownershipType !== 'Leasehold') continue;
    const lease = (ownership.leaseholdInformation ??= {}) as JsonObject;
    lease.general ??= {};
    // TA7 requires the lease term, which only about my home asks (NTS A3); its fields stay as answered.
    lease.leaseTerm ??= {};
    lease.buildingSafety ??= {};
  }
  // TA10 requires the list of other items; a seller who added none to fixtures and fittings has none.
  const fittings = (document.propertyPack as JsonObject).fixturesAndFittings as JsonObject | undefined;
  if (fittings) fittings.otherItems ??= { otherItems: [] };
  // Confirming the forms' accuracy is the sellers' signature (TA6 14.5, TA10 12).
  const signedForms = new Set(input.signatures.map((signature) => signature.questionnaireId));
  if (signedForms.has(2))
    setAtPath(document, '/propertyPack/confirmationOfAccuracyByOwners/confirmInformationIsAccurate', true);
  if (signedForms.has(3))
    setAtPath(document, '/propertyPack/fixturesAndFittings/confirmationOfAccuracy/confirmInformationIsAccurate', true);
  // Where prefilled values came from: each path the document still holds a record's value at.
  const held = [...written.values()].filter(
    (claim): claim is RecordClaim =>
      claim !== null && JSON.stringify(valueAt(document, claim.path)) === JSON.stringify(claim.value),
  );
  if (held.length > 0) document.verifiedClaims = verifiedClaims(held);
  return document;
}
