import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { conveyancingEnquiries } from '../../../domain/forms/content/enquiries/index.ts';
import { fittingsForm } from '../../../domain/forms/content/fittings/index.ts';
import type { FormDefinition } from '../../../domain/forms/definition.ts';
import { enquiriesDefinition } from '../../../domain/forms/enquiries.ts';
import { ROLE } from '../../../domain/roles.ts';
import { makeDashboardProperty } from '../../fixtures/web/property.ts';
import { makeViewer } from '../../fixtures/web/viewer.ts';
import { until, useFakeTimeouts } from '../support/fakeTime.ts';
import { dashboardHandler, questionnaireHandlers, viewerHandler } from '../support/handlers.ts';
import { renderApp } from '../support/renderApp.tsx';
import { api, server } from '../support/server.ts';
import { formShown } from '../support/formShown.ts';

const viewer = makeViewer({ role: ROLE.homeMover, id: 'seller-1' });

const LEASE_FORM: FormDefinition = {
  id: 1,
  path: 'leasehold',
  route: 'leasehold-information',
  name: 'Leasehold information',
  version: 1,
  sections: [
    {
      id: 'documents',
      name: 'Documents',
      groups: [
        {
          id: 301,
          questions: [
            {
              id: 'ta7_3_1a',
              question: 'Can you provide a copy of the lease?',
              type: 'select',
              required: 1,
              answers: { '3': 'Upload', '4': 'To follow', '6': 'Already supplied', '7': 'Obtain a copy' },
            },
          ],
        },
      ],
    },
  ],
};

/** Answers SendEnquiry, recording what was sent; `fail` makes the server refuse. */
function enquiryHandler(sent: { name: string; message: string }[], fail = false) {
  return api.mutation('SendEnquiry', ({ variables }) => {
    if (fail) return HttpResponse.json({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_ERROR' } }] });
    const input = variables.input as { name: string; message: string };
    sent.push({ name: input.name, message: input.message });
    return HttpResponse.json({ data: { sendEnquiry: { __typename: 'EnquirySent', sent: true, recipients: 1 } } });
  });
}

/** Opens a page and waits for it: a form's heading shows before the form, so a form waits for the form. */
async function open(path: string, heading: string, { form = true } = {}) {
  renderApp(path);
  return until(() => (form ? formShown(heading) : screen.queryByRole('heading', { level: 1, name: heading })), heading);
}

describe('leasehold information', () => {
  it('recommends preliminary information first when the property has ta6_part1_active and it is not accepted', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', LEASE_FORM, {
      access: { ta6Part1Active: true, preliminaryAccepted: false },
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await open('/properties/7/leasehold-information', 'Leasehold information');
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Before you start' }), 'the intro');
    expect(within(dialog).getByRole('link', { name: 'Take me to Preliminary Information' })).toHaveAttribute(
      'href',
      '/properties/7/preliminary-information',
    );
  });

  it('says the answers were mapped across once preliminary information is accepted, and shows nothing without the flag', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', LEASE_FORM, {
      access: { ta6Part1Active: true, preliminaryAccepted: true },
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await open('/properties/7/leasehold-information', 'Leasehold information');
    const dialog = await until(() => screen.queryByRole('dialog', { name: 'Before you start' }), 'the intro');
    expect(dialog).toHaveTextContent('mapped across');
    expect(within(dialog).queryByRole('link', { name: 'Take me to Preliminary Information' })).toBeNull();
  });

  it('choosing "Obtain a copy" for the lease sends the request and says it was received', async () => {
    useFakeTimeouts();
    const sent: { name: string; message: string }[] = [];
    const { handlers } = questionnaireHandlers('7', LEASE_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), enquiryHandler(sent), ...handlers);
    await open('/properties/7/leasehold-information', 'Leasehold information');
    // The sole section starts expanded.
    fireEvent.click(
      await until(() => screen.queryAllByRole('radio', { name: 'Obtain a copy' })[0], 'the lease question'),
    );
    await until(
      () => screen.queryByText('Request received. We will obtain your leasehold agreement for you.'),
      'the confirmation',
    );
    expect(sent.map((s) => s.name)).toEqual(['Request for leasehold agreement to be manually added']);
  });

  it('check and send says the request was received, or that it failed', async () => {
    useFakeTimeouts();
    const sent: { name: string; message: string }[] = [];
    const { handlers } = questionnaireHandlers('7', LEASE_FORM);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), enquiryHandler(sent), ...handlers);
    await open('/properties/7/leasehold-information', 'Leasehold information');
    fireEvent.click(screen.getByRole('button', { name: 'Ask us to check and send' }));
    await until(() => screen.queryByText('Request received. We will be in touch soon.'), 'the confirmation');
    server.use(enquiryHandler(sent, true));
    fireEvent.click(screen.getByRole('button', { name: 'Ask us to check and send' }));
    await until(() => screen.queryByText('Request failed, please get in touch with us.'), 'the failure');
  });
});

