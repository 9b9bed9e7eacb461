import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkAnswer } from '../../../domain/forms/check-answer.ts';
import { QuestionInput } from '../../../web/src/screens/questionnaire/QuestionInput.tsx';
import { acceptedValue, refusedValues, typedInputs, type TypedInput } from '../../fixtures/typed-inputs.ts';

/**
 * Every input of every form where a number, a year or a date is typed, generated from the form
 * definitions: a value out of its bounds stays exactly as typed after the field is left, is marked
 * with the answer check's reason (the server's own words) and is not sent; a value within them is.
 */
const INPUTS = typedInputs();

/** What the field shows, without the display's £, % and thousands commas. */
const typedText = (field: HTMLInputElement) => field.value.replace(/[£%,]/g, '');

/** The answer as the question stores it: a list cell goes into an otherwise empty row. */
function answerOf(input: TypedInput, text: string) {
  const { question, column } = input;
  if (!column) return text;
  return [(question.listQuestions ?? []).map((candidate) => (candidate.id === column.id ? text : ''))];
}

function renderInput(input: TypedInput) {
  const onChange = vi.fn();
  const onHeld = vi.fn();
  const { container, unmount } = render(
    <MantineProvider>
      <QuestionInput question={input.question} value={undefined} readOnly={false} onChange={onChange} onHeld={onHeld} />
    </MantineProvider>,
  );
  const field = input.column
    ? screen.getByRole('textbox', { name: input.column.label })
    : container.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!;
  return { field: field as HTMLInputElement, onChange, onHeld, unmount };
}

const nameOf = (input: TypedInput) =>
  [input.form.path, input.question.formReference ?? input.question.id, input.question.id, input.column?.label]
    .filter(Boolean)
    .join(' ');

describe('every typed number, year and date of every form', () => {
  it('covers the inputs of every form that has them, years and dates included', () => {
    expect(new Set(INPUTS.map((input) => input.form.path))).toEqual(
      new Set(['leasehold', 'info', 'fittings', 'about', 'preliminary']),
    );
    expect(INPUTS.filter((input) => input.kind === 'year').length).toBeGreaterThanOrEqual(8);
    expect(INPUTS.filter((input) => input.kind === 'date').length).toBeGreaterThanOrEqual(6);
    expect(INPUTS.filter((input) => input.column).length).toBeGreaterThanOrEqual(4);
  });

  it.each(INPUTS.map((input) => [nameOf(input), input] as const))(
    '%s: a refused value stays as typed, says why and is not sent; an accepted one is sent',
    (_name, input) => {
      const { field, onChange, onHeld, unmount } = renderInput(input);
      for (const value of refusedValues(input)) {
        fireEvent.change(field, { target: { value } });
        fireEvent.blur(field);
        const reason = checkAnswer(input.question, answerOf(input, value))?.message;
        expect(reason, `${value} is refused`).toBeTruthy();
        expect(typedText(field), `${value} stays as typed`).toBe(value);
        expect(screen.getAllByText(reason!).length).toBeGreaterThan(0);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(onHeld).toHaveBeenLastCalledWith(reason);
      }
      expect(onChange).not.toHaveBeenCalled();

      const accepted = acceptedValue(input);
      fireEvent.change(field, { target: { value: accepted } });
      fireEvent.blur(field);
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
      // A list row that now gives this cell may still lack a column every row must give: that row waits for it.
      const rowProblem = checkAnswer(input.question, answerOf(input, accepted))?.message ?? null;
      expect(rowProblem === null || /^Fill in the /.test(rowProblem)).toBe(true);
      if (rowProblem === null) expect(onChange).toHaveBeenLastCalledWith(answerOf(input, accepted));
      else expect(onChange).not.toHaveBeenCalled();
      expect(onHeld).toHaveBeenLastCalledWith(rowProblem);
      unmount();
    },
  );
});
