import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formDefinition } from '../../../domain/forms/content/index.ts';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { advance, until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { server } from '../support/server.ts';
import { formShown } from '../support/formShown.ts';

/**
 * Property information 4.1c2, "In which year were they replaced?", asked about windows replaced
 * since 1 April 2002: a year out of its bounds stays as typed once the field is left, the reason
 * shows beside it, the form says the answer is not saved and nothing is sent;
 * a year within them is saved as typed.
 */
const viewer = makeViewer({ role: ROLE.homeMover, id: 'seller-1' });
const YEAR = new Date().getFullYear();
const REASON = `Enter a year between 2002 and ${YEAR}: the question is about windows replaced since 1 April 2002`;
const status = () => screen.getByTestId('save-status').textContent;

async function openWindowsYear() {
  const { handlers, attempts, saves } = questionnaireHandlers('7', formDefinition('info')!, {
    answers: { ta6_4_1c1: '1', ta6_4_1c2: '2015' },
  });
  server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
  renderApp('/properties/7/property-information');
  await until(() => formShown('Property information'), 'the form');
  fireEvent.click(screen.getByRole('button', { name: /4 Alterations, planning and building control/ }));
  const input = await until(
    () =>
      screen.queryAllByLabelText<HTMLInputElement>(/4\.1c2 In which year were they replaced/)[0] as
        | HTMLInputElement
        | undefined,
    'the year question',
  );
  return { input, attempts, saves };
}

describe('a year typed out of its question’s bounds', { timeout: 60_000 }, () => {
  for (const typed of ['2999', '-5', '1970']) {
    it(`${typed} stays as typed, says why, is not saved and the form says so`, async () => {
      useFakeTimeouts();
      const { input, attempts } = await openWindowsYear();
      expect(input).toHaveValue('2015');
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(input).toHaveValue(typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(REASON)).toBeInTheDocument();
      await until(() => status() === 'Not saved: change the answer marked in red', 'the held answer');
      await advance(10_000);
      expect(attempts.filter((sent) => 'ta6_4_1c2' in sent)).toEqual([]);
      expect(input).toHaveValue(typed);
    });
  }

  it('a year within them replaces it and is saved exactly as typed', async () => {
    useFakeTimeouts();
    const { input, saves } = await openWindowsYear();
    fireEvent.change(input, { target: { value: '2999' } });
    fireEvent.blur(input);
    fireEvent.change(input, { target: { value: '2003' } });
    fireEvent.blur(input);
    expect(screen.queryByText(REASON)).toBeNull();
    await advance(5100);
    await until(() => saves.some((sent) => sent.ta6_4_1c2 === '2003'), 'the year saved');
    await until(() => status() === 'All changes saved', 'saved');
    expect(saves.flatMap((sent) => ('ta6_4_1c2' in sent ? [sent.ta6_4_1c2] : []))).toEqual(['2003']);
  });
});
