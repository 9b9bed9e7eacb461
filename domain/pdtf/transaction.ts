/**
 * The property pack as a PDTF v3 transaction document (docs/decisions/0099-the-pdtf-export.md), valid
 * against the base schema at every moment, with the report of what it leaves out (docs/decisions/
 * 0321-pdtf-export-valid-in-progress.md). Each visible, answered question with a PDTF path writes its
 * answer there in the schema's terms (answer-value.ts); the address and title number come from the
 * property and its title; the document is then fitted to the base schema (fit.ts), whose omissions
 * the report names with their questions (report.ts); the participants are the sellers and the
 * agency (participants.ts). Pure: the caller passes the schemas and what the property holds.
 */
import type { AnswerValue, FormDefinition, Question } from '../forms/definition.ts';
import { allQuestions, indexQuestions, isEmptyAnswer } from '../forms/questions.ts';
import { resolvePdtfPath } from '../forms/pdtf/resolve.ts';
import { isQuestionVisible } from '../forms/visibility.ts';
import { answerTarget, pdtfValue } from './answer-value.ts';
import type { RichNode } from './derive-rules.ts';
import { fitToBaseSchema, type FitSchemas } from './fit.ts';
import { setAtPath, valueAt, type JsonObject } from './json.ts';
import { participantsOf } from './participants.ts';
import { verifiedClaims, type RecordClaim, type RecordOrigin } from './provenance.ts';
import {
  noSellerEntry,
  noValueEntry,
  omissionEntries,
  type ReportEntry,
  type ReportQuestion,
  type ReportSources,
} from './report.ts';

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
  /** The estate agency the property belongs to, when it has one. */
  agency: string | null;
  /** Live signatures: who confirmed which form, and when. */
  signatures: readonly { questionnaireId: number; signerName: string; signedAt: string }[];
};

/** The document and what it leaves out. */
export type PdtfExport = { document: JsonObject; report: ReportEntry[] };

function reportQuestion(definition: FormDefinition, question: Question): ReportQuestion {
  return {
    questionnaireId: definition.id,
    form: definition.name,
    questionId: question.id,
    reference: question.formReference ?? null,
    question: question.question,
  };
}

