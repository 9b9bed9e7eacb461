import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdReplies, replies } from '../../../contracts/replies.ts';
import {
  AddByTitleBody,
  AddedPropertyPayload,
  AddPropertyBody,
  AddressLookupResponse,
  PortalSearchResponse,
  PostcodeParams,
  TitleSearchBody,
  TitleSearchResponse,
} from '../../../contracts/wizard.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { normalisePostcode } from '../../../domain/postcode.ts';
import { findVisibleOrganisationRow } from '../../store/people.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { addPropertyByTitle } from '../../use-cases/wizard/add-property-by-title.ts';
import { addProperty } from '../../use-cases/wizard/add-property.ts';
import { providerCall } from '../../use-cases/wizard/provider-call.ts';

const trimmed = (value: string | undefined) => value?.trim() || undefined;

function postcodeOrRefuse(input: string): string {
  const postcode = normalisePostcode(input);
  if (!postcode) throw badRequest(input.trim() ? MESSAGES.invalidPostcode(input.trim()) : MESSAGES.postcodeRequired);
  return postcode;
}

/** The add-property wizard's calls (spec 02 §4.5, §7): searches through the providers, then the add. */
export const wizardRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, providers }) => {
  app.get(
    '/address-lookup/:postcode',
    {
      schema: { params: PostcodeParams, response: replies(AddressLookupResponse) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) => {
      const postcode = postcodeOrRefuse(request.params.postcode);
      const addresses = await providerCall(request.log, () => providers.addressLookup.find(postcode));
      return { addresses, sample: providers.addressLookup.sample };
    },
  );

  app.post(
    '/land-registry/search',
    {
      schema: { body: TitleSearchBody, response: replies(TitleSearchResponse) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) => {
      // Named field by field, so only the declared ones can ever reach the Land Registry.
      const { buildingNumber, buildingName, streetName, cityName, postCode } = request.body;
      const query: TitleSearchBody = {
        buildingNumber: trimmed(buildingNumber),
        buildingName: trimmed(buildingName),
        streetName: trimmed(streetName),
        cityName: trimmed(cityName),
        postCode: trimmed(postCode),
      };
      if (query.postCode) query.postCode = postcodeOrRefuse(query.postCode);
      else if (!query.streetName) throw badRequest(MESSAGES.postcodeRequired);
      const results = await providerCall(request.log, () => providers.landRegistry.searchByAddress(query));
      return { results, request_id: randomUUID(), sample: providers.landRegistry.sample };
    },
  );

  app.post(
    '/alto/search/:postcode',
    {
      schema: { params: PostcodeParams, response: replies(PortalSearchResponse) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const postcode = postcodeOrRefuse(request.params.postcode);
      const organisation =
        viewer.organisationId === null
          ? undefined
          : await findVisibleOrganisationRow(db, viewer, viewer.organisationId);
      if (!organisation?.uses_portal) throw forbidden(MESSAGES.portalNotUsed);
      const properties = await providerCall(request.log, () => providers.portal.search(postcode, organisation.id));
      return { properties, sample: providers.portal.sample };
    },
  );

  app.post(
    '/property',
    {
      schema: { body: AddPropertyBody, response: createdReplies(AddedPropertyPayload) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request, reply) => {
      const added = await addProperty(
        { db, providers, log: request.log },
        { viewer: viewerOf(request), details: request.body },
      );
      return reply.code(201).send(added);
    },
  );

  app.put(
    '/property/title/add',
    {
      schema: { body: AddByTitleBody, response: replies(AddedPropertyPayload) },
      config: { access: 'CREATE_PROPERTY' },
    },
    async (request) =>
      addPropertyByTitle({ db, providers, log: request.log }, { viewer: viewerOf(request), details: request.body }),
  );
};
