import type { FastifyBaseLogger } from 'fastify';
import type { AddPropertyBody } from '../../../contracts/wizard.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { normalisePostcode } from '../../../domain/postcode.ts';
import { normaliseTitleNumber } from '../../../domain/title-number.ts';
import { addressLine } from '../../services/address-lookup/premises.ts';
import type { Providers } from '../../services/providers.ts';
import type { Db } from '../../store/database.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, forbidden, notFound } from '../app-error.ts';
import { organisationPortalSettings, savePortalLink } from '../../store/portal-links.ts';
import { portalListing } from '../portal/link-portal-listing.ts';
import { ensureCanCreate, insertProperty } from './insert-property.ts';
import { owningOrganisation } from './owning-organisation.ts';
import { passportFrom } from './passport.ts';
import { providerCall } from './provider-call.ts';

/**
 * `POST /property`: a property from the wizard's search (spec 01 §3 add property payload). The
 * title's register is fetched once here and kept as data.passport, so the forms prefill at once.
 */
export async function addProperty(
  deps: { db: Db; providers: Providers; log: FastifyBaseLogger },
  { viewer, details: body }: { viewer: Viewer; details: AddPropertyBody },
) {
  const postcode = normalisePostcode(body.address.hop_post_code);
  if (!postcode) throw badRequest(MESSAGES.invalidPostcode(body.address.hop_post_code));
  const titleNumber = normaliseTitleNumber(body.TitleNumber);
  if (!titleNumber) throw badRequest(MESSAGES.invalidTitleNumber);
  const owning = await owningOrganisation(deps.db, { viewer, requested: body.parentId });
  await ensureCanCreate(deps.db, viewer);
  // The listing chosen at the portal step must be one the portal holds at this postcode.
  const listing = body.altoId ? await chosenListing(deps, viewer, postcode, body.altoId) : null;
  const register = await providerCall(deps.log, () => deps.providers.landRegistry.title(titleNumber));
  if (!register) throw notFound(MESSAGES.titleNotFound(titleNumber));

  const parts = {
    sub_building_name: body.address.sub_building_name?.trim() ?? '',
    building_name: body.address.building_name?.trim() ?? '',
    building_number: body.address.building_number?.trim() ?? '',
    thoroughfare: body.address.thoroughfare?.trim() ?? '',
    town_or_city: body.address.town_or_city?.trim() ?? '',
  };
  const name = addressLine({ ...parts, town_or_city: '' }) || register.address_lines[0];
  const added = await insertProperty(deps.db, {
    viewer,
    property: {
      name,
      address: [addressLine(parts), postcode].filter(Boolean).join(', '),
      city: parts.town_or_city || register.address_lines.at(-1) || '',
      postcode,
      titleNumber,
      data: {
        passport: passportFrom(register, {
          sample: deps.providers.landRegistry.sample,
          requestId: body.RequestId ?? null,
          portalId: body.altoId ?? null,
          retrievedAt: new Date(),
        }),
      },
      owningOrganisation: owning,
      ownerId: viewer.id,
      creatorId: viewer.id,
    },
  });
  if (listing)
    await savePortalLink(deps.db, {
      propertyId: added.id,
      listingId: listing.id,
      address: listing.address,
      linkedBy: viewer.id,
    });
  return added;
}

/** The portal step searched the viewer's organisation's portal: the listing is looked up there again. */
async function chosenListing(
  deps: { db: Db; providers: Providers; log: FastifyBaseLogger },
  viewer: Viewer,
  postcode: string,
  listingId: string,
) {
  const organisation =
    viewer.organisationId === null ? undefined : await organisationPortalSettings(deps.db, viewer.organisationId);
  if (!organisation?.usesPortal) throw forbidden(MESSAGES.portalNotUsed);
  return portalListing(deps, { organisationId: organisation.id, postcode, listingId });
}
