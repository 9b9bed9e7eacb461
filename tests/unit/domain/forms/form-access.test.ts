import { describe, expect, it } from 'vitest';
import { canReadForm, canWriteSection, writableSections } from '../../../../domain/forms/form-access.ts';
import { ROLE } from '../../../../domain/roles.ts';

describe('who may read and answer a questionnaire', () => {
  it('sellers and brand admins answer every section of every form', () => {
    for (const role of [ROLE.homeMover, ROLE.brandAdmin, ROLE.administrator]) {
      for (const form of ['leasehold', 'info', 'fittings', 'about', 'preliminary', 'conveyancingEnquiries'] as const) {
        expect(writableSections(role, form)).toBe('all');
      }
    }
  });

  it('agents read the forms and answer only the services section of property information', () => {
    expect(canReadForm(ROLE.agent, 'info')).toBe(true);
    expect(canWriteSection(ROLE.agent, 'info', 'services')).toBe(true);
    expect(canWriteSection(ROLE.agent, 'info', 'boundaries')).toBe(false);
    expect(writableSections(ROLE.agent, 'leasehold')).toEqual([]);
  });

  it('solicitors read but never answer; simple users neither read nor answer the forms', () => {
    expect(canReadForm(ROLE.solicitor, 'fittings')).toBe(true);
    expect(writableSections(ROLE.solicitor, 'fittings')).toEqual([]);
    expect(canReadForm(ROLE.simple, 'info')).toBe(false);
    expect(writableSections(ROLE.simple, 'about')).toEqual([]);
  });
});
