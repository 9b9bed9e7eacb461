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
export type RestOutcome = 200 | 201 | 400 | 401 | 403 | 404 | 409 | 'lists' | 'omits';
export type GraphqlOutcome = 'OK' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'lists' | 'omits';

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

/** Roles with INVITE_SELLER (brand admin, agent, solicitor, administrator); outside, only the administrator sees the property. */
function inviters<O>(allowed: O, refused: O, unseen?: O): Record<RoleName, O> {
  const seen = unseen === undefined ? allowed : unseen;
  return { administrator: allowed, simple: refused, solicitor: seen, brandAdmin: seen, agent: seen, homeMover: refused };
}

/** Who manages property A: its agency's staff and brand, its creator (the simple user), administrators; not its firm; sellers lack CREATE_PROPERTY. */
function managers<O extends RestOutcome | GraphqlOutcome>(allowed: O): Record<RoleName, O> {
  const refused = (typeof allowed === 'number' ? 403 : 'FORBIDDEN') as O;
  return { administrator: allowed, simple: allowed, solicitor: refused, brandAdmin: allowed, agent: allowed, homeMover: refused };
}

function managersOutside<O extends RestOutcome | GraphqlOutcome>(allowed: O): Record<RoleName, O> {
  const unseen = (typeof allowed === 'number' ? 404 : 'NOT_FOUND') as O;
  const refused = (typeof allowed === 'number' ? 403 : 'FORBIDDEN') as O;
  return { administrator: allowed, simple: unseen, solicitor: unseen, brandAdmin: unseen, agent: unseen, homeMover: refused };
}

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
  // Invitations and property management (spec 02 §4.6, §4.7).
  'POST /api/inviteseller/:id': { anonymous: 401, inside: inviters(201, 403), outside: inviters(201, 403, 404), rule: 'INVITE_SELLER on a property in sight; brand admins may invite to any organisation’s property, the others to their own.' },
  'GET /api/property/:id/invitedsellers': { anonymous: 401, inside: inviters(200, 403), outside: inviters(200, 403, 404), rule: 'As inviting a seller.' },
  'DELETE /api/property/:id/seller/:sellerId': { anonymous: 401, inside: inviters(200, 403), outside: inviters(200, 403, 404), rule: 'As inviting a seller.' },
  'POST /api/property/:id/seller/:sellerId/resend': { anonymous: 401, inside: inviters(200, 403), outside: inviters(200, 403, 404), rule: 'As inviting a seller.' },
  'GET /api/property/:id/invite-options/:kind': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, brandAdmin: 200, agent: 200 },
    outside: onlyAdministrator(200, 404),
    rule: 'The solicitor options need INVITE_SOLICITOR (agents, brand admins); a property out of sight is 404 before the right is looked at.',
  },
  'POST /api/invitesolicitor/:id': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 201, brandAdmin: 201, agent: 201 },
    outside: { ...everyone(403), administrator: 201, brandAdmin: 404, agent: 404 },
    rule: 'INVITE_SOLICITOR on a property in sight.',
  },
  'POST /api/inviteagent/:id': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 201, brandAdmin: 201, solicitor: 201 },
    outside: { ...everyone(403), administrator: 201, brandAdmin: 404, solicitor: 404 },
    rule: 'INVITE_AGENT on a property in sight; solicitors invite to the properties of their own firm.',
  },
  'POST /api/invitations/accept': { anonymous: 401, inside: everyone(200), outside: null, rule: 'Anyone signed in accepts what was sent to their verified email (nothing, without one).' },
  'DELETE /api/property/:id': { anonymous: 401, inside: managers(200), outside: managersOutside(200), rule: 'Its agency’s staff (the brand’s admins), its creator or owner, administrators; a firm it was made available to may not.' },
  'GET /api/property/:id/owners': { anonymous: 401, inside: managers(200), outside: managersOutside(200), rule: 'As deleting.' },
  'PUT /api/property/:id/owner': { anonymous: 401, inside: managers(200), outside: managersOutside(200), rule: 'As deleting.' },
  'PUT /api/property/:id/creator': { anonymous: 401, inside: managers(200), outside: managersOutside(200), rule: 'As deleting.' },
  'POST /api/enquiry/:id': {
    anonymous: 401,
    inside: everyone(201),
    outside: onlyAdministrator(201, 404),
    rule: 'Whoever sees the property may ask for help about it; another tenancy’s property is 404.',
  },
  'GET /api/admin/brands': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'VIEW_BRANDS is an administrator’s.' },
  'GET /api/admin/agencies': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, brandAdmin: 200 },
    outside: null,
    rule: 'CREATE_AGENCY; a brand admin gets the agencies under their brand, an administrator every one.',
  },
  'GET /api/admin/solicitors-firms': {
    anonymous: 401,
    inside: { ...everyone(200), homeMover: 403 },
    outside: null,
    rule: 'VIEW_ADMIN; each caller gets the firms within their tenancy.',
  },
  'POST /api/agency': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 201, brandAdmin: 201 },
    outside: { ...everyone(403), administrator: 201, brandAdmin: 404 },
    rule: 'CREATE_AGENCY; a brand admin adds under their own brand only, another brand is not in sight.',
  },
  'POST /api/solicitorsfirm': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 201, brandAdmin: 201 },
    outside: { ...everyone(403), administrator: 201, brandAdmin: 404 },
    rule: 'As POST /api/agency.',
  },
  'PUT /api/agency/:id': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: onlyAdministrator(200, 403), rule: 'EDIT_TA6_TRIAL is an administrator’s.' },
  'PUT /api/solicitorsfirm/:id': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: onlyAdministrator(200, 403), rule: 'As PUT /api/agency/:id.' },
  'GET /api/organisation/:id/phase-config': {
    anonymous: 401,
    inside: { ...everyone(200), homeMover: 404 },
    outside: onlyAdministrator(200, 404),
    rule: 'As GET /api/organisation/:id.',
  },
  'GET /api/admin/agents': { anonymous: 401, inside: { ...everyone(403), administrator: 200, brandAdmin: 200 }, outside: null, rule: 'CREATE_AGENT; a brand admin gets the staff under their brand.' },
  'GET /api/admin/solicitors': { anonymous: 401, inside: { ...everyone(200), homeMover: 403 }, outside: null, rule: 'VIEW_ADMIN; solicitors of the firms in the caller’s tenancy.' },
  'GET /api/admin/movers': { anonymous: 401, inside: { ...everyone(403), administrator: 200, brandAdmin: 200 }, outside: null, rule: 'VIEW_MOVERS; a brand admin gets the sellers of the brand’s properties.' },
  'POST /api/agent': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 201, brandAdmin: 201 },
    outside: { ...everyone(403), administrator: 201, brandAdmin: 404 },
    rule: 'CREATE_AGENT into an agency in sight; brand B’s agency is not in a brand admin of A’s sight.',
  },
  'POST /api/solicitor': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 201, brandAdmin: 201 },
    outside: { ...everyone(403), administrator: 201, brandAdmin: 404 },
    rule: 'As POST /api/agent, into a firm.',
  },
  'PUT /api/agent/:id/organisation': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, brandAdmin: 200 },
    outside: { ...everyone(403), administrator: 200, brandAdmin: 404 },
    rule: 'CREATE_AGENT; the agent and the new organisation must both be in sight.',
  },
  'DELETE /api/agent/:id': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, brandAdmin: 200 },
    outside: { ...everyone(403), administrator: 200, brandAdmin: 404 },
    rule: 'As PUT /api/agent/:id/organisation.',
  },
  'PUT /api/agent/:id/transfer-remove': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, brandAdmin: 200 },
    outside: { ...everyone(403), administrator: 200, brandAdmin: 404 },
    rule: 'As PUT /api/agent/:id/organisation.',
  },
  'GET /api/users/search': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'The user search needs ADMIN_ONLY.' },
  'GET /api/admin/properties': {
    anonymous: 401,
    inside: creators<RestOutcome>('lists', 403),
    outside: { ...onlyAdministrator<RestOutcome>('lists', 'omits'), homeMover: 403 },
    rule: 'CREATE_PROPERTY (the listproperties route guard); each caller lists what they see, sellers have no admin list.',
  },
  'GET /api/property/:id/action-plan': {
    anonymous: 401,
    inside: { ...everyone(200), simple: 403 },
    outside: { ...onlyAdministrator(200, 404), simple: 403 },
    rule: 'VIEW_ACTION_PLAN: every role but the simple user reads the action plan of a property it sees.',
  },
  'POST /api/property/:id/phase/:phaseId': {
    anonymous: 401,
    inside: { ...everyone(200), simple: 403 },
    outside: { ...onlyAdministrator(200, 404), simple: 403 },
    rule: 'Whoever sees a property’s completion may move it on once it is at 100 (the case sets the property at 100 in phase 1).',
  },
  'POST /api/property/:id/request-searches': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, agent: 200, solicitor: 200 },
    outside: { ...everyone(403), administrator: 200, agent: 404, solicitor: 404 },
    rule: 'REQUEST_SEARCHES: agents and solicitors order searches for properties they see (the case clears any earlier order and sets phase 2).',
  },
  // Signing, signatures, documents and the PDTF export.
  'POST /api/questionnaire/:propertyId/sign': {
    anonymous: 401,
    inside: { ...everyone(403), simple: 403, homeMover: 409 },
    outside: { ...everyone(404), administrator: 403 },
    rule: 'Only a seller signs (everyone else 403, the administrator included, who sells nothing); the matrix’s form is not complete, so the seller gets 409.',
  },
  'POST /api/questionnaire/:propertyId/:questionnaireId/complete': {
    anonymous: 401,
    inside: { ...everyone(403), homeMover: 409 },
    outside: { ...everyone(404), administrator: 403 },
    rule: 'As signing, for preliminary information.',
  },
  'GET /api/questionnaire/:propertyId/signatures': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, agent: 200, solicitor: 200 },
    outside: { ...everyone(403), administrator: 200, agent: 404, solicitor: 404 },
    rule: 'VIEW_PROPERTY_SIGNATURES (agents, solicitors, administrators), on a property in sight.',
  },
  'DELETE /api/signature/:id/unsign': {
    anonymous: 401,
    inside: { ...everyone(403), administrator: 200, agent: 200 },
    outside: { ...everyone(403), administrator: 200, agent: 404 },
    rule: 'DELETE_SIGNATURES (agents, administrators), on a property in sight.',
  },
  'GET /api/property/:id/signatures/verify': {
    anonymous: 401,
    inside: everyone(200),
    outside: onlyAdministrator(200, 404),
    rule: 'Whoever sees the property may check its signatures against the answers held now.',
  },
  'GET /api/property/:id/pdtf': {
    anonymous: 401,
    inside: { ...everyone(200), simple: 403 },
    outside: onlyAdministrator(200, 404),
    rule: 'Whoever reads the property’s forms exports them; the simple user reads none.',
  },
  'POST /api/docs/:propertyId/:themeId/:path': {
    anonymous: 401,
    inside: { ...everyone(200), simple: 403 },
    outside: onlyAdministrator(200, 404),
    rule: 'A form’s document follows its view right (property information shown; the simple user has none).',
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
  // Integrators' API clients (issue 10): platform credentials, administrators only (docs/decisions.md).
  'GET /api/admin/api-clients': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'ADMIN_ONLY: API clients are platform credentials.' },
  'POST /api/admin/api-clients': { anonymous: 401, inside: onlyAdministrator(201, 403), outside: null, rule: 'ADMIN_ONLY; brand admins may not mint credentials either.' },
  'DELETE /api/admin/api-clients/:clientId': { anonymous: 401, inside: onlyAdministrator(200, 403), outside: null, rule: 'ADMIN_ONLY.' },
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
  'Query.invitedSellers': { anonymous: 'UNAUTHENTICATED', inside: inviters('OK', 'FORBIDDEN'), outside: inviters('OK', 'FORBIDDEN', 'NOT_FOUND'), rule: 'As GET /api/property/:id/invitedsellers.' },
  'Query.inviteOptions': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK', agent: 'OK' },
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As GET /api/property/:id/invite-options/:kind.',
  },
  'Query.propertyOwners': { anonymous: 'UNAUTHENTICATED', inside: managers('OK'), outside: managersOutside('OK'), rule: 'As GET /api/property/:id/owners.' },
  'Mutation.inviteSeller': { anonymous: 'UNAUTHENTICATED', inside: inviters('OK', 'FORBIDDEN'), outside: inviters('OK', 'FORBIDDEN', 'NOT_FOUND'), rule: 'As POST /api/inviteseller/:id.' },
  'Mutation.resendSellerInvite': { anonymous: 'UNAUTHENTICATED', inside: inviters('OK', 'FORBIDDEN'), outside: inviters('OK', 'FORBIDDEN', 'NOT_FOUND'), rule: 'As POST /api/property/:id/seller/:sellerId/resend.' },
  'Mutation.removeSeller': { anonymous: 'UNAUTHENTICATED', inside: inviters('OK', 'FORBIDDEN'), outside: inviters('OK', 'FORBIDDEN', 'NOT_FOUND'), rule: 'As DELETE /api/property/:id/seller/:sellerId.' },
  'Mutation.inviteSolicitor': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK', agent: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND', agent: 'NOT_FOUND' },
    rule: 'As POST /api/invitesolicitor/:id.',
  },
  'Mutation.inviteAgent': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK', solicitor: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND', solicitor: 'NOT_FOUND' },
    rule: 'As POST /api/inviteagent/:id.',
  },
  'Mutation.acceptInvitations': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: null, rule: 'As POST /api/invitations/accept.' },
  'Mutation.deleteProperty': { anonymous: 'UNAUTHENTICATED', inside: managers('OK'), outside: managersOutside('OK'), rule: 'As DELETE /api/property/:id.' },
  'Mutation.setPropertyOwner': { anonymous: 'UNAUTHENTICATED', inside: managers('OK'), outside: managersOutside('OK'), rule: 'As PUT /api/property/:id/owner.' },
  'Mutation.setPropertyCreator': { anonymous: 'UNAUTHENTICATED', inside: managers('OK'), outside: managersOutside('OK'), rule: 'As PUT /api/property/:id/creator.' },
  'Mutation.sendEnquiry': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: onlyAdministrator('OK', 'NOT_FOUND'), rule: 'As POST /api/enquiry/:id.' },
  'Query.brands': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/admin/brands.' },
  'Query.adminAgencies': { anonymous: 'UNAUTHENTICATED', inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' }, outside: null, rule: 'As GET /api/admin/agencies.' },
  'Query.solicitorsFirms': { anonymous: 'UNAUTHENTICATED', inside: { ...everyone('OK'), homeMover: 'FORBIDDEN' }, outside: null, rule: 'As GET /api/admin/solicitors-firms.' },
  'Query.adminAgents': { anonymous: 'UNAUTHENTICATED', inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' }, outside: null, rule: 'As GET /api/admin/agents.' },
  'Query.solicitors': { anonymous: 'UNAUTHENTICATED', inside: { ...everyone('OK'), homeMover: 'FORBIDDEN' }, outside: null, rule: 'As GET /api/admin/solicitors.' },
  'Query.movers': { anonymous: 'UNAUTHENTICATED', inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' }, outside: null, rule: 'As GET /api/admin/movers.' },
  'Query.userSearch': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/users/search.' },
  'Query.adminProperties': {
    anonymous: 'UNAUTHENTICATED',
    inside: creators<GraphqlOutcome>('lists', 'FORBIDDEN'),
    outside: { ...onlyAdministrator<GraphqlOutcome>('lists', 'omits'), homeMover: 'FORBIDDEN' },
    rule: 'As GET /api/admin/properties.',
  },
  'Mutation.addAgency': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND' },
    rule: 'As POST /api/agency.',
  },
  'Mutation.addSolicitorsFirm': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND' },
    rule: 'As POST /api/solicitorsfirm.',
  },
  'Mutation.setAgencyTa6Trial': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: onlyAdministrator('OK', 'FORBIDDEN'), rule: 'As PUT /api/agency/:id.' },
  'Mutation.addAgent': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND' },
    rule: 'As POST /api/agent.',
  },
  'Mutation.addSolicitor': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND' },
    rule: 'As POST /api/solicitor.',
  },
  'Mutation.changeAgentOrganisation': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND' },
    rule: 'As PUT /api/agent/:id/organisation.',
  },
  'Mutation.removeAgent': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', brandAdmin: 'NOT_FOUND' },
    rule: 'As DELETE /api/agent/:id.',
  },
  'Mutation.updateUser': {
    anonymous: 'UNAUTHENTICATED',
    inside: onlyAdministrator('OK', 'FORBIDDEN'),
    outside: onlyAdministrator('OK', 'FORBIDDEN'),
    rule: 'Role and organisation changes are an administrator’s (PUT /api/user/:id refuses them to anyone else).',
  },
  'Mutation.movePropertyToNextPhase': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('OK'), simple: 'FORBIDDEN' },
    outside: { ...onlyAdministrator('OK', 'NOT_FOUND'), simple: 'FORBIDDEN' },
    rule: 'As POST /api/property/:id/phase/:phaseId.',
  },
  'Mutation.orderSearches': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', agent: 'OK', solicitor: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', agent: 'NOT_FOUND', solicitor: 'NOT_FOUND' },
    rule: 'As POST /api/property/:id/request-searches.',
  },
  // Signing, signatures and the PDTF export.
  'Mutation.signForm': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), homeMover: 'CONFLICT' },
    outside: { ...everyone('NOT_FOUND'), administrator: 'FORBIDDEN' },
    rule: 'As POST /api/questionnaire/:propertyId/sign.',
  },
  'Mutation.completeForm': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), homeMover: 'CONFLICT' },
    outside: { ...everyone('NOT_FOUND'), administrator: 'FORBIDDEN' },
    rule: 'As POST /api/questionnaire/:propertyId/:questionnaireId/complete.',
  },
  'Mutation.deleteSignature': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', agent: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', agent: 'NOT_FOUND' },
    rule: 'As DELETE /api/signature/:id/unsign.',
  },
  'Query.propertySignatures': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('FORBIDDEN'), administrator: 'OK', agent: 'OK', solicitor: 'OK' },
    outside: { ...everyone('FORBIDDEN'), administrator: 'OK', agent: 'NOT_FOUND', solicitor: 'NOT_FOUND' },
    rule: 'As GET /api/questionnaire/:propertyId/signatures.',
  },
  'Query.signatureCheck': {
    anonymous: 'UNAUTHENTICATED',
    inside: everyone('OK'),
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As GET /api/property/:id/signatures/verify.',
  },
  'Query.pdtfTransaction': {
    anonymous: 'UNAUTHENTICATED',
    inside: { ...everyone('OK'), simple: 'FORBIDDEN' },
    outside: onlyAdministrator('OK', 'NOT_FOUND'),
    rule: 'As GET /api/property/:id/pdtf.',
  },
  // Attribute reports.
  'Query.attributeSummary': { anonymous: 'UNAUTHENTICATED', inside: everyone('OK'), outside: null, rule: 'As GET /api/attributes/summary.' },
  'Query.attributeExamples': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/attributes/examples.' },
  'Query.attributeStatistics': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/attributes/statistics.' },
  'Mutation.refreshAttributeStatistics': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As POST /api/attributes/statistics/refresh.' },
  'Query.apiClients': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As GET /api/admin/api-clients.' },
  'Mutation.createApiClient': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As POST /api/admin/api-clients.' },
  'Mutation.revokeApiClient': { anonymous: 'UNAUTHENTICATED', inside: onlyAdministrator('OK', 'FORBIDDEN'), outside: null, rule: 'As DELETE /api/admin/api-clients/:clientId.' },
};
