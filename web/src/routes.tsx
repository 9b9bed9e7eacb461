import { Navigate, Route, Routes } from 'react-router-dom';
import type { Action } from '../../domain/permissions.ts';
import { AuthCallbackScreen } from './auth/AuthCallbackScreen.tsx';
import { RouteGuard } from './components/RouteGuard.tsx';
import type { AppRoute, ScreenLoader } from './routing/appRoute.ts';
import { AuthScreen } from './screens/auth/AuthScreen.tsx';
import { RootScreen } from './screens/root/RootScreen.tsx';

export type { AppRoute } from './routing/appRoute.ts';

// The auth screen is in the first bundle: it is what a new visitor opens first. Every other screen
// is its own chunk, fetched when first visited, so no screen carries another's code (issue 6).
const properties: ScreenLoader = () => import('./screens/properties/PropertiesScreen.tsx');
const dashboard: ScreenLoader = () => import('./screens/dashboard/DashboardScreen.tsx');
const terms: ScreenLoader = () => import('./screens/terms/TermsScreen.tsx');
/** Screens a later issue builds (forms, wizard, admin) share one small placeholder chunk until then. */
const comingSoon: ScreenLoader = () => import('./screens/common/ComingSoonScreen.tsx');

/** A report screen, reached through the reports' small loader module (screens/reports/loaders.ts). */
const report =
  (name: 'propertiesReport' | 'attributeStatistics' | 'portfolioInsights'): ScreenLoader =>
  () =>
    import('./screens/reports/loaders.ts').then((screens) => screens[name]());

const addProperty: ScreenLoader = () => import('./screens/wizard/AddPropertyScreen.tsx').then((module) => ({ default: module.AddPropertyScreen }));

/** Form screens: the questionnaire screen's chunk, showing the form with this id. */
const formScreen =
  (questionnaireId: number): ScreenLoader =>
  () =>
    import('./screens/questionnaire/QuestionnaireScreen.tsx').then(({ QuestionnaireScreen }) => ({
      default: function FormScreen() {
        return <QuestionnaireScreen questionnaireId={questionnaireId} />;
      },
    }));

const property = (segment: string, name: string, title: string, anyOf?: readonly Action[]): AppRoute => ({
  name,
  path: `/properties/:id/${segment}`,
  title,
  idKind: 'number',
  propertyPage: true,
  load: comingSoon,
  ...(anyOf ? { anyOf } : {}),
});

/** A signed-in route whose screen a later issue builds. */
const later = (route: Omit<AppRoute, 'load'>): AppRoute => ({ ...route, load: comingSoon });

export const ROUTES: readonly AppRoute[] = [
  { name: 'root', path: '/', title: 'Home', public: true, screen: RootScreen },
  { name: 'auth', path: '/auth', title: 'Welcome', public: true, screen: AuthScreen },
  { name: 'authcallback', path: '/auth/callback', title: 'Signing in', public: true, alwaysOpen: true, screen: AuthCallbackScreen },
  // Not in the spec's table: the terms the Terms and Conditions modal asks users to accept.
  { name: 'terms', path: '/terms', title: 'Terms and Conditions', public: true, alwaysOpen: true, load: terms },

  later({ name: 'admin', path: '/admin', title: 'Admin', anyOf: ['VIEW_ADMIN'] }),
  later({ name: 'brands', path: '/admin/brands', title: 'Brands', anyOf: ['VIEW_BRANDS'] }),
  later({ name: 'agencies', path: '/admin/agencies', title: 'Agencies', anyOf: ['CREATE_AGENCY'] }),
  later({ name: 'solicitorsfirms', path: '/admin/solicitors-firms', title: "Solicitors' firms" }),
  later({ name: 'agents', path: '/admin/agents', title: 'Agents', anyOf: ['CREATE_AGENT'] }),
  later({ name: 'solicitors', path: '/admin/solicitors', title: 'Solicitors' }),
  later({ name: 'movers', path: '/admin/movers', title: 'Home movers', anyOf: ['VIEW_MOVERS'] }),
  later({ name: 'organisation', path: '/admin/organisation/:id', title: 'Organisation', idKind: 'number' }),
  later({ name: 'user', path: '/admin/user/:id', title: 'User', idKind: 'string' }),
  later({ name: 'usersearch', path: '/admin/user-search', title: 'User search' }),
  later({ name: 'listproperties', path: '/admin/properties', title: 'Properties', anyOf: ['CREATE_PROPERTY'] }),
  { name: 'reportproperties', path: '/admin/reports/properties', title: 'Properties report', load: report('propertiesReport') },
  later({ name: 'propertysignatures', path: '/admin/properties/:id/signatures', title: 'Property signatures', idKind: 'number' }),
  later({ name: 'adminpropertymanage', path: '/admin/properties/:id/manage', title: 'Manage property', idKind: 'number' }),
  { name: 'propattrs', path: '/admin/reports/attributes', title: 'Property attributes report', anyOf: ['PROPERTY_ATTRIBUTES_REPORT'], load: report('attributeStatistics') },
  // Spec 02 §6: portfolio insights needs admin-only.
  { name: 'portfolioinsights', path: '/admin/portfolio-insights', title: 'Portfolio insights', anyOf: ['ADMIN_ONLY'], load: report('portfolioInsights') },

  { name: 'properties', path: '/properties', title: 'Properties', load: properties },
  { name: 'addproperty', path: '/properties/new', title: 'Add property', anyOf: ['CREATE_PROPERTY'], load: addProperty },
  { name: 'dashboard', path: '/properties/:id', title: 'Dashboard', idKind: 'number', propertyPage: true, load: dashboard },
  property('enquiry', 'enquiry', 'Enquiry'),
  property('help', 'help', 'Help'),
  { ...property('explainer', 'explainer', 'Contract Ready explainer'), comingSoonText: 'Text to come!' },
  property('invite-seller', 'invite-seller', 'Invite seller', ['INVITE_SELLER']),
  property('invite-solicitor', 'invite-solicitor', 'Invite solicitor', ['INVITE_SOLICITOR']),
  property('invite-agent', 'invite-agent', 'Invite agent', ['INVITE_AGENT']),
  { ...property('about-my-home', 'about-my-home', 'About my home', ['EDIT_ABOUT_MY_HOME', 'VIEW_ABOUT_MY_HOME', 'READ_ONLY_FORM_ACCESS']), load: formScreen(4) },
  { ...property('fixtures-fittings', 'fixtures-fittings', 'Fixtures and fittings', ['EDIT_FIXTURES_AND_FITTINGS', 'READ_ONLY_FORM_ACCESS']), load: formScreen(3) },
  {
    ...property('property-information', 'property-information', 'Property information', ['EDIT_PROPERTY_INFO', 'EDIT_PROPERTY_INFO_SERVICES', 'READ_ONLY_FORM_ACCESS']),
    load: formScreen(2),
  },
  { ...property('preliminary-information', 'preliminary-information', 'Preliminary information'), load: formScreen(5) },
  { ...property('leasehold-information', 'leasehold-information', 'Leasehold information', ['EDIT_LEASEHOLD_INFO', 'READ_ONLY_FORM_ACCESS']), load: formScreen(1) },
  property('conveyancing-enquiries', 'conveyancing-enquiries', 'Conveyancing enquiries', [
    'EDIT_CONVEYANCING_ENQUIRIES',
    'VIEW_CONVEYANCING_ENQUIRIES_ROUTE',
    'READ_ONLY_FORM_ACCESS',
  ]),
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
