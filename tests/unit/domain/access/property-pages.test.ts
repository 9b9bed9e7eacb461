import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROPERTY_PAGE_NAMES,
  pageActions,
  permitsPage,
  propertyPermitsPage,
  roleMayOpen,
  roleRefusal,
} from '../../../../domain/access/property-pages.ts';
import { FORM_ROUTES } from '../../../../domain/checklist.ts';
import { canReadForm } from '../../../../domain/forms/form-access.ts';
import type { FormPath } from '../../../../domain/forms/definition.ts';
import { permissionsOf } from '../../../../domain/permissions.ts';
import { ROLE, ROLE_CODES } from '../../../../domain/roles.ts';

const FORMS = Object.keys(FORM_ROUTES) as FormPath[];

describe('who may open a property page', () => {
  it('opens a form page for exactly the roles the API lets read the form', () => {
    for (const role of ROLE_CODES)
      for (const form of FORMS)
        expect(roleMayOpen(role, FORM_ROUTES[form]), `${role} ${form}`).toBe(canReadForm(role, form));
  });

  it('lets the solicitor open property information, fixtures and fittings, leasehold and the enquiries (spec 01 §6)', () => {
    for (const page of [
      'property-information',
      'fixtures-fittings',
      'leasehold-information',
      'conveyancing-enquiries',
    ] as const)
      expect(roleMayOpen(ROLE.solicitor, page), page).toBe(true);
  });

  it('decides the same from the permissions the server sends as from the role', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLE_CODES), fc.constantFrom(...PROPERTY_PAGE_NAMES), (role, page) => {
        expect(permitsPage(page, permissionsOf(role))).toBe(roleMayOpen(role, page));
      }),
    );
  });

  it('opens the dashboard, help and the explainer to every role that sees the property', () => {
    for (const page of ['dashboard', 'help', 'enquiry', 'explainer'] as const) {
      expect(pageActions(page)).toEqual([]);
      for (const role of ROLE_CODES) expect(roleMayOpen(role, page)).toBe(true);
    }
  });

  it('opens an invitation page only where the property allows that invitation', () => {
    expect(propertyPermitsPage('invite-agent', { inviteAgent: true })).toBe(true);
    expect(propertyPermitsPage('invite-agent', { inviteAgent: false })).toBe(false);
    expect(propertyPermitsPage('property-information', {})).toBe(true);
  });

  it('says which accounts a refused page is open to', () => {
    expect(roleRefusal('Invite agent', pageActions('invite-agent'))).toBe(
      'Your account cannot open Invite agent. It is open to these accounts: Administrator, Solicitor and Brand admin.',
    );
  });
});
