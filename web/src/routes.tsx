import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { Action } from '../../domain/permissions.ts';
import { AuthCallbackScreen } from './auth/AuthCallbackScreen.tsx';
import { RouteGuard } from './components/RouteGuard.tsx';
import { AuthScreen } from './screens/auth/AuthScreen.tsx';
import { DashboardScreen } from './screens/dashboard/DashboardScreen.tsx';
import { PropertiesScreen } from './screens/properties/PropertiesScreen.tsx';
import { QuestionnaireScreen } from './screens/questionnaire/QuestionnaireScreen.tsx';
import { RootScreen } from './screens/root/RootScreen.tsx';
import { LazyAddPropertyScreen } from './screens/wizard/LazyAddPropertyScreen.tsx';

/**
 * One row of the route table (spec 01 §2). `anyOf` lists the permissions of which the viewer needs
 * one; a signed-in route without it is open to every signed-in user. A route without `screen`
 * belongs to a later issue and shows the shared Coming soon screen.
 */
export type AppRoute = {
  /** The route's name in the spec's route table. */
  name: string;
  /** react-router path pattern. */
  path: string;
  /** Page name: the document title and the Coming soon heading. */
  title: string;
  /** Reachable without signing in. */
  public?: true;
  anyOf?: readonly Action[];
  /** What the `:id` parameter must look like; anything else is an unknown path. */
  idKind?: 'number' | 'string';
  /** Under /properties/:id: the header offers Back to dashboard and the invite links. */
  propertyPage?: true;
  screen?: ComponentType;
  /** Body of the Coming soon screen, when it is not the default. */
  comingSoonText?: string;
};

/** Form screens: the generic questionnaire screen for the form with this id. */
const formScreen = (questionnaireId: number): ComponentType => {
  const Form = () => <QuestionnaireScreen questionnaireId={questionnaireId} />;
  Form.displayName = `Questionnaire${questionnaireId}`;
  return Form;
};

const property = (segment: string, name: string, title: string, anyOf?: readonly Action[]): AppRoute => ({
  name,
  path: `/properties/:id/${segment}`,
  title,
  idKind: 'number',
  propertyPage: true,
  ...(anyOf ? { anyOf } : {}),
});

export const ROUTES: readonly AppRoute[] = [
  { name: 'root', path: '/', title: 'Home', public: true, screen: RootScreen },
  { name: 'auth', path: '/auth', title: 'Welcome', public: true, screen: AuthScreen },
  { name: 'authcallback', path: '/auth/callback', title: 'Signing in', public: true, screen: AuthCallbackScreen },

  { name: 'admin', path: '/admin', title: 'Admin', anyOf: ['VIEW_ADMIN'] },
  { name: 'brands', path: '/admin/brands', title: 'Brands', anyOf: ['VIEW_BRANDS'] },
  { name: 'agencies', path: '/admin/agencies', title: 'Agencies', anyOf: ['CREATE_AGENCY'] },
  { name: 'solicitorsfirms', path: '/admin/solicitors-firms', title: "Solicitors' firms" },
  { name: 'agents', path: '/admin/agents', title: 'Agents', anyOf: ['CREATE_AGENT'] },
  { name: 'solicitors', path: '/admin/solicitors', title: 'Solicitors' },
  { name: 'movers', path: '/admin/movers', title: 'Home movers', anyOf: ['VIEW_MOVERS'] },
  { name: 'organisation', path: '/admin/organisation/:id', title: 'Organisation', idKind: 'number' },
  { name: 'user', path: '/admin/user/:id', title: 'User', idKind: 'string' },
  { name: 'usersearch', path: '/admin/user-search', title: 'User search' },
  { name: 'listproperties', path: '/admin/properties', title: 'Properties', anyOf: ['CREATE_PROPERTY'] },
  { name: 'reportproperties', path: '/admin/reports/properties', title: 'Properties report' },
  { name: 'propertysignatures', path: '/admin/properties/:id/signatures', title: 'Property signatures', idKind: 'number' },
  { name: 'adminpropertymanage', path: '/admin/properties/:id/manage', title: 'Manage property', idKind: 'number' },
  { name: 'propattrs', path: '/admin/reports/attributes', title: 'Property attributes report', anyOf: ['PROPERTY_ATTRIBUTES_REPORT'] },
  { name: 'portfolioinsights', path: '/admin/portfolio-insights', title: 'Portfolio insights' },

  { name: 'properties', path: '/properties', title: 'Properties', screen: PropertiesScreen },
  { name: 'addproperty', path: '/properties/new', title: 'Add property', anyOf: ['CREATE_PROPERTY'], screen: LazyAddPropertyScreen },
  { name: 'dashboard', path: '/properties/:id', title: 'Dashboard', idKind: 'number', propertyPage: true, screen: DashboardScreen },
  property('enquiry', 'enquiry', 'Enquiry'),
  property('help', 'help', 'Help'),
  { ...property('explainer', 'explainer', 'Contract Ready explainer'), comingSoonText: 'Text to come!' },
  property('invite-seller', 'invite-seller', 'Invite seller', ['INVITE_SELLER']),
  property('invite-solicitor', 'invite-solicitor', 'Invite solicitor', ['INVITE_SOLICITOR']),
  property('invite-agent', 'invite-agent', 'Invite agent', ['INVITE_AGENT']),
  { ...property('about-my-home', 'about-my-home', 'About my home', ['EDIT_ABOUT_MY_HOME', 'VIEW_ABOUT_MY_HOME', 'READ_ONLY_FORM_ACCESS']), screen: formScreen(4) },
  { ...property('fixtures-fittings', 'fixtures-fittings', 'Fixtures and fittings', ['EDIT_FIXTURES_AND_FITTINGS', 'READ_ONLY_FORM_ACCESS']), screen: formScreen(3) },
  {
    ...property('property-information', 'property-information', 'Property information', ['EDIT_PROPERTY_INFO', 'EDIT_PROPERTY_INFO_SERVICES', 'READ_ONLY_FORM_ACCESS']),
    screen: formScreen(2),
  },
  property('preliminary-information', 'preliminary-information', 'Preliminary information'),
  { ...property('leasehold-information', 'leasehold-information', 'Leasehold information', ['EDIT_LEASEHOLD_INFO', 'READ_ONLY_FORM_ACCESS']), screen: formScreen(1) },
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
