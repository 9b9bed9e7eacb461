import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../domain/permissions.ts';
import { ROLE } from '../../../domain/roles.ts';
import { decideAccess } from '../../../web/src/guard/decideAccess.ts';
import { routeByName } from '../../../web/src/routes.tsx';

const signedInAs = (role: (typeof ROLE)[keyof typeof ROLE]) => ({ signedIn: true, permissions: permissionsOf(role) });

describe('decideAccess', () => {
  it('waits until the stored sign-in is read, and then until the viewer is loaded', () => {
    const route = routeByName('properties');
    expect(decideAccess({ route, id: undefined, signedIn: null, permissions: null })).toEqual({ kind: 'wait' });
    expect(decideAccess({ route, id: undefined, signedIn: true, permissions: null })).toEqual({ kind: 'wait' });
  });

  it('sends an anonymous visitor to /auth, with the message of an ended session', () => {
    const route = routeByName('dashboard');
    expect(decideAccess({ route, id: '3', signedIn: false, permissions: null })).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
    expect(
      decideAccess({ route, id: '3', signedIn: false, permissions: null, sessionEndMessage: 'Expired, sorry' }),
    ).toEqual({
      kind: 'redirect',
      to: '/auth?msg=Expired%2C%20sorry',
    });
  });

  it('keeps root and auth reachable, forwarding a signed-in user to /properties', () => {
    expect(decideAccess({ route: routeByName('auth'), id: undefined, signedIn: false, permissions: null })).toEqual({
      kind: 'allow',
    });
    expect(decideAccess({ route: routeByName('auth'), id: undefined, signedIn: true, permissions: null })).toEqual({
      kind: 'redirect',
      to: '/properties',
    });
    expect(decideAccess({ route: routeByName('root'), id: undefined, signedIn: true, permissions: null })).toEqual({
      kind: 'redirect',
      to: '/properties',
    });
    expect(decideAccess({ route: routeByName('root'), id: undefined, signedIn: false, permissions: null })).toEqual({
      kind: 'redirect',
      to: '/auth',
    });
    expect(
      decideAccess({ route: routeByName('authcallback'), id: undefined, signedIn: false, permissions: null }),
    ).toEqual({ kind: 'allow' });
  });

  it.each([
    ['admin', undefined, ROLE.homeMover],
    ['brands', undefined, ROLE.brandAdmin],
    ['agencies', undefined, ROLE.agent],
    ['agents', undefined, ROLE.solicitor],
    ['movers', undefined, ROLE.agent],
    ['addproperty', undefined, ROLE.homeMover],
    ['listproperties', undefined, ROLE.homeMover],
    ['propattrs', undefined, ROLE.brandAdmin],
    ['invite-seller', '5', ROLE.homeMover],
    ['invite-solicitor', '5', ROLE.solicitor],
    ['invite-agent', '5', ROLE.agent],
    ['about-my-home', '5', ROLE.simple],
    ['property-information', '5', ROLE.simple],
    ['preliminary-information', '5', ROLE.simple],
    ['conveyancing-enquiries', '5', ROLE.simple],
  ] as const)('refuses %s (id %s) to role %i in place, naming what it needs', (name, id, role) => {
    const route = routeByName(name);
    expect(decideAccess({ route, id, ...signedInAs(role) })).toEqual({ kind: 'refuse', anyOf: route.anyOf });
  });

  it.each([
    'fixtures-fittings',
    'leasehold-information',
    'property-information',
    'conveyancing-enquiries',
    'about-my-home',
    'preliminary-information',
  ] as const)('opens %s to the solicitor, who may read it (spec 01 §6)', (name) => {
    expect(decideAccess({ route: routeByName(name), id: '5', ...signedInAs(ROLE.solicitor) })).toEqual({
      kind: 'allow',
    });
  });

  it.each([
    ['admin', undefined, ROLE.simple],
    ['brands', undefined, ROLE.administrator],
    ['agencies', undefined, ROLE.brandAdmin],
    ['addproperty', undefined, ROLE.agent],
    ['propattrs', undefined, ROLE.administrator],
    ['invite-seller', '5', ROLE.solicitor],
    ['invite-agent', '5', ROLE.solicitor],
    ['property-information', '5', ROLE.agent],
    ['fixtures-fittings', '5', ROLE.homeMover],
    ['conveyancing-enquiries', '5', ROLE.homeMover],
    ['about-my-home', '5', ROLE.solicitor],
    ['dashboard', '5', ROLE.homeMover],
    ['dashboard', '5', ROLE.simple],
    ['solicitorsfirms', undefined, ROLE.homeMover],
    ['user', 'auth0|abc', ROLE.homeMover],
  ] as const)('allows %s (id %s) to role %i', (name, id, role) => {
    expect(decideAccess({ route: routeByName(name), id, ...signedInAs(role) })).toEqual({ kind: 'allow' });
  });

  it('treats a malformed numeric id as an unknown path', () => {
    expect(decideAccess({ route: routeByName('dashboard'), id: '12abc', ...signedInAs(ROLE.administrator) })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess({ route: routeByName('organisation'), id: 'x', ...signedInAs(ROLE.administrator) })).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});
