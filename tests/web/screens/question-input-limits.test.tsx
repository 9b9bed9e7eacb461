import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formDefinition } from '../../../domain/forms/content/index.ts';
import { indexQuestions } from '../../../domain/forms/questions.ts';
import { QuestionInput } from '../../../web/src/screens/questionnaire/QuestionInput.tsx';

/**
 * The question inputs stop an impossible answer before it is sent, with the message the server
 * would give: a year in the future, a negative year, a price of 0; and a date the standard wants is
 * picked as a month, with "Not known" only where the standard holds it.
 */
const question = (id: string) => indexQuestions(formDefinition(id.startsWith('ta6') ? 'info' : 'about')!).get(id)!;
const year = new Date().getFullYear();

function renderInput(id: string, value?: string) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <QuestionInput question={question(id)} value={value} readOnly={false} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
}

describe('question inputs held to the standard', () => {
  it('refuses a year in the future for when the electrics were last tested, saying why, and sends a real one', () => {
    const onChange = renderInput('ta6_12_1_2');
    const input = screen.getByRole('textbox', { name: /12.1.2 In which year were they last tested/ });
    fireEvent.change(input, { target: { value: '2999' } });
    expect(screen.getByText(`Enter a year between 1970 and ${year}`)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2019' } });
    expect(onChange).toHaveBeenLastCalledWith('2019');
    expect(screen.queryByText(`Enter a year between 1970 and ${year}`)).not.toBeInTheDocument();
  });

  it('keeps a pasted text past the limit whole, says by how much, and sends nothing until it fits', () => {
    const onChange = renderInput('ta6_2_1_2');
    const box = screen.getByRole('textbox', { name: /2.1.2/ });
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    expect(box).toHaveValue('x'.repeat(5001));
    expect(screen.getByText('Enter at most 5,000 characters: this has 5,001')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'x'.repeat(5000) } });
    expect(onChange).toHaveBeenLastCalledWith('x'.repeat(5000));
  });

  it('refuses an asking price of 0', () => {
    const onChange = renderInput('price');
    fireEvent.change(screen.getByRole('textbox', { name: /What is the asking price/ }), { target: { value: '0' } });
    expect(screen.getByText('Enter an amount of £1 or more')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks when the heating was installed as a month, not after this month, or Not known', () => {
    const onChange = renderInput('ta6_12_3b1', 'June 2015');
    const month = screen.getByLabelText(/When was the central heating installed/);
    expect(month).toHaveAttribute('type', 'month');
    expect(month).toHaveValue('2015-06');
    expect(month).toHaveAttribute('max', `${year}-${String(new Date().getMonth() + 1).padStart(2, '0')}`);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not known' }));
    expect(onChange).toHaveBeenLastCalledWith('Not known');
  });

  it('offers no Not known where the standard holds only a date (when the septic tank was replaced)', () => {
    renderInput('ta6_12_5_1');
    expect(screen.queryByRole('checkbox', { name: 'Not known' })).not.toBeInTheDocument();
  });
});
