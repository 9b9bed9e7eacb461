import { describe, expect, it } from 'vitest';
import { adminButtonsFor } from '../../../domain/admin/admin-panel.ts';
import { permissionsOf } from '../../../domain/permissions.ts';
import { ROLE_CODES, roleLabel } from '../../../domain/roles.ts';
import { decideAccess } from '../../../web/src/guard/decideAccess.ts';
import { ROUTES } from '../../../web/src/routes.tsx';

/** The report screens: the paths the Admin Panel is the only way to reach. */
const REPORTS = ROUTES.filter((route) => /^\/admin\/(reports\/|portfolio-insights$)/.test(route.path));

function opens(path: string, permissions: readonly string[]): boolean {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) return false;
  return decideAccess({ route, id: undefined, signedIn: true, permissions }).kind === 'allow';
}

describe('the Admin Panel links every report its reader may open, and nothing they may not', () => {
  const panelRoles = ROLE_CODES.filter((role) => opens('/admin', permissionsOf(role)));

  it.each(panelRoles.map((role) => [roleLabel(role), role] as const))('%s', (_, role) => {
    const permissions = permissionsOf(role);
    const linked = adminButtonsFor(permissions).map((button) => button.route);
    for (const route of linked) expect(opens(route, permissions), route).toBe(true);
    const openReports = REPORTS.filter((route) => opens(route.path, permissions)).map((route) => route.path);
    expect(linked.filter((route) => REPORTS.some((report) => report.path === route)).sort()).toEqual(
      openReports.sort(),
    );
  });

  it('covers every report screen', () => {
    expect(REPORTS.map((route) => route.name).sort()).toEqual(['portfolioinsights', 'propattrs', 'reportproperties']);
  });
});
