import type { FastifyBaseLogger } from 'fastify';
import type { AddByTitleBody } from '../../../contracts/wizard.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { NOT_LISTED } from '../../../domain/property-creation.ts';
import { normaliseTitleNumber } from '../../../domain/title-number.ts';
import type { Providers } from '../../services/providers.ts';
import type { Db } from '../../store/database.ts';
import { findStaffMember } from '../../store/people.ts';
import type { Viewer } from '../../store/viewer.ts';
import { badRequest, notFound } from '../app-error.ts';
import { ensureCanCreate, insertProperty } from './insert-property.ts';
import { owningOrganisation } from './owning-organisation.ts';
import { passportFrom } from './passport.ts';
import { providerCall } from './provider-call.ts';

/**
 * `PUT /property/title/add` (spec 02 §7): a property from its title number alone, assigned to an
 * agent of the owning organisation. Agent -1 ("not listed") leaves it with the person adding it.
 */
export async function addPropertyByTitle(
  deps: { db: Db; providers: Providers; log: FastifyBaseLogger },
  { viewer, details: body }: { viewer: Viewer; details: AddByTitleBody },
) {
  const titleNumber = normaliseTitleNumber(body.title_number);
  if (!titleNumber) throw badRequest(MESSAGES.invalidTitleNumber);
  const owning = await owningOrganisation(deps.db, { viewer, requested: body.agency_id });
  let ownerId = viewer.id;
  if (body.agent_id !== NOT_LISTED) {
    if (!owning) throw badRequest(MESSAGES.agentNotInAgency);
    const agent = await findStaffMember(deps.db, owning.id, body.agent_id);
    if (!agent) throw badRequest(MESSAGES.agentNotInAgency);
    ownerId = agent.id;
  }
  await ensureCanCreate(deps.db, viewer);
  const register = await providerCall(deps.log, () => deps.providers.landRegistry.title(titleNumber));
  if (!register) throw notFound(MESSAGES.titleNotFound(titleNumber));

  const [town, ...rest] = [...register.address_lines].reverse();
  const lines = rest.reverse();
  return insertProperty(deps.db, {
    viewer,
    property: {
      name: lines.join(', ') || register.address_lines.join(', '),
      address: [...register.address_lines, register.postcode].join(', '),
      city: town ?? '',
      postcode: register.postcode,
      titleNumber,
      data: {
        passport: passportFrom(register, {
          sample: deps.providers.landRegistry.sample,
          requestId: null,
          portalId: null,
          retrievedAt: new Date(),
        }),
      },
      owningOrganisation: owning,
      ownerId,
      creatorId: viewer.id,
    },
  });
}
