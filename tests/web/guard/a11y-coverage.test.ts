import { describe, expect, it } from 'vitest';
import { permissionsOf } from '../../../domain/permissions.ts';
import { ROLE, type RoleCode } from '../../../domain/roles.ts';
import { ADMIN_LISTS, ROLE_SCREENS, type RoleEmail } from '../../e2e/role-screens.ts';
import { ROUTES } from '../../../web/src/routes.tsx';

const ROLE_OF: Record<RoleEmail, RoleCode> = {
  'admin@example.com': ROLE.administrator,
  'agent@example.com': ROLE.agent,
  'solicitor@example.com': ROLE.solicitor,
  'brand@example.com': ROLE.brandAdmin,
  'simple@example.com': ROLE.simple,
  'mover@example.com': ROLE.homeMover,
};

/** Routes left out, each with why: accepting an invitation after sign-in is a step that moves straight on, not a screen. */
const NOT_CHECKED = new Set(['invitation-accept']);

describe('the browser accessibility checks', () => {
  it.each(Object.keys(ROLE_SCREENS) as RoleEmail[])(
    'open every screen the route table lets %s open, and only those',
    (email) => {
      const permissions = permissionsOf(ROLE_OF[email]);
      const admitted = ROUTES.filter(
        (route) =>
          !route.public &&
          !route.alwaysOpen &&
          !NOT_CHECKED.has(route.name) &&
          (!route.anyOf || route.anyOf.some((action) => permissions.includes(action))),
      ).map((route) => route.name);
      const checked = [
        ...ROLE_SCREENS[email].map((screen) => screen.route),
        ...(email === 'admin@example.com' ? ADMIN_LISTS.map((screen) => screen.route) : []),
      ];
      expect([...new Set(checked)].sort()).toEqual([...new Set(admitted)].sort());
    },
  );
});
