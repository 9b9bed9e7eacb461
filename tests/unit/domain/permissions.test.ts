import { describe, expect, it } from 'vitest';
import { ACTIONS, can, permissionsOf } from '../../../domain/permissions.ts';
import { ROLE, ROLE_CODES } from '../../../domain/roles.ts';

describe('permission matrix', () => {
  it('allows the administrator every action', () => {
    expect(ACTIONS.every((action) => can(ROLE.administrator, action))).toBe(true);
    expect(permissionsOf(ROLE.administrator)).toEqual(ACTIONS);
  });

  it('keeps administrator-only actions from every other role', () => {
    for (const role of ROLE_CODES.filter((code) => code !== ROLE.administrator)) {
      for (const action of ['ADMIN_ONLY', 'VIEW_BRANDS', 'PROPERTY_ATTRIBUTES_REPORT', 'EDIT_TA6_TRIAL'] as const) {
        expect(can(role, action)).toBe(false);
      }
    }
  });

  it.each([
    ['INVITE_SELLER', [ROLE.brandAdmin, ROLE.agent, ROLE.solicitor]],
    ['INVITE_SOLICITOR', [ROLE.agent, ROLE.brandAdmin]],
    ['INVITE_AGENT', [ROLE.solicitor, ROLE.brandAdmin]],
    ['CREATE_PROPERTY', [ROLE.brandAdmin, ROLE.agent, ROLE.solicitor, ROLE.simple]],
    ['VIEW_ADMIN', [ROLE.brandAdmin, ROLE.agent, ROLE.solicitor, ROLE.simple]],
    ['VIEW_PROPERTY_COMPLETION', [ROLE.brandAdmin, ROLE.agent, ROLE.solicitor, ROLE.homeMover]],
    ['READ_ONLY_FORM_ACCESS', [ROLE.agent]],
    ['DELETE_SIGNATURES', [ROLE.agent]],
    ['REFRESH_PUBLIC_RECORDS', [ROLE.brandAdmin, ROLE.agent, ROLE.solicitor, ROLE.homeMover]],
  ] as const)('%s is allowed to exactly the roles of spec 01 §6', (action, roles) => {
    const allowed = ROLE_CODES.filter((role) => role !== ROLE.administrator && can(role, action));
    expect([...allowed].sort()).toEqual([...roles].sort());
  });

  it('gives a home mover the form and completion permissions but no admin screen', () => {
    const mover = permissionsOf(ROLE.homeMover);
    expect(mover).toContain('EDIT_PRELIMINARY_INFO');
    expect(mover).toContain('VIEW_PROPERTY_COMPLETION');
    expect(mover).not.toContain('VIEW_ADMIN');
    expect(mover).not.toContain('CREATE_PROPERTY');
  });
});
