import type { QuestionnaireId } from '../../../domain/forms/definition.ts';
import { canonicalAnswers } from '../../../domain/signing/canonical-answers.ts';
import type { DocumentSpec } from '../../../domain/documents/catalogue.ts';
import { formSections, type DocumentModel, type DocumentSection } from '../../../domain/documents/model.ts';
import { recordSourceLine } from '../../../domain/forms/record-prefill.ts';
import type { PackForm } from './property-pack.ts';
import type { Theme } from '../../../domain/themes.ts';
import { allSigned } from '../../../domain/signing/rules.ts';
import { partASections } from '../../../domain/forms/content/about/part-a.ts';
import type { PropertyRecord } from '../../store/properties.ts';
import { sha256 } from '../signatures/form-hash.ts';
import type { PropertyPack } from './property-pack.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

type Deeds = { titleNumber: string | null; tenure: string | null; entries: string[] };

/**
 * The model of one document of the property (domain/documents/model.ts). DRAFT unless every form
 * in it has been signed by every seller; the signatures and each form's answers' SHA-256 follow.
 */
export function buildDocument(input: {
  spec: DocumentSpec;
  theme: Theme;
  property: PropertyRecord;
  pack: PropertyPack;
  fileNames: ReadonlyMap<string, string>;
  deeds: Deeds;
  now: Date;
}): DocumentModel {
  const { spec, pack } = input;
  const fileName = (id: string) => input.fileNames.get(id) ?? `Document ${id}`;
  const forms = spec.forms.map((id) => pack.forms.get(id)).filter((form) => form !== undefined);
  const signedBy = (questionnaireId: number) =>
    new Set(pack.signatures.filter((s) => s.questionnaireId === questionnaireId).map((s) => s.userId)).size;
  const signedByAll = (questionnaireId: number) =>
    allSigned({ sellers: pack.sellerCount, signed: signedBy(questionnaireId) });

  let sections: DocumentSection[];
  switch (spec.kind) {
    case 'form':
      sections = forms.flatMap((form) =>
        formSections(form.definition, form.answers, fileName, undefined, recordLines(form)),
      );
      break;
    case 'summary':
      sections = forms.flatMap((form) =>
        formSections(
          form.definition,
          form.answers,
          fileName,
          partASections.map((section) => section.id),
          recordLines(form),
        ),
      );
      break;
    case 'deeds':
      sections = [
        {
          number: '1',
          title: 'Title',
          items: [
            {
              number: '1.1',
              question: 'Title number',
              answer: { kind: 'text', text: input.deeds.titleNumber ?? 'Not known' },
            },
            { number: '1.2', question: 'Tenure', answer: { kind: 'text', text: input.deeds.tenure ?? 'Not known' } },
          ],
        },
        {
          number: '2',
          title: 'Register entries',
          items: input.deeds.entries.length
            ? input.deeds.entries.map((entry, index) => ({
                number: `2.${index + 1}`,
                question: `Entry ${index + 1}`,
                answer: { kind: 'text', text: entry },
              }))
            : [
                {
                  number: '2.1',
                  question: 'Entries',
                  answer: { kind: 'text', text: 'The title register has not been fetched for this property.' },
                },
              ],
        },
      ];
      break;
    case 'certificate':
    case 'report':
      sections = [
        {
          number: '1',
          title: 'Forms',
          items: forms.map((form, index) => {
            const names = pack.signatures
              .filter((s) => s.questionnaireId === form.definition.id)
              .map((s) => `${s.signerName} (${WHEN.format(s.signedAt)})`);
            const state = !form.started
              ? 'Not started'
              : form.completion === 100
                ? 'Complete'
                : `${form.completion ?? 0}% complete`;
            return {
              number: `1.${index + 1}`,
              question: form.definition.standard
                ? `${form.definition.name} (${form.definition.standard})`
                : form.definition.name,
              answer: {
                kind: 'text' as const,
                text: `${state}. ${names.length ? `Signed by ${names.join(', ')}` : 'Not signed'}; ${signedBy(form.definition.id)} of ${pack.sellerCount} sellers.`,
              },
            };
          }),
        },
        ...(spec.kind === 'report'
          ? forms.flatMap((form) => formSections(form.definition, form.answers, fileName, undefined, recordLines(form)))
          : []),
        ...(spec.kind === 'certificate'
          ? [
              {
                number: '2',
                title: 'Certificate',
                items: [
                  {
                    number: '2.1',
                    question:
                      'The sellers certify that, to the best of their knowledge, the answers in the forms listed above, as signed, are true and complete.',
                    answer: {
                      kind: 'text' as const,
                      text: forms.every((form) => signedByAll(form.definition.id))
                        ? 'Certified by every seller'
                        : 'Awaiting every seller’s signature',
                    },
                  },
                ],
              },
            ]
          : []),
      ];
      break;
  }

  const formIds = new Set(forms.map((form) => form.definition.id));
  const single = forms.length === 1 ? forms[0].definition : undefined;
  return {
    title: spec.kind === 'form' && single ? single.name : spec.label,
    standard: spec.kind === 'form' ? single?.standard : undefined,
    theme: { key: input.theme.key, appName: input.theme.appName, brandHex: input.theme.brandHex },
    property: {
      id: input.property.id,
      name: input.property.name,
      address: [input.property.address, input.property.city, input.property.postcode].filter(Boolean).join(', '),
      reference: input.property.friendlyId,
    },
    draft: spec.kind !== 'deeds' && (forms.length === 0 || !forms.every((form) => signedByAll(form.definition.id))),
    generatedAt: WHEN.format(input.now),
    sections,
    signatures: pack.signatures
      .filter((s) => formIds.has(s.questionnaireId as QuestionnaireId))
      .map((s) => ({
        form: pack.forms.get(s.questionnaireId)?.definition.name ?? String(s.questionnaireId),
        formVersion: s.definitionVersion,
        name: s.signerName,
        email: pack.signers.get(s.userId)?.email ?? '',
        emailVerified: pack.signers.get(s.userId)?.emailVerified ?? null,
        signedAt: utcTime(s.signedAt),
        sha256: s.answersSha256,
      })),
    hashes: forms.map((form) => ({
      form: form.definition.name,
      version: form.definition.version,
      sha256: sha256(canonicalAnswers(form.answers)),
    })),
  };
}

/** A moment as the signing certificate prints it: UTC to the second, the same for every reader. */
function utcTime(moment: Date): string {
  return `${moment.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The line that marks each answer that came from a public record, as the document prints it. */
function recordLines(form: PackForm): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form.records).map(([questionId, origin]) => [
      questionId,
      `${recordSourceLine(origin)}${origin.confirmed ? ', confirmed by the seller' : ''}${origin.sample ? ' (sample data)' : ''}.`,
    ]),
  );
}