describe('conveyancing enquiries', () => {
  const twoQuestions = enquiriesDefinition(conveyancingEnquiries, [
    { id: 'a', question: 'Will the mortgage be paid off from the sale?' },
    { id: 'b', question: 'Have you asked about extending the lease?' },
  ]);

  it('shows one question at a time as n / total, and says so when every answer is given', async () => {
    useFakeTimeouts();
    const { handlers, saves } = questionnaireHandlers('7', twoQuestions);
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await open('/properties/7/conveyancing-enquiries', 'Conveyancing enquiries');
    await until(() => screen.queryByText('1 / 2'), 'the counter');
    fireEvent.change(screen.getByRole('textbox', { name: /mortgage be paid off/ }), {
      target: { value: 'Yes, from the sale.' },
    });
    // The second slide is out of view until the carousel moves, which needs a real layout (the browser test does it).
    fireEvent.change(screen.getByRole('textbox', { name: /extending the lease/, hidden: true }), {
      target: { value: 'Not yet.' },
    });
    await until(() => screen.queryByText('Conveyancing enquiries complete!'), 'the alert');
    await until(() => saves.length > 0, 'the save');
    expect(Object.assign({}, ...saves)).toEqual({ enquiry_a: 'Yes, from the sale.', enquiry_b: 'Not yet.' });
  });

  it('says there is nothing to answer when the title raises no questions', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', enquiriesDefinition(conveyancingEnquiries, []));
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await open('/properties/7/conveyancing-enquiries', 'Conveyancing enquiries');
    expect(
      await until(() => screen.queryByText(/There are no questions for you to answer/), 'the note'),
    ).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
  });
});

describe('fixtures and fittings extra items', () => {
  const rooms = (...ids: string[]): FormDefinition => ({
    ...fittingsForm,
    sections: fittingsForm.sections.filter((s) => ids.includes(s.id)),
  });

  it('adds the first free other item, up to the room’s cap, and none where the cap is 0', async () => {
    useFakeTimeouts();
    const { handlers } = questionnaireHandlers('7', rooms('kitchen', 'bathroom'), {
      answers: { kitchen_other_2_name: 'Wine fridge' },
    });
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), ...handlers);
    await open('/properties/7/fixtures-fittings', fittingsForm.name);
    fireEvent.click(screen.getByRole('button', { name: /Kitchen/ }));
    const kitchen = document.getElementById('section-kitchen')!;
    const row = (n: number) => within(kitchen).queryByRole('button', { name: `Remove Other item ${n}` });
    await until(() => row(2), 'the answered extra item');
    expect(within(kitchen).getByRole('textbox', { name: /Other item 2 name/ })).toHaveValue('Wine fridge');
    expect(row(1)).toBeNull();
    fireEvent.click(
      await until(() => within(kitchen).queryByRole('button', { name: 'Add another item' }), 'the add button'),
    );
    expect(row(1)).toBeInTheDocument();
    fireEvent.click(within(kitchen).getByRole('button', { name: 'Add another item' }));
    fireEvent.click(within(kitchen).getByRole('button', { name: 'Add another item' }));
    expect(row(4)).toBeInTheDocument();
    expect(within(kitchen).queryByRole('button', { name: 'Add another item' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bathroom/ }));
    const bathroom = document.getElementById('section-bathroom')!;
    await until(() => within(bathroom).queryAllByRole('combobox').length, 'the bathroom items');
    expect(within(bathroom).queryByRole('button', { name: 'Add another item', hidden: true })).toBeNull();
  });
});

describe('help screen', () => {
  it('sends the message and says so, or says it failed', async () => {
    useFakeTimeouts();
    const sent: { name: string; message: string }[] = [];
    server.use(viewerHandler(viewer), dashboardHandler([makeDashboardProperty(7)]), enquiryHandler(sent));
    await open('/properties/7/help', 'Help', { form: false });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await until(() => screen.queryByText('Please write a message.'), 'the empty message')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), {
      target: { value: 'When will my searches be back?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await until(() => screen.queryByText('Message sent successfully'), 'the confirmation');
    expect(sent).toEqual([{ name: 'Help', message: 'When will my searches be back?' }]);
    server.use(enquiryHandler(sent, true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await until(() => screen.queryByText('Message sending failed.'), 'the failure');
  });
});
