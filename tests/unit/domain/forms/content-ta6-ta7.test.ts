import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROPERTY_INFORMATION_GUIDE } from '../../../../domain/forms/content/info/guide.ts';
import { propertyInformation, SERVICES_SECTION_ID } from '../../../../domain/forms/content/info/index.ts';
import { LEASEHOLD_DEFINITIONS } from '../../../../domain/forms/content/leasehold/definitions.ts';
import { LEASE_QUESTION_ID, leaseholdInformation } from '../../../../domain/forms/content/leasehold/index.ts';
import type { FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import {
  overlayReferences,
  resolvePdtfPath,
  type OverlayNode,
  type SchemaNode,
} from '../../../../domain/forms/pdtf/resolve.ts';

/**
 * The content of property information (TA6) and leasehold information (TA7) against the standard
 * as the vendored PDTF schemas describe it: nothing the overlays number may go missing, every
 * question answers a real field of the transaction schema, and every reveal points at a real answer.
 */

function vendored<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../../../domain/forms/pdtf/${file}`, import.meta.url), 'utf8')) as T;
}
const schema = vendored<SchemaNode>('pdtf-transaction.structure.json');

const questionsOf = (form: FormDefinition): Question[] =>
  form.sections.flatMap((section) => section.groups.flatMap((group) => [...group.questions]));

const under = (path: string | undefined, root: string): boolean =>
  path !== undefined && (path === root || path.startsWith(`${root}/`));

/** The choices a schema field offers: its enum, its items' enum, or true/false. */
function schemaChoices(node: SchemaNode): readonly unknown[] | undefined {
  if (node.enum) return node.enum;
  if (node.items?.enum) return node.items.enum;
  if (node.type === 'boolean') return [true];
  return undefined;
}

const forms = [
  {
    form: propertyInformation,
    overlay: 'overlays/ta6.json',
    refKey: 'ta6Ref',
    idPrefix: 'ta6_',
    references: 301,
    questions: 262,
  },
  {
    form: leaseholdInformation,
    overlay: 'overlays/ta7.json',
    refKey: 'ta7Ref',
    idPrefix: 'ta7_',
    references: 145,
    questions: 128,
  },
] as const;

describe.each(forms)('$form.name', ({ form, overlay, refKey, idPrefix, references, questions }) => {
  const all = questionsOf(form);
  const byId = new Map(all.map((question) => [question.id, question]));
  const refs = overlayReferences(vendored<OverlayNode>(overlay), refKey);

  it('carries the whole standard form, not a sample', () => {
    expect(new Set(refs.map((entry) => entry.ref)).size).toBe(references);
    expect(all.length).toBeGreaterThanOrEqual(questions);
    expect(form.version).toBe(1);
  });

  it('has a question for every reference the overlay names', () => {
    // A numbered field is covered by a question with its number on its path (or beneath it, for an
    // upload); a heading (a reference with others beneath it) by any question beneath it.
    const missing = refs
      .filter(({ ref, path, leaf }) => !all.some((q) => under(q.pdtfPath, path) && (!leaf || q.formReference === ref)))
      .map(({ ref, path }) => `${ref} ${path}`);
    expect(missing, `references without a question:\n${missing.join('\n')}`).toEqual([]);
  });

  it('maps every answerable question to a field of the PDTF transaction schema', () => {
    const unmapped = all.filter((q) => q.type !== 'upload' && !q.pdtfPath).map((q) => q.id);
    const unknown = all
      .filter((q) => q.pdtfPath && !resolvePdtfPath(schema, q.pdtfPath))
      .map((q) => `${q.id} ${q.pdtfPath}`);
    expect(unmapped).toEqual([]);
    expect(unknown, `paths not in the schema:\n${unknown.join('\n')}`).toEqual([]);
  });

  it('offers a choice exactly where the schema has one, with at least its choices', () => {
    const wrong = all
      .filter((q) => q.pdtfPath)
      .flatMap((q) => {
        const choices = schemaChoices(resolvePdtfPath(schema, q.pdtfPath ?? '') ?? {});
        const offered = Object.keys(q.answers ?? {}).length;
        const isChoice = q.type === 'select' || q.type === 'checkbox';
        if (isChoice !== (choices !== undefined)) return [`${q.id} is ${q.type}`];
        if (choices && offered < choices.length) return [`${q.id} offers ${offered} of ${choices.length}`];
        return [];
      });
    expect(wrong).toEqual([]);
  });

  it('gives every question, group and section a unique id', () => {
    expect(all.filter((q) => !q.id.startsWith(idPrefix))).toEqual([]);
    expect(byId.size).toBe(all.length);
    const groupIds = form.sections.flatMap((section) => section.groups.map((group) => group.id));
    expect(new Set(groupIds).size).toBe(groupIds.length);
    expect(groupIds).not.toContain(2001); // group 2001 hides itself once answered (spec 02 §4.1)
    expect(new Set(form.sections.map((section) => section.id)).size).toBe(form.sections.length);
    expect(all.filter((q) => !q.formReference).map((q) => q.id)).toEqual([]);
  });

  it('reveals follow-ups only from an earlier question and one of its options', () => {
    const position = new Map(all.map((q, index) => [q.id, index]));
    const broken: string[] = [];
    const check = (q: Question, parentId: string, value: string) => {
      const parent = byId.get(parentId);
      if (!parent) broken.push(`${q.id}: no question ${parentId}`);
      else if (!parent.answers || !(value in parent.answers))
        broken.push(`${q.id}: ${parentId} has no option ${value}`);
      else if ((position.get(parentId) ?? 0) >= (position.get(q.id) ?? 0))
        broken.push(`${q.id}: ${parentId} comes later`);
    };
    for (const q of all) {
      if (q.showIfQuestion !== undefined || q.showIfAnswer !== undefined)
        check(q, q.showIfQuestion ?? '', q.showIfAnswer ?? '');
      if (q.showIf !== undefined) {
        const operands = q.showIf.split(/ (?:AND|OR) /);
        expect(operands.length, q.id).toBeLessThanOrEqual(2);
        for (const operand of operands) {
          const match = /^answer\[([^\]]+)\] !?= (\S+)$/.exec(operand);
          if (!match) broken.push(`${q.id}: cannot read "${operand}"`);
          else check(q, match[1], match[2]);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('asks for documents with an uploader revealed by "upload now", and limits text areas to 5000', () => {
    const uploads = all.filter((q) => q.type === 'upload');
    expect(uploads.length).toBeGreaterThan(10);
    for (const upload of uploads) {
      expect(upload.upload, upload.id).toBeDefined();
      expect(upload.showIfAnswer, upload.id).toBe('3');
      expect(byId.get(upload.showIfQuestion ?? '')?.answers?.['3'], upload.id).toMatch(/^Upload/);
    }
    expect(all.filter((q) => q.type === 'textarea' && q.maxLength !== 5000).map((q) => q.id)).toEqual([]);
  });
});

describe('property information', () => {
  const services = propertyInformation.sections.find((section) => section.id === SERVICES_SECTION_ID);

  it('keeps the TA6 services and utilities questions (parts 12 and 13) in the one section agents may edit', () => {
    const inServices = new Set(services?.groups.flatMap((group) => group.questions.map((q) => q.id)));
    const servicesPart = (q: Question) => /^1[23]\./.test(q.formReference ?? '');
    const all = questionsOf(propertyInformation);
    expect(inServices.size).toBeGreaterThan(40);
    expect(all.filter((q) => servicesPart(q) !== inServices.has(q.id)).map((q) => q.id)).toEqual([]);
  });

  it('numbers its sections in the order of the TA6 parts', () => {
    const parts = propertyInformation.sections.map((section) =>
      Number(section.groups[0].questions[0].formReference?.split('.')[0]),
    );
    expect(parts).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14]);
  });

  it('has a guide with instructions and definitions', () => {
    expect(PROPERTY_INFORMATION_GUIDE.instructions.length).toBeGreaterThanOrEqual(5);
    expect(PROPERTY_INFORMATION_GUIDE.definitions.map((entry) => entry.term)).toEqual(
      expect.arrayContaining(['Seller', 'Buyer', 'Property']),
    );
  });
});

describe('leasehold information', () => {
  const lease = questionsOf(leaseholdInformation).find((q) => q.id === LEASE_QUESTION_ID);
  const leaseUpload = questionsOf(leaseholdInformation).find((q) => q.showIfQuestion === LEASE_QUESTION_ID);

  it('offers the leasehold supply options for the lease, and takes it as one PDF (spec 02 §3, §5.2)', () => {
    expect(lease?.answers).toEqual({ '3': 'Upload', '4': 'To follow', '6': 'Already supplied', '7': 'Obtain a copy' });
    expect(leaseUpload).toMatchObject({
      type: 'upload',
      showIfAnswer: '3',
      upload: { accept: ['pdf'], multiple: false },
    });
  });

  it('defines the twelve terms of the Definitions modal, in order', () => {
    expect(LEASEHOLD_DEFINITIONS.map((entry) => entry.term)).toEqual([
      'Building',
      'Buyer',
      'Headlease',
      'Landlord',
      "Landlord's certificate",
      'Leaseholder',
      'Neighbour',
      'Property',
      'Qualifying lease',
      'Remediation',
      'Right to manage',
      'Seller',
    ]);
    expect(LEASEHOLD_DEFINITIONS.every((entry) => entry.definition.length > 40)).toBe(true);
  });
});

it('asks a fact both forms share in the same way, so one stored answer fits both', () => {
  const info = new Map(questionsOf(propertyInformation).map((q) => [q.pdtfPath, q]));
  const shared = questionsOf(leaseholdInformation).filter((q) => q.pdtfPath && info.has(q.pdtfPath));
  expect(shared.length).toBeGreaterThan(0);
  for (const q of shared) {
    const other = info.get(q.pdtfPath);
    expect({ type: q.type, answers: q.answers }, q.id).toEqual({ type: other?.type, answers: other?.answers });
  }
});
