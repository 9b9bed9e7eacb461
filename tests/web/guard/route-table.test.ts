import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../web/src/routes.tsx';

/** Every path of the spec 01 §2 route table, with sample ids, and the route name it must reach. */
const SPEC_PATHS: Array<[string, string]> = [
  ['/', 'root'],
  ['/auth', 'auth'],
  ['/auth/callback', 'authcallback'],
  ['/admin', 'admin'],
  ['/admin/brands', 'brands'],
  ['/admin/agencies', 'agencies'],
  ['/admin/solicitors-firms', 'solicitorsfirms'],
  ['/admin/agents', 'agents'],
  ['/admin/solicitors', 'solicitors'],
  ['/admin/movers', 'movers'],
  ['/admin/organisation/12', 'organisation'],
  ['/admin/user/abc-123', 'user'],
  ['/admin/user-search', 'usersearch'],
  ['/admin/properties', 'listproperties'],
  ['/admin/reports/properties', 'reportproperties'],
  ['/admin/properties/5/signatures', 'propertysignatures'],
  ['/admin/properties/5/manage', 'adminpropertymanage'],
  ['/admin/reports/attributes', 'propattrs'],
  ['/admin/portfolio-insights', 'portfolioinsights'],
  ['/properties', 'properties'],
  ['/properties/new', 'addproperty'],
  ['/properties/5', 'dashboard'],
  ['/properties/5/enquiry', 'enquiry'],
  ['/properties/5/help', 'help'],
  ['/properties/5/explainer', 'explainer'],
  ['/properties/5/invite-seller', 'invite-seller'],
  ['/properties/5/invite-solicitor', 'invite-solicitor'],
  ['/properties/5/invite-agent', 'invite-agent'],
  ['/properties/5/about-my-home', 'about-my-home'],
  ['/properties/5/fixtures-fittings', 'fixtures-fittings'],
  ['/properties/5/property-information', 'property-information'],
  ['/properties/5/preliminary-information', 'preliminary-information'],
  ['/properties/5/leasehold-information', 'leasehold-information'],
  ['/properties/5/conveyancing-enquiries', 'conveyancing-enquiries'],
];

describe('route table', () => {
  it.each(SPEC_PATHS)('declares %s as %s', (path, name) => {
    const matches = ROUTES.filter((route) => matchPath(route.path, path));
    // /properties/new also matches /properties/:id; the router ranks the static segment first.
    const best = matches.find((route) => !route.path.includes(':')) ?? matches[0];
    expect(best?.name).toBe(name);
  });

  it('declares no route outside the spec table', () => {
    // Besides the spec's table: the terms page the Terms and Conditions modal links to, and an
    // invitation mail's link with the step that accepts it after signing in, the integrators' API
    // clients and the administrators' GraphQL explorer (issue 10), the failed background jobs (issue 24).
    expect(ROUTES.map((route) => route.name).sort()).toEqual(
      [
        ...SPEC_PATHS.map(([, name]) => name),
        'terms',
        'invitation',
        'invitation-accept',
        'apiclients',
        'graphqlexplorer',
        'failedjobs',
      ].sort(),
    );
  });

  it('opens the GraphQL explorer at /admin/graphql to administrators only', () => {
    const explorer = ROUTES.find((route) => matchPath(route.path, '/admin/graphql'));
    expect(explorer?.name).toBe('graphqlexplorer');
    expect(explorer?.anyOf).toEqual(['ADMIN_ONLY']);
  });

  it('guards every route that is not root or auth', () => {
    const open = ROUTES.filter((route) => route.public).map((route) => route.name);
    expect(open.sort()).toEqual(['auth', 'authcallback', 'invitation', 'root', 'terms']);
  });
});
