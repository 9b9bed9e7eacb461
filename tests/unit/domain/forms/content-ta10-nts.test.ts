import { describe, expect, it } from 'vitest';
import { aboutForm } from '../../../../domain/forms/content/about/index.ts';
import {
  FITTINGS_CATEGORIES,
  fittingsForm,
  otherItemCap,
  otherSlotId,
} from '../../../../domain/forms/content/fittings/index.ts';
import type { FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import { overlayReferences, pathExists, pathListPaths, type OverlayReference } from './pdtf-schema.ts';

/**
 * The content of questionnaires 3 (fixtures and fittings, TA10) and 4 (about my home, NTS
 * material information) checked against the PDTF schema and overlays, so it cannot silently
 * shrink or point at fields that do not exist.
 */

const questionsOf = (form: FormDefinition): Question[] =>
  form.sections.flatMap((s) => s.groups.flatMap((g) => g.questions));

/** References that are not questions for the seller, each reviewed with its reason. */
const TA10_EXCLUDED: Record<string, string> = {
  '0.1': 'The property address comes from the property record and heads the form; the seller is not asked it.',
  '0.1.1': 'Address line 1: from the property record.',
  '0.1.2': 'Address line 2: from the property record.',
  '0.1.3': 'Address line 3: from the property record.',
  '0.1.4': 'Town: from the property record.',
  '0.1.5': 'Postcode: from the property record.',
  '12': 'The confirmation of accuracy is given by signing the form, not by answering a question.',
  '12.1': 'The confirmation of accuracy is given by signing the form, not by answering a question.',
};
const NTS_EXCLUDED: Record<string, string> = {};

/**
 * A reference is asked when a question maps to its path, or to a field beneath it (a reference on
 * an object or array is answered by its fields), or, for a checkbox, it is the array's item, or,
 * for a list, it is a column of the list's rows.
 */
function isCovered(reference: OverlayReference, questions: readonly Question[]): boolean {
  const normalise = (p: string) => p.replace(/\/\d+(?=\/|$)/g, '/0');
  return questions.some((q) => {
    if (!q.pdtfPath) return false;
    const path = normalise(q.pdtfPath);
    if (path === reference.path || path.startsWith(`${reference.path}/`)) return true;
    if (q.type === 'checkbox' && reference.path === `${path}/0`) return true;
    return q.type === 'list' && (q.listQuestions ?? []).some((c) => reference.path === `${path}/0/${c.id}`);
  });
}

function uncovered(overlay: string, refKey: string, form: FormDefinition, excluded: Record<string, string>): string[] {
  const questions = questionsOf(form);
  return overlayReferences(overlay, refKey)
    .filter((r) => !(r.ref in excluded) && !isCovered(r, questions))
    .map((r) => `${r.ref} ${r.path}`);
}

/** Ids in `answer[ID]` of a show-if expression, with the compared value. */
function showIfOperands(expression: string): { id: string; value: string }[] {
  return [...expression.matchAll(/answer\[([^\]]+)\]\s*!?=\s*([^\s)]+)/g)].map((m) => ({ id: m[1], value: m[2] }));
}

