import { Navigate, Route, Routes } from 'react-router-dom';
import { pageActions, type PropertyPageName } from '../../domain/access/property-pages.ts';
import { AuthCallbackScreen } from './auth/AuthCallbackScreen.tsx';
import { RouteGuard } from './components/RouteGuard.tsx';
import type { AppRoute, ScreenLoader, ScreenProps } from './routing/appRoute.ts';
import { loadQuestionnaireScreen } from './screens/questionnaire/screenChunk.ts';
import { AuthScreen } from './screens/auth/AuthScreen.tsx';
import { RootScreen } from './screens/root/RootScreen.tsx';

export type { AppRoute } from './routing/appRoute.ts';

// The auth screen is in the first bundle: it is what a new visitor opens first. Every other screen
// is its own chunk, fetched when first visited, so no screen carries another's code (issue 6).
const properties: ScreenLoader = () => import('./screens/properties/PropertiesScreen.tsx');
const dashboard: ScreenLoader = () => import('./screens/dashboard/DashboardScreen.tsx');
const terms: ScreenLoader = () => import('./screens/terms/TermsScreen.tsx');
/** A page whose whole text the spec gives (the explainer: 'Text to come!'), in one small chunk. */
const comingSoon: ScreenLoader = () => import('./screens/common/ComingSoonScreen.tsx');

const inviteSeller: ScreenLoader = () => import('./screens/invitations/InviteSellerScreen.tsx');
const inviteSolicitor: ScreenLoader = () => import('./screens/invitations/InvitePersonScreen.tsx');
const inviteAgent: ScreenLoader = () => import('./screens/invitations/InviteAgentScreen.tsx');
const propertyManage: ScreenLoader = () => import('./screens/admin/PropertyManageScreen.tsx');
const invitation: ScreenLoader = () => import('./screens/invitations/InvitationScreen.tsx');
const acceptInvitation: ScreenLoader = () => import('./screens/invitations/AcceptInvitationScreen.tsx');
const help: ScreenLoader = () => import('./screens/help/HelpScreen.tsx');

const propertySignatures: ScreenLoader = () => import('./screens/admin/signatures/PropertySignaturesScreen.tsx');
/** A report screen, reached through the reports' small loader module (screens/reports/loaders.ts). */
const report =
  (name: 'propertiesReport' | 'attributeStatistics' | 'portfolioInsights'): ScreenLoader =>
  () =>
    import('./screens/reports/loaders.ts').then((screens) => screens[name]());

const addProperty: ScreenLoader = () =>
  import('./screens/wizard/AddPropertyScreen.tsx').then((module) => ({ default: module.AddPropertyScreen }));

/**
 * Form screens: the questionnaire screen's chunk, showing the form with this id, and the form's
 * query, asked for beside the viewer and the property instead of after them.
 */
const loadFormQuery = () => import('./screens/questionnaire/prefetchQuestionnaire.ts');
const formScreen = (questionnaireId: number): Pick<AppRoute, 'load' | 'prefetch' | 'preload' | 'headingFirst'> => ({
  headingFirst: true,
  load: () =>
    loadQuestionnaireScreen().then(({ QuestionnaireScreen }) => ({
      // The route's title is the form's name: the heading shows while the form is on its way.
      default: function FormScreen({ route }: ScreenProps) {
        return <QuestionnaireScreen questionnaireId={questionnaireId} title={route.title} />;
      },
    })),
  prefetch: (client, propertyId) =>
    loadFormQuery().then(({ prefetchQuestionnaire }) => prefetchQuestionnaire(client, propertyId, questionnaireId)),
  preload: () => Promise.all([loadQuestionnaireScreen(), loadFormQuery()]),
});

/**
 * A page under /properties/:id. Who may open it is the domain's rule (domain/access/property-pages.ts),
 * the one the API's reads and the dashboard's buttons follow, never a list written here.
 */
const property = (name: PropertyPageName, title: string): AppRoute => {
  const anyOf = pageActions(name);
  return {
    name,
    path: `/properties/:id/${name}`,
    title,
    idKind: 'number',
    propertyPage: true,
    load: comingSoon,
    ...(anyOf.length ? { anyOf } : {}),
  };
};

