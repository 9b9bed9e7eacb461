import type { Page } from 'playwright-core';
import { formShown } from './form-shown.ts';

/**
 * Every screen each demo role can open, for the axe checks in the browser
 * (tests/e2e/every-role-a11y/, one file per role, and tests/e2e/admin-screens-a11y.test.ts for the
 * administrator's lists). `{id}` is the role's first property on its list. A screen is ready when
 * `ready` resolves, by default when its level-1 heading shows. tests/web/guard/a11y-coverage.test.ts
 * fails when the route table lets a role open a screen that is not listed here.
 */
export type RoleScreen = {
  path: string;
  /** The route's name in web/src/routes.tsx. */
  route: string;
  ready?: (page: Page) => Promise<unknown>;
  /** Something to open on the screen before it is checked (a panel, a dialog), once, at the first width. */
  open?: (page: Page) => Promise<unknown>;
  /**
   * Parts of the screen this role's axe check takes out of the page once they have shown: the same
   * content, whoever reads it, is checked elsewhere (say where).
   */
  checkedElsewhere?: string;
};

export type RoleEmail =
  | 'admin@example.com'
  | 'agent@example.com'
  | 'solicitor@example.com'
  | 'brand@example.com'
  | 'simple@example.com'
  | 'mover@example.com';

const heading =
  (name: string | RegExp): RoleScreen['ready'] =>
  (page) =>
    page.getByRole('heading', { level: 1, name }).first().waitFor();

/** The main landmark shows: for screens whose content depends on what the server lets the role read. */
const mainShown: RoleScreen['ready'] = (page) => page.getByRole('main').waitFor();

/** The screens under /properties every signed-in role opens. */
const PROPERTY: RoleScreen[] = [
  { route: 'properties', path: '/properties', ready: (page) => page.locator('a.property-card').first().waitFor() },
  {
    route: 'dashboard',
    path: '/properties/{id}',
    ready: (page) => page.getByRole('heading', { name: 'Document retrieval code' }).waitFor(),
  },
  {
    route: 'help',
    path: '/properties/{id}/help',
    ready: (page) => page.getByRole('button', { name: 'Send' }).waitFor(),
  },
  {
    route: 'enquiry',
    path: '/properties/{id}/enquiry',
    ready: (page) => page.getByRole('button', { name: 'Send' }).waitFor(),
  },
  {
    route: 'explainer',
    path: '/properties/{id}/explainer',
    ready: (page) => page.getByText('Text to come!').waitFor(),
  },
];

const form = (route: string, name: string): RoleScreen => ({
  route,
  path: `/properties/{id}/${route}`,
  ready: (page) => formShown(page, name),
});
const ALL_FORMS = [
  form('about-my-home', 'About my home'),
  form('property-information', 'Property information'),
  form('fixtures-fittings', 'Fixtures and fittings'),
  form('leasehold-information', 'Leasehold information'),
  form('preliminary-information', 'Preliminary information'),
  form('conveyancing-enquiries', 'Conveyancing enquiries'),
];
const ADD_PROPERTY: RoleScreen = { route: 'addproperty', path: '/properties/new', ready: heading(/Add/) };
const invite = (route: string): RoleScreen => ({ route, path: `/properties/{id}/${route}`, ready: heading(/Invite/) });
/** The report with its figures, or its word that no property of the role was added in the range. */
const REPORT: RoleScreen = {
  route: 'reportproperties',
  path: '/admin/reports/properties',
  ready: (page) =>
    page.getByRole('table', { name: 'Attributes' }).or(page.getByText('No properties match these filters.')).waitFor(),
};
const MANAGE: RoleScreen = { route: 'adminpropertymanage', path: '/admin/properties/{id}/manage', ready: mainShown };
const SIGNATURES: RoleScreen = {
  route: 'propertysignatures',
  path: '/admin/properties/{id}/signatures',
  ready: mainShown,
};
const ADMIN_PANEL: RoleScreen = { route: 'admin', path: '/admin', ready: heading('Admin Panel') };
const PEOPLE_LISTS: RoleScreen[] = [
  { route: 'solicitorsfirms', path: '/admin/solicitors-firms', ready: mainShown },
  { route: 'solicitors', path: '/admin/solicitors', ready: mainShown },
];
/**
 * An organisation's and a user's page, opened by address: the role's own user, and Cotswold Homes.
 * The organisation's phase tables (every question of every form, a tick or a cross per phase: about
 * 3,700 cells: axe took 20 s per width on them, and the whole page's run costs that even with the
 * tables excluded) are the same for every reader; the administrator's check of this screen in
 * tests/e2e/admin-screens-a11y.test.ts holds them to the rules at both widths, so a role's check
 * here waits for them, takes them out and checks the rest: its name, its facts, the role's navigation.
 */
const ownPages = (userId: string): RoleScreen[] => [
  { route: 'organisation', path: '/admin/organisation/6', ready: mainShown, checkedElsewhere: 'main table' },
  { route: 'user', path: `/admin/user/${userId}`, ready: mainShown },
];

/**
 * The GraphQL explorer (GraphiQL) with a query typed into its editor and run: checked with the
 * editors, the tab strip and a result on screen. `health` is not in the explorer's starting query,
 * so the result shown is the typed query's.
 */
