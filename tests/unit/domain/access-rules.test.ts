import { describe, expect, it } from 'vitest';
import { canEditChecklistItem, reportSendsAllFields } from '../../../domain/access-rules.ts';
import { ROLE } from '../../../domain/roles.ts';

describe('conditions beyond the matrix', () => {
  const item = { writePermission: 'EDIT_PROPERTY_INFO' as const, complete: false, noEnquiries: false };

  it('a checklist item is editable with its write permission while open', () => {
    expect(canEditChecklistItem(ROLE.homeMover, item)).toBe(true);
    expect(canEditChecklistItem(ROLE.agent, item)).toBe(false);
  });

  it('a complete item, or one marked no enquiries, is not editable even with the permission', () => {
    expect(canEditChecklistItem(ROLE.homeMover, { ...item, complete: true })).toBe(false);
    expect(canEditChecklistItem(ROLE.administrator, { ...item, noEnquiries: true })).toBe(false);
  });

  it('reports ask for all fields for every role but the simple user', () => {
    expect(reportSendsAllFields(ROLE.simple)).toBe(false);
    expect(reportSendsAllFields(ROLE.agent)).toBe(true);
  });
});
