import { describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from '../../../../domain/forms/content/index.ts';
import type { FormDefinition, Question } from '../../../../domain/forms/definition.ts';
import { pathExists } from './pdtf-schema.ts';
import { allQuestions } from '../../../../domain/forms/questions.ts';
import { parseShowIf } from '../../../../domain/forms/show-if.ts';
import { sharedQuestions, translateAnswer } from '../../../../domain/forms/shared-answers.ts';

/**
 * The least each form must hold. Raise a figure when content grows; lowering one needs a reason in
 * review, so content cannot silently shrink.
 */
const MINIMUM_QUESTIONS: Partial<Record<FormDefinition['path'], number>> = {
  preliminary: 110,
};

function questionsOf(definition: FormDefinition): Question[] {
  return allQuestions(definition);
}

describe('form content', () => {
  it('registers every form once, with unique ids, paths and routes', () => {
    expect(FORM_DEFINITIONS.length).toBeGreaterThan(0);
    for (const key of ['id', 'path', 'route'] as const) {
      const values = FORM_DEFINITIONS.map((d) => d[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  /** A typed answer the receiving question could hold: one of its options' labels where it has options. */
  const typedSample = (to: { answers?: Readonly<Record<string, string>> }) => Object.values(to.answers ?? {})[0] ?? '1';

  it('shares answers only between questions that can hold each other’s answers', () => {
    const byForm = new Map(FORM_DEFINITIONS.map((d) => [d.path, new Map(questionsOf(d).map((q) => [q.id, q]))]));
    const problems: string[] = [];
    for (const [path, refs] of sharedQuestions(FORM_DEFINITIONS)) {
      const questions = refs.map((ref) => ({ ref, question: byForm.get(ref.form)!.get(ref.questionId)! }));
      for (const from of questions) {
        for (const to of questions) {
          if (from.ref.form === to.ref.form) continue;
          const sample = Object.keys(from.question.answers ?? {});
          const carried =
            sample.length > 0
              ? sample.some(
                  (key) =>
                    translateAnswer(from.question, to.question, from.question.type === 'checkbox' ? [key] : key) !==
                    null,
                )
              : translateAnswer(
                  from.question,
                  to.question,
                  from.question.type === 'upload' ? ['file'] : typedSample(to.question),
                ) !== null;
          if (!carried)
            problems.push(
              `${path}: ${from.ref.form}/${from.ref.questionId} (${from.question.type}) → ${to.ref.form}/${to.ref.questionId} (${to.question.type})`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  describe.each(FORM_DEFINITIONS.map((d) => [d.path, d] as const))('%s', (_path, definition) => {
    const questions = questionsOf(definition);
    const ids = new Set(questions.map((q) => q.id));

    it('has unique question, section and group ids', () => {
      expect(ids.size).toBe(questions.length);
      const sections = definition.sections.map((s) => s.id);
      expect(new Set(sections).size).toBe(sections.length);
      const groups = definition.sections.flatMap((s) => s.groups.map((g) => g.id));
      expect(new Set(groups).size).toBe(groups.length);
    });

    it('has at least its minimum number of questions', () => {
      expect(questions.length).toBeGreaterThanOrEqual(MINIMUM_QUESTIONS[definition.path] ?? 1);
    });

    it('has show-if expressions that parse and name questions of the form', () => {
      for (const question of questions) {
        if (question.showIf === undefined) continue;
        const parsed = parseShowIf(question.showIf);
        expect(parsed.ok, `${question.id}: ${question.showIf}`).toBe(true);
        if (!parsed.ok) continue;
        for (const operand of parsed.expression.operands) {
          expect(ids.has(operand.questionId), `${question.id} names ${operand.questionId}`).toBe(true);
          const named = questions.find((q) => q.id === operand.questionId)!;
          if (named.answers)
            expect(
              Object.keys(named.answers),
              `${question.id} compares ${operand.questionId} with ${operand.value}`,
            ).toContain(operand.value);
        }
      }
    });

    it('has parents that exist, come earlier, and offer the answers children wait for', () => {
      const order = questions.map((q) => q.id);
      for (const question of questions) {
        if (question.showIfQuestion === undefined) continue;
        const parent = questions.find((q) => q.id === question.showIfQuestion);
        expect(parent, `${question.id} parent ${question.showIfQuestion}`).toBeDefined();
        expect(order.indexOf(parent!.id), `${question.id} comes after its parent`).toBeLessThan(
          order.indexOf(question.id),
        );
        for (const wanted of [question.showIfAnswer, question.showIfAnswerIncludes]) {
          if (wanted !== undefined && parent!.answers)
            expect(Object.keys(parent!.answers), `${question.id} waits for ${wanted}`).toContain(wanted);
        }
      }
    });

    // The schema, not path-list.csv, decides: the list leaves out array items and untitled fields such as yesNo.
    it('maps only to paths the PDTF schema defines', () => {
      const unknown = questions.filter((q) => q.pdtfPath !== undefined && !pathExists(q.pdtfPath));
      expect(unknown.map((q) => `${q.id} ${q.pdtfPath}`)).toEqual([]);
    });

    it('gives options to every select and checkbox, never keyed 0', () => {
      for (const question of questions) {
        if (question.type !== 'select' && question.type !== 'checkbox') continue;
        const keys = Object.keys(question.answers ?? {});
        expect(keys.length, `${question.id} options`).toBeGreaterThan(0);
        expect(keys, `${question.id} uses 0, which means nothing chosen`).not.toContain('0');
        if (question.answerOrder)
          expect([...question.answerOrder].sort(), `${question.id} order lists every option once`).toEqual(
            [...keys].sort(),
          );
      }
      for (const question of questions.filter((q) => q.type === 'list')) {
        expect(question.listQuestions?.length, `${question.id} columns`).toBeGreaterThan(0);
        for (const column of question.listQuestions ?? []) {
          if (column.type === 'select')
            expect(Object.keys(column.answers ?? {}).length, `${question.id}.${column.id}`).toBeGreaterThan(0);
        }
      }
    });

    it('words every question and names every section', () => {
      for (const question of questions) expect(question.question.trim(), question.id).not.toBe('');
      for (const section of definition.sections) expect(section.name.trim(), section.id).not.toBe('');
    });
  });
});