export const ROUTES: readonly AppRoute[] = [
  { name: 'root', path: '/', title: 'Home', public: true, screen: RootScreen },
  { name: 'auth', path: '/auth', title: 'Welcome', public: true, screen: AuthScreen },
  {
    name: 'authcallback',
    path: '/auth/callback',
    title: 'Signing in',
    public: true,
    alwaysOpen: true,
    screen: AuthCallbackScreen,
  },
  // Not in the spec's table: the terms the Terms and Conditions modal asks users to accept.
  { name: 'terms', path: '/terms', title: 'Terms and Conditions', public: true, alwaysOpen: true, load: terms },

  {
    name: 'admin',
    path: '/admin',
    title: 'Admin',
    anyOf: ['VIEW_ADMIN'],
    load: () => import('./screens/admin/AdminScreen.tsx'),
  },
  {
    name: 'brands',
    path: '/admin/brands',
    title: 'Brands',
    anyOf: ['VIEW_BRANDS'],
    load: () => import('./screens/admin/BrandsScreen.tsx'),
  },
  {
    name: 'agencies',
    path: '/admin/agencies',
    title: 'Agencies',
    anyOf: ['CREATE_AGENCY'],
    load: () => import('./screens/admin/AgenciesScreen.tsx'),
  },
  {
    name: 'solicitorsfirms',
    path: '/admin/solicitors-firms',
    title: "Solicitors' firms",
    load: () => import('./screens/admin/SolicitorsFirmsScreen.tsx'),
  },
  {
    name: 'agents',
    path: '/admin/agents',
    title: 'Agents',
    anyOf: ['CREATE_AGENT'],
    load: () => import('./screens/admin/AgentsScreen.tsx'),
  },
  {
    name: 'solicitors',
    path: '/admin/solicitors',
    title: 'Solicitors',
    load: () => import('./screens/admin/SolicitorsScreen.tsx'),
  },
  {
    name: 'movers',
    path: '/admin/movers',
    title: 'Home movers',
    anyOf: ['VIEW_MOVERS'],
    load: () => import('./screens/admin/MoversScreen.tsx'),
  },
  {
    name: 'organisation',
    path: '/admin/organisation/:id',
    title: 'Organisation',
    idKind: 'number',
    load: () => import('./screens/admin/OrganisationScreen.tsx'),
  },
  {
    name: 'user',
    path: '/admin/user/:id',
    title: 'User',
    idKind: 'string',
    load: () => import('./screens/admin/UserScreen.tsx'),
  },
  {
    name: 'usersearch',
    path: '/admin/user-search',
    title: 'User search',
    anyOf: ['ADMIN_ONLY'],
    load: () => import('./screens/admin/UserSearchScreen.tsx'),
  },
  {
    name: 'listproperties',
    path: '/admin/properties',
    title: 'Properties',
    anyOf: ['CREATE_PROPERTY'],
    load: () => import('./screens/admin/AdminPropertiesScreen.tsx'),
  },
  {
    name: 'reportproperties',
    path: '/admin/reports/properties',
    title: 'Properties report',
    load: report('propertiesReport'),
  },
  {
    name: 'adminpropertymanage',
    path: '/admin/properties/:id/manage',
    title: 'Manage property',
    idKind: 'number',
    anyOf: ['CREATE_PROPERTY', 'INVITE_SELLER'],
    load: propertyManage,
  },
  {
    name: 'propertysignatures',
    path: '/admin/properties/:id/signatures',
    title: 'Property signatures',
    idKind: 'number',
    anyOf: ['VIEW_PROPERTY_SIGNATURES'],
    load: propertySignatures,
  },
  {
    name: 'propattrs',
    path: '/admin/reports/attributes',
    title: 'Property attributes report',
    anyOf: ['PROPERTY_ATTRIBUTES_REPORT'],
    load: report('attributeStatistics'),
  },
  // Spec 02 §6: portfolio insights needs admin-only.
  {
    name: 'portfolioinsights',
    path: '/admin/portfolio-insights',
    title: 'Portfolio insights',
    anyOf: ['ADMIN_ONLY'],
    load: report('portfolioInsights'),
  },
  // Not in the spec's table: integrators' API clients (issue 10), administrators only.
  {
    name: 'apiclients',
    path: '/admin/api-clients',
    title: 'API clients',
    anyOf: ['ADMIN_ONLY'],
    load: () => import('./screens/admin/ApiClientsScreen.tsx'),
  },
  // Not in the spec's table: background jobs that failed every attempt (issue 24), administrators only.
  {
    name: 'failedjobs',
    path: '/admin/failed-jobs',
    title: 'Failed jobs',
    anyOf: ['GLOBAL_ADMIN_OPTIONS'],
    load: () => import('./screens/admin/FailedJobsScreen.tsx'),
  },
  // Issue 10: GraphiQL for administrators, in its own chunk (GraphiQL is larger than the whole entry).
  {
    name: 'graphqlexplorer',
    path: '/admin/graphql',
    title: 'GraphQL explorer',
    anyOf: ['ADMIN_ONLY'],
    load: () => import('./screens/admin/explorer/GraphqlExplorerScreen.tsx'),
  },

  { name: 'properties', path: '/properties', title: 'Properties', load: properties },
  {
    name: 'addproperty',
    path: '/properties/new',
    title: 'Add property',
    anyOf: ['CREATE_PROPERTY'],
    load: addProperty,
  },
  {
    name: 'dashboard',
    path: '/properties/:id',
    title: 'Dashboard',
    idKind: 'number',
    propertyPage: true,
    load: dashboard,
  },
  { ...property('enquiry', 'Enquiry'), load: help },
  { ...property('help', 'Help'), load: help },
  { ...property('explainer', 'Contract Ready explainer'), comingSoonText: 'Text to come!' },
  { ...property('invite-seller', 'Invite seller'), load: inviteSeller },
  {
    ...property('invite-solicitor', 'Invite solicitor'),
    load: inviteSolicitor,
  },
  { ...property('invite-agent', 'Invite agent'), load: inviteAgent },
  {
    ...property('about-my-home', 'About my home'),
    ...formScreen(4),
  },
  {
    ...property('fixtures-fittings', 'Fixtures and fittings'),
    ...formScreen(3),
  },
  {
    ...property('property-information', 'Property information'),
    ...formScreen(2),
  },
  { ...property('preliminary-information', 'Preliminary information'), ...formScreen(5) },
  {
    ...property('leasehold-information', 'Leasehold information'),
    ...formScreen(1),
  },
  // Not in the spec's table: the link of an invitation mail, and accepting it once signed in.
  {
    name: 'invitation',
    path: '/invitation/:token',
    title: 'Invitation',
    public: true,
    alwaysOpen: true,
    load: invitation,
  },
  { name: 'invitation-accept', path: '/invitation-accept', title: 'Invitation', load: acceptInvitation },
  {
    ...property('conveyancing-enquiries', 'Conveyancing enquiries'),
    ...formScreen(6),
  },
];

export function routeByName(name: string): AppRoute {
  const found = ROUTES.find((route) => route.name === name);
  if (!found) throw new RangeError(`unknown route ${name}`);
  return found;
}

/** Every route of the table behind the access guard; any other path goes to `/`. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.name} path={route.path} element={<RouteGuard route={route} />} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
