import type { RoleName } from './roles.ts';

/**
 * What every caller gets from every REST route and GraphQL root field, written down as data: the
 * access-matrix test calls each one as each caller and compares. It is kept apart from the code
 * that enforces the rules, so a change to the enforcement that changes an outcome shows up as a
 * failing case, and a new route or field without a row here fails the test.
 *
 * "inside" is an object within the caller's tenancy: property A (an agency and a firm of brand A,
 * sold by mover A, created by simple user A), the caller's own user record, the caller's own
 * organisation. "outside" is the same kind of object of brand B. Routes without an object have no
 * outside case. List routes answer `lists` when the inside object is in the list and `omits` when
 * the outside object is not.
 */
export type RestOutcome = 200 | 201 | 400 | 401 | 403 | 404 | 'lists' | 'omits';
export type GraphqlOutcome = 'OK' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'lists' | 'omits';

export type AccessRow<O> = {
  anonymous: O;
  inside: Record<RoleName, O>;
  outside: Record<RoleName, O> | null;
  /** Why the row reads as it does, where it is not obvious. */
  rule: string;
};

const everyone = <O>(outcome: O): Record<RoleName, O> => ({
  administrator: outcome,
  simple: outcome,
  solicitor: outcome,
  brandAdmin: outcome,
  agent: outcome,
  homeMover: outcome,
});

const onlyAdministrator = <O>(allowed: O, refused: O): Record<RoleName, O> => ({ ...everyone(refused), administrator: allowed });

const creators = <O>(allowed: O, seller: O): Record<RoleName, O> => ({ ...everyone(allowed), homeMover: seller });

/** Outside: naming brand B's agency as the parent. Only the administrator may; a brand admin cannot see it; others lack the permission. */
const otherParent = <O>(allowed: O, unseen: O, refused: O): Record<RoleName, O> => ({ ...everyone(refused), administrator: allowed, brandAdmin: unseen });

