import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChecklistItemPayload } from '../../contracts/dashboard.ts';
import { FORM_FINISH } from '../../domain/checklist.ts';
import type { FormPath } from '../../domain/forms/definition.ts';
import type { RoleName } from '../../domain/roles.ts';
import { setFormCompletion, signForms } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { webTokensFor } from '../fixtures/tokens.ts';
import { buildTwoBrands, type Side } from '../fixtures/two-brands.ts';

/**
 * An action the dashboard offers is one its screen offers (docs/decisions/0383-dashboard-ticks-and-sign.md).
 * For every role, every form of the Contract Ready plan (with leasehold information) and each
 * state a form goes through — not started, half answered, fully answered, signed by the seller —
 * each button of the action plan is checked against the form's screen as the API serves it: View
 * Form opens the form; Complete Form opens it answerable and unlocked; Sign and "Ready to sign"
 * only where the screen takes a signature from this viewer.
 */
const ROLES: RoleName[] = ['administrator', 'simple', 'solicitor', 'brandAdmin', 'agent', 'homeMover'];
const CONTRACT_READY_FORMS = [2, 3, 5, 6, 1];

let app: TestApp;
let a: Side;
let tokens = {} as Record<RoleName, string>;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  ({ a } = await buildTwoBrands(app.database!.db));
  tokens = await webTokensFor(app.database!.db, app.publicUrl, a.users);
  // Contract Ready, leasehold: every kind of form is on the plan, conveyancing enquiries included.
  await sql`update properties set phase_id = 2, data = ${JSON.stringify({ passport: { leasehold: true } })}::jsonb where id = ${a.property.id}`.execute(
    app.database!.db,
  );
});
afterAll(() => app?.close());

type Form = {
  path: FormPath;
  writable_sections: 'all' | string[];
  signing: { is_seller: boolean; signed_by_me: boolean; locked: boolean };
};

async function check(state: string): Promise<string[]> {
  const problems: string[] = [];
  for (const role of ROLES) {
    const token = tokens[role];
    const plan = await callApi(app.url, 'GET', `/property/${a.property.id}/action-plan`, { token });
    if (plan.status === 403) continue; // No action plan for this role: nothing offered.
    expect(plan.status).toBe(200);
    const items: ChecklistItemPayload[] = plan.body.check_list_items;
    expect(items.map((item) => item.key)).toContain('conveyancing_enquiries');
    for (const item of items) {
      const read = await callApi(app.url, 'GET', `/questionnaire/${a.property.id}/${item.questionnaire_id}`, { token });
      const where = `${state}, ${role}, ${item.key}`;
      const form = read.status === 200 ? (read.body as Form) : null;
      if (item.can_view !== (form !== null))
        problems.push(`${where}: View Form ${item.can_view}, screen ${read.status}`);
      if (!form) {
        if (item.can_complete || item.can_sign) problems.push(`${where}: offers a form that does not open`);
        continue;
      }
      const answerable = form.writable_sections === 'all' || form.writable_sections.length > 0;
      if (item.can_complete && !(answerable && !form.signing.locked))
        problems.push(`${where}: Complete Form offered on a screen that takes no answers`);
      const screenSigns = FORM_FINISH[form.path] === 'signatures';
      if (item.can_sign && !(screenSigns && form.signing.is_seller && !form.signing.signed_by_me))
        problems.push(`${where}: Sign offered where the screen takes no signature from this viewer`);
      if (!screenSigns && (item.can_sign || item.can_share || /sign/i.test(item.status)))
        problems.push(`${where}: "${item.status}" / Sign / Share on a form that is not signed`);
    }
  }
  return problems;
}

describe('the dashboard offers only what the form screens do', () => {
  it('for every role and form, not started, half answered, answered and signed', async () => {
    const db = app.database!.db;
    const problems: string[] = [];
    problems.push(...(await check('not started')));
    await setFormCompletion(db, a.property.id, Object.fromEntries(CONTRACT_READY_FORMS.map((id) => [id, 50])));
    problems.push(...(await check('half answered')));
    await setFormCompletion(db, a.property.id, Object.fromEntries(CONTRACT_READY_FORMS.map((id) => [id, 100])));
    problems.push(...(await check('answered')));
    await signForms(db, a.property.id, [2, 3, 5, 1], [a.users.homeMover.id]);
    problems.push(...(await check('signed')));
    expect(problems).toEqual([]);
  }, 240_000);

  it('calls fully answered conveyancing enquiries complete, with nothing to sign', async () => {
    await setFormCompletion(app.database!.db, a.property.id, { 6: 100 });
    const plan = await callApi(app.url, 'GET', `/property/${a.property.id}/action-plan`, { token: tokens.homeMover });
    const enquiries = (plan.body.check_list_items as ChecklistItemPayload[]).find(
      (item) => item.key === 'conveyancing_enquiries',
    )!;
    expect(enquiries).toMatchObject({ status: 'Complete', complete: true, can_sign: false, can_share: false });
  });
});
