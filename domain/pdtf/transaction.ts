/**
 * The property pack as a PDTF v3 transaction document (docs/decisions.md "The PDTF export"): each
 * visible, answered question with a PDTF path writes its answer there, in the schema's terms
 * (option keys become the enum values they stand for, numbers become numbers); the address and
 * ownership come from the property record and title where no form gave them; the sellers are the
 * participants. Pure: the caller passes the schema's structure and the answers it holds.
 */
import type { AnswerValue, FormDefinition, ListColumn, Question } from '../forms/definition.ts';
import { resolvePdtfPath, type SchemaNode } from '../forms/pdtf/resolve.ts';
import { allQuestions, indexQuestions, isEmptyAnswer } from '../forms/questions.ts';
import { isQuestionVisible } from '../forms/visibility.ts';

export const PDTF_SCHEMA_ID = 'https://trust.propdata.org.uk/schemas/v3/pdtf-transaction.json';

export type PdtfInput = {
  property: { id: number; friendlyId: string; address: string; city: string; postcode: string; titleNumber: string | null };
  /** Title register address lines (postcode apart) and tenure, when the title was fetched. */
  title: { addressLines?: readonly string[]; postcode?: string; tenure?: 'Freehold' | 'Leasehold' } | null;
  forms: readonly { definition: FormDefinition; answers: Readonly<Record<string, AnswerValue>> }[];
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

/**
 * The document choices (upload_follow: 3 upload now, 4 to follow, 6 already supplied, 10 the
 * landlord's solicitor provides, 11 please supply a draft) as the PDTF's `attachments` values.
 */
const ATTACHMENT_VALUES: Readonly<Record<string, string>> = { '3': 'Attached', '4': 'To follow', '6': 'Attached', '10': 'To follow', '11': 'To follow' };

/** One option key in the schema's terms: the enum value at its position ('1' is the first), else the label. */
function optionValue(question: { answers?: Question['answers'] }, key: string, node: SchemaNode | undefined): Json {
  const values = node?.enum ?? node?.items?.enum;
  if (values?.includes('Attached')) {
    const attachment = ATTACHMENT_VALUES[key];
    return attachment && values.includes(attachment) ? attachment : null;
  }
  // A label naming one of the values is that value (forms whose keys are not the enum's positions);
  // otherwise the key is the value's position in the enum, as docs/decisions.md sets out.
  const label = question.answers?.[key];
  const byLabel = label === undefined ? undefined : values?.find((candidate) => typeof candidate === 'string' && candidate.toLowerCase() === label.trim().toLowerCase());
  if (byLabel !== undefined) return byLabel as Json;
  const position = Number(key);
  if (values && Number.isInteger(position) && position >= 1 && position <= values.length) return values[position - 1] as Json;
  const text = label ?? key;
  if (NUMERIC_SCHEMA.has(typesOf(node)[0] ?? '') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/** A year or a month where the schema wants a date is written as its first day ('2015' → 2015-01-01). */
function asDate(value: Json, node: SchemaNode | undefined): Json {
  const wantsDate = (candidate: SchemaNode | undefined) => (candidate as { format?: string } | undefined)?.format === 'date';
  if (typeof value !== 'string' || !(wantsDate(node) || node?.oneOf?.some(wantsDate))) return value;
  return toIsoDate(value) ?? value;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A date as sellers type it — '2015', '2015-06', 'June 2015', 'Jun 2015', '06/2015', '14/06/2015'
 * or 'Not known' — in the schema's terms: the first day of the year or month, or 'Not known'.
 */
export function toIsoDate(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'not known' || value === 'unknown') return 'Not known';
  let match = /^(\d{4})$/.exec(value);
  if (match) return `${match[1]}-01-01`;
  match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3] ?? '01'}`;
  match = /^(?:(\d{1,2})\/)?(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return `${match[3]}-${match[2].padStart(2, '0')}-${(match[1] ?? '1').padStart(2, '0')}`;
  match = /^([a-z]+)\s+(\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS.findIndex((name) => name.startsWith(match![1].slice(0, 3)));
    if (month >= 0) return `${match[2]}-${String(month + 1).padStart(2, '0')}-01`;
  }
  return undefined;
}

function cellValue(column: ListColumn, cell: string, node: SchemaNode | undefined): Json {
  if (cell.trim() === '') return '';
  if (column.type === 'select') return optionValue(column, cell, node);
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
    case 'select': {
      if (types.includes('boolean')) return value === '1' || /^(yes|true|i confirm|confirm)/i.test(question.answers?.[value as string] ?? '');
      const converted = optionValue(question, value as string, node);
      return converted === null ? undefined : asDate(converted, node);
    }
    case 'checkbox': {
      if (types.includes('boolean')) return (value as readonly string[]).length > 0;
      const values = (value as readonly string[]).map((key) => optionValue(question, key, node?.items ?? node));
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
              .map((column, index) => [column.id, cellValue(column, row[index] ?? '', fields[column.id])] as const)
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
      if (NUMERIC_SCHEMA.has(types[0] ?? '') && /^-?\d+(\.\d+)?$/.test(text)) return types[0] === 'integer' ? Math.round(Number(text)) : Number(text);
      return text;
    }
    default: {
      const text = asDate((value as string).trim(), node) as string;
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

export function buildPdtfTransaction(schema: SchemaNode, input: PdtfInput): JsonObject {
  const document: JsonObject = {
    $schema: PDTF_SCHEMA_ID,
    transactionId: `moveready-${input.property.friendlyId}`,
    status: 'For sale',
    participants: input.sellers.map((seller) => ({ name: splitName(seller.name), email: seller.email, role: 'Seller' })),
    propertyPack: {},
  };
  // The address and the title first, so an answer a seller gave overrides them.
  const lines = input.title?.addressLines?.length ? input.title.addressLines : input.property.address.split(',').map((line) => line.trim()).filter(Boolean);
  setAtPath(document, '/propertyPack/address', {
    line1: lines[0] ?? input.property.address,
    ...(lines[1] ? { line2: lines[1] } : {}),
    ...(lines[2] ? { line3: lines[2] } : {}),
    town: input.property.city,
    postcode: input.title?.postcode ?? input.property.postcode,
  });
  if (input.property.titleNumber) setAtPath(document, '/propertyPack/titlesToBeSold', [{ titleNumber: input.property.titleNumber }]);
  for (const { definition, answers } of input.forms) {
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
    }
  }
  // The TA7 overlay requires the leasehold sections `general` and `buildingSafety` though it numbers
  // no question in them, so the TA7 form asks none: they are present and empty (docs/decisions.md).
  const ownerships = (document.propertyPack as JsonObject).ownership as JsonObject | undefined;
  for (const ownership of (ownerships?.ownershipsToBeTransferred as JsonObject[] | undefined) ?? []) {
    if (ownership.ownershipType !== 'Leasehold') continue;
    const lease = (ownership.leaseholdInformation ??= {}) as JsonObject;
    lease.general ??= {};
    lease.buildingSafety ??= {};
  }
  // Confirming the forms' accuracy is the sellers' signature (TA6 14.5, TA10 12).
  const signedForms = new Set(input.signatures.map((signature) => signature.questionnaireId));
  if (signedForms.has(2)) setAtPath(document, '/propertyPack/confirmationOfAccuracyByOwners/confirmInformationIsAccurate', true);
  if (signedForms.has(3)) setAtPath(document, '/propertyPack/fixturesAndFittings/confirmationOfAccuracy/confirmInformationIsAccurate', true);
  return document;
}