export const REST_ACCESS: Record<string, AccessRow<RestOutcome>> = {
  'GET /api/health': {
    anonymous: 200,
    inside: everyone(200),
    outside: null,
    rule: 'Health is public: load balancers call it without a token.',
  },
  'GET /api/properties': {
    anonymous: 401,
    inside: everyone('lists'),
    outside: onlyAdministrator('lists', 'omits'),
    rule: 'Every role lists the properties it has a relation to; only administrators see brand B’s.',
  },
  'GET /api/property/:id': {
    anonymous: 401,
    inside: everyone(200),
    outside: onlyAdministrator(200, 404),
    rule: 'A property outside the tenancy is 404, never 403.',
  },
  'GET /api/phases': { anonymous: 401, inside: everyone(200), outside: null, rule: 'Reference data for any signed-in user.' },
  'PUT /api/accept': { anonymous: 401, inside: everyone(200), outside: null, rule: 'Accepts the terms for the caller only.' },
  'GET /api/user/:id': {
    anonymous: 401,
    inside: everyone(200),
    outside: onlyAdministrator(200, 404),
    rule: 'Users outside the tenancy do not exist for the caller.',
  },
  'PUT /api/user/:id': {
    anonymous: 401,
    inside: everyone(200),
    outside: onlyAdministrator(200, 404),
    rule: 'Anyone updates their own name and email; another tenancy’s user is 404.',
  },
  'POST /api/credits/request': {
    anonymous: 401,
    inside: { ...everyone(201), homeMover: 403 },
    outside: null,
    rule: 'Roles that add properties may ask for credits for their own organisation; sellers may not.',
  },
  'GET /api/property/:id/uploads': {
    anonymous: 401,
    inside: everyone(200),
    outside: onlyAdministrator(200, 404),
    rule: 'Whoever sees the property sees its vault.',
  },
  'POST /api/upload/:propertyId': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 201, homeMover: 201 },
    outside: onlyAdministrator(201, 404),
    rule: 'The property’s sellers and administrators add documents (domain/uploads.ts mayUploadTo); others who see it get 403.',
  },
  'POST /api/removeupload/:propertyId': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, homeMover: 200 },
    outside: onlyAdministrator(200, 404),
    rule: 'As uploading.',
  },
  'GET /api/upload/:propertyId/:uploadId': {
    anonymous: 401,
    inside: everyone(200),
    outside: onlyAdministrator(200, 404),
    rule: 'Whoever sees the property downloads its documents.',
  },
  'GET /api/organisation/:id': {
    anonymous: 401,
    inside: { ...everyone(200), homeMover: 404 },
    outside: onlyAdministrator(200, 404),
    rule: 'Sellers belong to no organisation, so every organisation is outside their tenancy.',
  },
  'GET /api/questionnaire/:propertyId/:questionnaireId': {
    anonymous: 401,
    inside: { ...everyone(200), simple: 403 },
    outside: onlyAdministrator(200, 404),
    rule: 'Every role that sees the property reads its forms, except the simple user, who has no view right on them (property information shown).',
  },
  'POST /api/questionnaire/:propertyId/:questionnaireId': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, brandAdmin: 200, homeMover: 200 },
    outside: onlyAdministrator(200, 404),
    rule: 'Sellers and brand admins answer; agents only the services section (a disputes answer shown), solicitors and simple users never.',
  },
  'GET /api/address-lookup/:postcode': { anonymous: 401, inside: creators(200, 403), outside: null, rule: 'The wizard’s searches are for the roles that add properties.' },
  'POST /api/land-registry/search': { anonymous: 401, inside: creators(200, 403), outside: null, rule: 'As the address lookup.' },
  'POST /api/alto/search/:postcode': {
    anonymous: 401,
    inside: { ...everyone(403), agent: 200 },
    outside: null,
    rule: 'Only an organisation that uses the portal searches it (agency A does; the others, the administrator’s included, do not).',
  },
  'POST /api/property': {
    anonymous: 401,
    inside: creators(201, 403),
    outside: otherParent(201, 404, 403),
    rule: 'Roles that add properties add them to their own organisation; naming another parent needs CREATE_PROPERTY_WITH_OTHER_PARENT and an organisation in sight.',
  },
  'PUT /api/property/title/add': {
    anonymous: 401,
    inside: creators(200, 403),
    outside: otherParent(200, 404, 403),
    rule: 'As POST /api/property.',
  },
  'GET /api/admin/monthly-limit': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'A global admin option.' },
  'POST /api/admin/monthly-limit': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'A global admin option.' },
  'GET /api/agencies': {
    anonymous: 401,
    inside: { ...everyone(200), simple: 403, homeMover: 403 },
    outside: null,
    rule: 'VIEW_AGENCIES; each caller gets the agencies within their tenancy.',
  },
  'GET /api/agents/:agency': {
    anonymous: 401,
    inside: creators(200, 403),
    outside: { ...onlyAdministrator(200, 404), homeMover: 403 },
    rule: 'The people of an organisation in sight; another tenancy’s is 404.',
  },
  // Attribute reports.
  'GET /api/attributes/summary': {
    anonymous: 401,
    inside: everyone(200),
    outside: null,
    rule: 'Every role reads the summary of the properties in its own tenancy; all_fields is ignored for simple users.',
  },
  'GET /api/attributes/examples': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'Examples open from portfolio insights, an admin-only report.' },
  'GET /api/attributes/statistics': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'The property-attributes report permission (spec 02 §6).' },
  'POST /api/attributes/statistics/refresh': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'As GET /api/attributes/statistics.' },
  'GET /api/attributes/properties': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: onlyAdministrator(200, 403), rule: 'The dashboard attributes widget is admin-only.' },
};

