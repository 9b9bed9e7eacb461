import type { QuestionnaireResponse } from '../../../contracts/questionnaires.ts';
import type { AnswerValue, FormDefinition, QuestionnaireId } from '../../../domain/forms/definition.ts';
import type { RecordOrigin } from '../../../domain/pdtf/provenance.ts';
import { canReadForm } from '../../../domain/forms/form-access.ts';
import type { Db } from '../../store/database.ts';
import type { PropertyRecord } from '../../store/properties.ts';
import { findFormInstance, loadDefinition } from '../../store/questionnaires.ts';
import {
  liveSignatures,
  sellerContacts,
  sellerCount,
  signerEmails,
  type LiveSignature,
} from '../../store/signatures.ts';
import type { Viewer } from '../../store/viewer.ts';
import { answersOf } from '../questionnaires/form-answers.ts';
import { CATALOGUE } from '../signatures/catalogue.ts';

export type PackForm = {
  definition: FormDefinition;
  answers: Record<string, AnswerValue>;
  /** The answers that came from a public record: where from, and whether the seller confirmed them. */
  records: Record<string, RecordOrigin>;
  completion: number | null;
  started: boolean;
};

export type PropertyPack = {
  forms: Map<number, PackForm>;
  signatures: LiveSignature[];
  sellers: { name: string; email: string }[];
  /**
   * Each signer's account email and whether they proved it to the embedded sign-in (null: an outside
   * identity provider's account, whose check the product does not keep), by user id.
   */
  signers: Map<string, { email: string; emailVerified: boolean | null }>;
  sellerCount: number;
};

/**
 * Everything the documents and the PDTF export read about a property, in a constant number of
 * statements per form: each readable form under the version it is answered in, its answers as the
 * form shows them, the live signatures and the sellers.
 */
export async function readPropertyPack(
  db: Db,
  {
    viewer,
    property,
    only,
  }: {
    viewer: Viewer;
    property: PropertyRecord;
    /** The forms to read; every form when absent. */
    only?: readonly QuestionnaireId[];
  },
): Promise<PropertyPack> {
  const forms = new Map<number, PackForm>();
  for (const newest of CATALOGUE.latest.values()) {
    if (only && !only.includes(newest.id)) continue;
    if (!canReadForm(viewer.role, newest.path)) continue;
    const instance = await findFormInstance(db, property.id, newest.id);
    const definition =
      instance && instance.version !== newest.version
        ? ((await loadDefinition(db, newest.id, instance.version)) ?? newest)
        : newest;
    const { answers, sources } = await answersOf({ db, catalogue: CATALOGUE }, { propertyId: property.id, definition });
    forms.set(definition.id, {
      definition,
      answers: answers as Record<string, AnswerValue>,
      records: recordOrigins(sources),
      completion: instance?.completion ?? null,
      started: Boolean(instance),
    });
  }
  const [signatures, count, sellers] = await Promise.all([
    liveSignatures(db, property.id),
    sellerCount(db, property.id),
    sellerContacts(db, property.id),
  ]);
  const signers = await signerEmails(db, [...new Set(signatures.map((signature) => signature.userId))]);
  return { forms, signatures, signers, sellers, sellerCount: count };
}

function recordOrigins(sources: QuestionnaireResponse['sources']): Record<string, RecordOrigin> {
  const out: Record<string, RecordOrigin> = {};
  for (const [questionId, source] of Object.entries(sources)) {
    if (source.kind !== 'record' || !source.record_source || !source.retrieved_at) continue;
    out[questionId] = {
      source: source.record_source,
      reference: source.reference ?? null,
      recordDate: source.record_date ?? null,
      retrievedAt: source.retrieved_at,
      sample: source.sample ?? false,
      confirmed: source.confirmed ?? false,
    };
  }
  return out;
}
