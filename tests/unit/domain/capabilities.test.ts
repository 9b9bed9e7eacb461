import { describe, expect, it } from 'vitest';
import { propertyCapabilities } from '../../../domain/capabilities.ts';
import { ROLE } from '../../../domain/roles.ts';

describe('property capabilities', () => {
  const ourProperty = { organisationIds: [10] };
  const theirProperty = { organisationIds: [20] };

  it('lets a solicitor invite a seller only to a property of their own firm', () => {
    expect(propertyCapabilities({ role: ROLE.solicitor, organisationId: 10 }, ourProperty).inviteSeller).toBe(true);
    expect(propertyCapabilities({ role: ROLE.solicitor, organisationId: 10 }, theirProperty).inviteSeller).toBe(false);
  });

  it('lets an agent invite to another organisation’s property, which the permission allows', () => {
    const agent = propertyCapabilities({ role: ROLE.agent, organisationId: 10 }, theirProperty);
    expect(agent).toMatchObject({ inviteSeller: true, inviteSolicitor: true, inviteAgent: false });
  });

  it('never lets a seller invite, and shows them completion but not meta', () => {
    expect(propertyCapabilities({ role: ROLE.homeMover, organisationId: null }, ourProperty)).toEqual({
      inviteSeller: false,
      inviteSolicitor: false,
      inviteAgent: false,
      viewCompletion: true,
      viewMeta: false,
    });
  });

  it('hides completion from simple users', () => {
    expect(propertyCapabilities({ role: ROLE.simple, organisationId: 10 }, ourProperty).viewCompletion).toBe(false);
  });
});