export const GRAPHQL_ACCESS: Record<string, AccessRow<GraphqlOutcome>> = {
  'Query.health': { anonymous: 'OK', inside: everyone('OK'), outside: null, rule: '@public.' },
  'Query.viewer': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: null, rule: 'The caller’s own record.' },
  'Query.properties': {
    anonymous: 'UNAUTHENTICATED',
    inside: everyone('lists'),
    outside: onlyAdministrator('lists', 'omits'),
    rule: 'As GET /api/properties.',
  },
  'Query.property': {
    anonymous: 'UNAUTHENTICATED',
    inside: everyone('OK'),
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As GET /api/property/:id.',
  },
  'Query.phases': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: null, rule: 'Reference data.' },
  'Query.user': {
    anonymous: 'UNAUTHENTICATED',
    inside: everyone('OK'),
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As GET /api/user/:id.',
  },
  'Query.organisation': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('OK'), homeMover: 'NOT_FOUND' },
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As GET /api/organisation/:id.',
  },
  'Mutation.acceptTerms': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: null, rule: 'The caller’s own terms.' },
  'Mutation.requestCredits': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('OK'), homeMover: 'FORBIDDEN' },
    outside: null,
    rule: 'As POST /api/credits/request.',
  },
  'Query.questionnaire': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('OK'), simple: 'FORBIDDEN' },
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As GET /api/questionnaire/:propertyId/:questionnaireId.',
  },
  'Mutation.saveAnswers': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK', homeMover: 'OK' },
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As POST /api/questionnaire/:propertyId/:questionnaireId.',
  },
  'Mutation.uploadDocuments': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', homeMover: 'OK' },
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As POST /api/upload/:propertyId.',
  },
  'Mutation.removeDocument': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', homeMover: 'OK' },
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As POST /api/removeupload/:propertyId.',
  },
  'Mutation.syncViewerProfile': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: null, rule: 'The caller’s own record.' },
  'Query.addressLookup': { anonymous: 'UNAUTHENTICATED', inside: creators('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/address-lookup/:postcode.' },
  'Query.titleSearch': { anonymous: 'UNAUTHENTICATED', inside: creators('OK', 'FORBIDDEN'), outside: null, rule: 'As POST /api/land-registry/search.' },
  'Query.portalSearch': { anonymous: 'UNAUTHENTICATED', inside: { ...everyone('FORBIDDEN'), agent: 'OK' }, outside: null, rule: 'As POST /api/alto/search/:postcode.' },
  'Query.agencies': { anonymous: 'UNAUTHENTICATED', inside: { ...everyone('OK'), simple: 'FORBIDDEN', homeMover: 'FORBIDDEN' }, outside: null, rule: 'As GET /api/agencies.' },
  'Query.agents': {
    anonymous: 'UNAUTHENTICATED',
    inside: creators('OK', 'FORBIDDEN'),
    outside: { ...onlyAdministrator('OK', 'NOT_FOUND'), homeMover: 'FORBIDDEN' },
    rule: 'As GET /api/agents/:agency.',
  },
  'Query.monthlyLimit': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/admin/monthly-limit.' },
  'Mutation.addProperty': { anonymous: 'UNAUTHENTICATED', inside: creators('OK', 'FORBIDDEN'), outside: otherParent('OK', 'NOT_FOUND', 'FORBIDDEN'), rule: 'As POST /api/property.' },
  'Mutation.addPropertyByTitle': {
    anonymous: 'UNAUTHENTICATED',
    inside: creators('OK', 'FORBIDDEN'),
    outside: otherParent('OK', 'NOT_FOUND', 'FORBIDDEN'),
    rule: 'As PUT /api/property/title/add.',
  },
  'Mutation.setMonthlyLimit': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As POST /api/admin/monthly-limit.' },
  // Attribute reports.
  'Query.attributeSummary': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: null, rule: 'As GET /api/attributes/summary.' },
  'Query.attributeExamples': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/attributes/examples.' },
  'Query.attributeStatistics': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/attributes/statistics.' },
  'Mutation.refreshAttributeStatistics': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As POST /api/attributes/statistics/refresh.' },
};