const GRAPHQL_EXPLORER: RoleScreen = {
  route: 'graphqlexplorer',
  path: '/admin/graphql',
  open: async (page) => {
    // By keyboard, as at 375 px the result pane lies over part of the query editor.
    await page.getByRole('textbox', { name: 'Query' }).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('{ health { status } attributeSummary { metadata { totalProperties } } }');
    // GraphiQL has read the typed query once its tab is named after it (an unnamed query).
    await page.getByRole('tab', { name: '<untitled>', selected: true }).waitFor();
    // Closes the completion list the typing may have opened, then runs the query (GraphiQL's Ctrl-Enter).
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+Enter');
  },
  ready: (page) => page.locator('.result-window').getByText('"health"').waitFor(),
};

/** The administrator's admin lists, each with its heading (checked with the page width too). */
export const ADMIN_LISTS: Array<RoleScreen & { heading: string }> = [
  { route: 'admin', path: '/admin', heading: 'Admin Panel' },
  { route: 'brands', path: '/admin/brands', heading: 'Brands' },
  { route: 'agencies', path: '/admin/agencies', heading: 'Agencies' },
  { route: 'solicitorsfirms', path: '/admin/solicitors-firms', heading: "Solicitors' firms" },
  { route: 'agents', path: '/admin/agents', heading: 'Individual Agents' },
  { route: 'solicitors', path: '/admin/solicitors', heading: 'Individual Solicitors' },
  { route: 'movers', path: '/admin/movers', heading: 'Individual Movers' },
  { route: 'organisation', path: '/admin/organisation/6', heading: 'Cotswold Homes' },
  { route: 'user', path: '/admin/user/demo-agent', heading: 'User details' },
  { route: 'usersearch', path: '/admin/user-search', heading: 'User Search' },
  { route: 'listproperties', path: '/admin/properties', heading: 'Properties' },
  { route: 'apiclients', path: '/admin/api-clients', heading: 'API clients' },
];

export const ROLE_SCREENS: Record<RoleEmail, RoleScreen[]> = {
  'admin@example.com': [
    ...PROPERTY,
    ...ALL_FORMS,
    ADD_PROPERTY,
    invite('invite-seller'),
    invite('invite-solicitor'),
    invite('invite-agent'),
    MANAGE,
    SIGNATURES,
    REPORT,
    {
      route: 'propattrs',
      path: '/admin/reports/attributes',
      ready: (page) => page.getByRole('heading', { name: 'Averages' }).waitFor(),
    },
    {
      route: 'portfolioinsights',
      path: '/admin/portfolio-insights',
      ready: (page) => page.getByRole('heading', { name: 'Mortgage Pre-Approval Rate' }).waitFor(),
    },
    {
      // The webhooks of the API client the test adds, with a receiver: the panel's buttons are checked too.
      route: 'apiclients',
      path: '/admin/api-clients',
      ready: (page) => page.getByRole('heading', { name: /^Webhooks of / }).waitFor(),
      open: (page) =>
        page
          .getByRole('button', { name: /^Webhooks of / })
          .first()
          .click(),
    },
    { route: 'failedjobs', path: '/admin/failed-jobs' },
    GRAPHQL_EXPLORER,
  ],
  'agent@example.com': [
    ...PROPERTY,
    ...ownPages('demo-agent'),
    ...ALL_FORMS,
    ADD_PROPERTY,
    invite('invite-seller'),
    invite('invite-solicitor'),
    MANAGE,
    SIGNATURES,
    REPORT,
    ADMIN_PANEL,
    ...PEOPLE_LISTS,
    { route: 'listproperties', path: '/admin/properties', ready: heading('Properties') },
  ],
  'solicitor@example.com': [
    ...PROPERTY,
    ...ownPages('demo-solicitor'),
    ...ALL_FORMS,
    ADD_PROPERTY,
    invite('invite-seller'),
    invite('invite-agent'),
    MANAGE,
    SIGNATURES,
    REPORT,
    ADMIN_PANEL,
    ...PEOPLE_LISTS,
    { route: 'listproperties', path: '/admin/properties', ready: heading('Properties') },
  ],
  'brand@example.com': [
    ...PROPERTY,
    ...ownPages('demo-brand'),
    ...ALL_FORMS,
    ADD_PROPERTY,
    invite('invite-seller'),
    invite('invite-solicitor'),
    invite('invite-agent'),
    MANAGE,
    REPORT,
    ADMIN_PANEL,
    { route: 'agencies', path: '/admin/agencies', ready: heading('Agencies') },
    { route: 'agents', path: '/admin/agents', ready: heading('Individual Agents') },
    { route: 'movers', path: '/admin/movers', ready: heading('Individual Movers') },
    ...PEOPLE_LISTS,
    { route: 'listproperties', path: '/admin/properties', ready: heading('Properties') },
  ],
  'simple@example.com': [
    ...PROPERTY,
    ...ownPages('demo-simple'),
    ADD_PROPERTY,
    MANAGE,
    REPORT,
    ADMIN_PANEL,
    ...PEOPLE_LISTS,
    { route: 'listproperties', path: '/admin/properties', ready: heading('Properties') },
  ],
  'mover@example.com': [...PROPERTY, ...ALL_FORMS, REPORT, ...PEOPLE_LISTS, ...ownPages('demo-mover')],
};

/** The level-1 heading shows: the default sign that a screen is ready. */
export const anyHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