function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The property's address as the standard writes it, every line given. */
function addressOf(input: PdtfInput): JsonObject {
  const lines = input.title?.addressLines?.length
    ? input.title.addressLines
    : input.property.address.split(',').map((line) => line.trim());
  const [line1, line2, line3] = lines.map((line) => line.trim()).filter(Boolean);
  const address: Record<string, string | undefined> = {
    line1: line1 ?? input.property.address.trim(),
    line2,
    line3,
    town: input.property.city.trim(),
    postcode: (input.title?.postcode ?? input.property.postcode).trim(),
  };
  return Object.fromEntries(Object.entries(address).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Sections the overlays require though their forms ask nothing in them, and the sellers' confirmations. */
function completeForOverlays(document: JsonObject, signedForms: ReadonlySet<number>): void {
  const pack = document.propertyPack as JsonObject;
  // The TA7 overlay requires the leasehold sections `general` and `buildingSafety` though it numbers
  // no question in them, so the TA7 form asks none: they are present and empty (docs/decisions/0099-the-pdtf-export.md).
  const ownerships = (pack.ownership as JsonObject | undefined)?.ownershipsToBeTransferred as JsonObject[] | undefined;
  for (const ownership of ownerships ?? []) {
    if (ownership.ownershipType !== 'Leasehold') continue;
    const lease = (ownership.leaseholdInformation ??= {}) as JsonObject;
    lease.general ??= {};
    // TA7 requires the lease term, which only about my home asks (NTS A3); its fields stay as answered.
    lease.leaseTerm ??= {};
    lease.buildingSafety ??= {};
  }
  // TA10 requires the list of other items; a seller who added none to fixtures and fittings has none.
  const fittings = pack.fixturesAndFittings as JsonObject | undefined;
  if (fittings) fittings.otherItems ??= { otherItems: [] };
  // Confirming the forms' accuracy is the sellers' signature (TA6 14.5, TA10 12).
  if (signedForms.has(2))
    setAtPath(document, '/propertyPack/confirmationOfAccuracyByOwners/confirmInformationIsAccurate', true);
  if (signedForms.has(3))
    setAtPath(document, '/propertyPack/fixturesAndFittings/confirmationOfAccuracy/confirmInformationIsAccurate', true);
}

export function exportPdtfTransaction(schemas: FitSchemas, input: PdtfInput): PdtfExport {
  const schema = schemas.base;
  const participants = participantsOf({ sellers: input.sellers, agency: input.agency });
  const document: JsonObject = {
    $schema: PDTF_SCHEMA_ID,
    transactionId: `moveready-${input.property.friendlyId}`,
    status: 'For sale',
    ...(participants.length > 0 ? { participants } : {}),
    propertyPack: {},
  };
  // The address and the title first, so an answer a seller gave overrides them.
  setAtPath(document, '/propertyPack/address', addressOf(input));
  if (input.property.titleNumber)
    setAtPath(document, '/propertyPack/titlesToBeSold', [{ titleNumber: input.property.titleNumber }]);

  const written = new Map<string, ReportQuestion[]>();
  const noValue = new Map<string, ReportQuestion[]>();
  const asked = new Map<string, ReportQuestion[]>();
  const columns = new Map<string, Record<string, string>>();
  // The last value written at each path, with its record when it came from one.
  const claims = new Map<string, RecordClaim | null>();
  for (const { definition, answers, records = {} } of input.forms) {
    const index = indexQuestions(definition);
    for (const question of allQuestions(definition)) {
      if (!question.pdtfPath || question.type === 'upload') continue;
      const target = answerTarget(schema, question.pdtfPath);
      const named = reportQuestion(definition, question);
      append(asked, target.path, named);
      if (question.listQuestions)
        columns.set(target.path, Object.fromEntries(question.listQuestions.map((column) => [column.id, column.label])));
      const value = answers[question.id];
      if (isEmptyAnswer(value) || !isQuestionVisible(question, index, answers)) continue;
      let converted = pdtfValue(question, value!, target.node);
      if (converted === undefined || converted === '' || (Array.isArray(converted) && converted.length === 0)) {
        append(noValue, target.path, named);
        continue;
      }
      // One choice answering a list field is a list of one.
      const types = target.node?.type === undefined ? [] : [target.node.type].flat();
      if (types.includes('array') && !Array.isArray(converted)) converted = [converted];
      setAtPath(document, target.path, converted);
      append(written, target.path, named);
      const origin = records[question.id];
      claims.set(target.path, origin ? { path: target.path, value: converted, origin } : null);
    }
  }

  const omissions = fitToBaseSchema(schemas, document);
  completeForOverlays(document, new Set(input.signatures.map((signature) => signature.questionnaireId)));
  // Where prefilled values came from: each path the document still holds a record's value at.
  const held = [...claims.values()].filter(
    (claim): claim is RecordClaim =>
      claim !== null && JSON.stringify(valueAt(document, claim.path)) === JSON.stringify(claim.value),
  );
  if (held.length > 0) document.verifiedClaims = verifiedClaims(held);

  const sources: ReportSources = {
    written,
    asked,
    columns,
    title: (path) => (resolvePdtfPath(schema, path) as RichNode | undefined)?.title,
  };
  const report: ReportEntry[] = [
    ...(input.sellers.length === 0 ? [noSellerEntry(participants.length > 0)] : []),
    ...omissionEntries(omissions, sources),
    // An answer with no value is reported only where no other answer gave the field one.
    ...[...noValue].filter(([path]) => !written.has(path)).map(([path, questions]) => noValueEntry(path, questions)),
  ];
  return { document, report };
}