describe.each([
  ['fixtures and fittings', fittingsForm],
  ['about my home', aboutForm],
])('%s content', (_name, form) => {
  const questions = questionsOf(form);
  const byId = new Map(questions.map((q) => [q.id, q]));

  it('has unique question ids and unique numeric group ids, none of them the special 2001', () => {
    expect(byId.size).toBe(questions.length);
    const groupIds = form.sections.flatMap((s) => s.groups.map((g) => g.id));
    expect(new Set(groupIds).size).toBe(groupIds.length);
    expect(groupIds.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(groupIds).not.toContain(2001);
    const sectionIds = form.sections.map((s) => s.id);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
  });

  it('maps every question with a PDTF path to a field that exists in the base schema', () => {
    const missing = questions.filter((q) => q.pdtfPath && !pathExists(q.pdtfPath)).map((q) => `${q.id} ${q.pdtfPath}`);
    expect(missing, `paths not in the PDTF schema:\n${missing.join('\n')}`).toEqual([]);
  });

  it('gives every question the shape its type needs', () => {
    const wrong = questions.filter((q) => {
      if (q.type === 'select' || q.type === 'checkbox')
        return !q.answers || Object.keys(q.answers).length < 2 || '0' in q.answers;
      if (q.type === 'upload') return !q.upload || q.upload.accept.length === 0;
      if (q.type === 'list') return !q.listQuestions?.length;
      if (q.type === 'textarea') return q.maxLength === undefined || q.maxLength > 5000;
      return false;
    });
    expect(wrong.map((q) => q.id)).toEqual([]);
  });

  it('refers in every show-if only to questions of the form and to options they offer', () => {
    const problems: string[] = [];
    for (const q of questions) {
      if (q.showIfQuestion) {
        const parent = byId.get(q.showIfQuestion);
        if (!parent) problems.push(`${q.id}: no parent ${q.showIfQuestion}`);
        else if (q.showIfAnswer !== undefined && parent.answers && !(q.showIfAnswer in parent.answers))
          problems.push(`${q.id}: ${q.showIfAnswer} is not an option of ${parent.id}`);
      }
      if (q.showIf) {
        const operands = showIfOperands(q.showIf);
        const joins = q.showIf.match(/\s(AND|OR)\s/g) ?? [];
        if (operands.length === 0 || operands.length > 2 || joins.length !== operands.length - 1)
          problems.push(`${q.id}: malformed ${q.showIf}`);
        for (const { id, value } of operands) {
          const target = byId.get(id);
          if (!target) problems.push(`${q.id}: no question ${id}`);
          else if (target.answers && !(value in target.answers))
            problems.push(`${q.id}: ${value} is not an option of ${id}`);
          if (id === q.id) problems.push(`${q.id}: depends on itself`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('numbers every question mapped to an overlay field with that field’s reference', () => {
    const [overlay, refKey] = form === fittingsForm ? ['ta10.json', 'ta10Ref'] : ['nts2.json', 'nts2Ref'];
    const refsByPath = new Map<string, Set<string>>();
    for (const r of overlayReferences(overlay, refKey))
      refsByPath.set(r.path, (refsByPath.get(r.path) ?? new Set()).add(r.ref));
    const wrong: string[] = [];
    for (const q of questions) {
      if (!q.pdtfPath) continue;
      // The nearest field at or above the question's path that the overlay numbers.
      let path = q.pdtfPath.replace(/\/\d+(?=\/|$)/g, '/0');
      while (path && !refsByPath.has(path)) path = path.slice(0, path.lastIndexOf('/'));
      const refs = refsByPath.get(path);
      if (refs && !refs.has(q.formReference ?? ''))
        wrong.push(`${q.id}: ${q.formReference} not in ${[...refs].join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('fixtures and fittings (TA10)', () => {
  const questions = questionsOf(fittingsForm);

  it('carries the whole TA10: 555 questions in the twelve categories of spec 02 §3.2, every section tabular', () => {
    expect(questions.length).toBeGreaterThanOrEqual(555);
    expect(fittingsForm.sections.map((s) => s.id)).toEqual([...FITTINGS_CATEGORIES]);
    expect(fittingsForm.sections.every((s) => s.tabular)).toBe(true);
    expect(fittingsForm).toMatchObject({ id: 3, path: 'fittings', route: 'fixtures-fittings', version: 1 });
  });

  it('asks every TA10 question reference, leaving out only the reviewed exclusions', () => {
    const missing = uncovered('ta10.json', 'ta10Ref', fittingsForm, TA10_EXCLUDED);
    expect(missing, `TA10 references with no question:\n${missing.join('\n')}`).toEqual([]);
    const all = new Set(overlayReferences('ta10.json', 'ta10Ref').map((r) => r.ref));
    expect(all.size).toBe(421);
    expect(Object.keys(TA10_EXCLUDED).every((ref) => all.has(ref))).toBe(true);
  });

  it('gives each category exactly its cap of extra item slots, numbered from 1', () => {
    for (const section of fittingsForm.sections) {
      const category = section.id as (typeof FITTINGS_CATEGORIES)[number];
      const slotNames = section.groups.flatMap((g) =>
        g.questions.filter((q) => /_other_\d+_name$|^other_\d+_name$/.test(q.id)).map((q) => q.id),
      );
      const cap = otherItemCap(category);
      expect(slotNames, category).toEqual(
        Array.from({ length: cap }, (_, i) => `${otherSlotId(category, i + 1)}_name`),
      );
    }
    expect([
      otherItemCap('kitchen'),
      otherItemCap('outdoor_area'),
      otherItemCap('bathroom'),
      otherItemCap('television_telephone'),
      otherItemCap('fuel'),
    ]).toEqual([4, 5, 0, 0, 0]);
  });

  it('requires the included choice of every listed item and nothing of an unused extra slot', () => {
    for (const section of fittingsForm.sections) {
      for (const group of section.groups) {
        const included = group.questions.find((q) => q.id.endsWith('_included'));
        expect(included, `${group.id}`).toBeDefined();
        const isSlot = /(^|_)other_\d+_included$/.test(included!.id);
        expect(included!.required, included!.id).toBe(isSlot ? 0 : 1);
        // An unused slot never blocks completion: its questions are optional, or hidden until its own choice is made.
        if (isSlot)
          expect(group.questions.every((q) => q.required === 0 || q.showIf?.includes(`answer[${included!.id}]`))).toBe(
            true,
          );
      }
    }
    expect(
      fittingsForm.sections
        .find((s) => s.id === 'other')!
        .groups.flatMap((g) => g.questions)
        .every((q) => q.required === 0),
    ).toBe(true);
  });

  it('shows the price only for an excluded item', () => {
    const prices = questions.filter((q) => q.id.endsWith('_price'));
    expect(prices.length).toBe(89 + 37);
    expect(
      prices.every((q) => q.showIfAnswer === '2' && q.showIfQuestion === q.id.replace(/_price$/, '_included')),
    ).toBe(true);
  });
});

describe('about my home (NTS material information)', () => {
  const questions = questionsOf(aboutForm);

  it('carries parts A to C of the NTS guidance: 138 questions in 19 sections', () => {
    expect(questions.length).toBeGreaterThanOrEqual(138);
    expect(aboutForm.sections.length).toBeGreaterThanOrEqual(19);
    expect(aboutForm).toMatchObject({ id: 4, path: 'about', route: 'about-my-home', version: 1 });
  });

  it('asks every NTS question reference', () => {
    const missing = uncovered('nts2.json', 'nts2Ref', aboutForm, NTS_EXCLUDED);
    expect(missing, `NTS references with no question:\n${missing.join('\n')}`).toEqual([]);
    expect(new Set(overlayReferences('nts2.json', 'nts2Ref').map((r) => r.ref)).size).toBe(200);
  });

  it('follows up only on answers that exist, e.g. leasehold charges only for a leasehold', () => {
    const byId = new Map(questions.map((q) => [q.id, q]));
    // Walks up the parents: a leasehold question must end at ownership_type = 4 (Leasehold).
    const hangsOffLeasehold = (q: Question | undefined): boolean =>
      !!q?.showIfQuestion &&
      (q.showIfQuestion === 'ownership_type' ? q.showIfAnswer === '4' : hangsOffLeasehold(byId.get(q.showIfQuestion)));
    const leasehold = aboutForm.sections.find((s) => s.id === 'leasehold')!.groups.flatMap((g) => g.questions);
    expect(leasehold.filter((q) => !hangsOffLeasehold(q)).map((q) => q.id)).toEqual([]);
    expect(aboutForm.sections.find((s) => s.id === 'tenure')!.groups[0].questions[1]).toMatchObject({
      id: 'ownership_type',
      answers: { '4': 'Leasehold' },
    });
  });
});

describe('vendored path list', () => {
  it('is the published PDTF list and every listed path exists in the vendored schema', () => {
    const listed = [...pathListPaths()];
    expect(listed.length).toBeGreaterThan(800);
    expect(listed.filter((p) => !pathExists(p, true))).toEqual([]);
  });
});
