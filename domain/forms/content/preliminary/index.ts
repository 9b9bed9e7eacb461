/**
 * Preliminary information (spec 02 §2.2, §3.1, §4.2, §4.3): the 21 sections a seller answers first,
 * whose facts are mapped across to property information and leasehold information by PDTF path.
 */
import { QUESTIONNAIRE, type FormDefinition } from '../../definition.ts';
import { SELLER_TYPE } from '../options.ts';
import { propertyBeingSold, ownership, typeOfOwnership, newBuilds, timing } from './sections-01-05.ts';
import {
  alterations,
  liabilities,
  solarPanels,
  protectedBuildings,
  protectedTrees,
  consent,
} from './sections-06-11.ts';
import { charges, accessRoads, services, sharedFacilities, parking, occupiers } from './sections-12-17.ts';
import { flooding, useAndEnjoyment, disputes, otherInformation } from './sections-18-21.ts';

export const PRELIMINARY_INFORMATION: FormDefinition = {
  id: QUESTIONNAIRE.preliminary,
  path: 'preliminary',
  route: 'preliminary-information',
  name: 'Preliminary information',
  version: 1,
  formSubmit: { sellerTypes: SELLER_TYPE },
  sections: [
    propertyBeingSold,
    ownership,
    typeOfOwnership,
    newBuilds,
    timing,
    alterations,
    liabilities,
    solarPanels,
    protectedBuildings,
    protectedTrees,
    consent,
    charges,
    accessRoads,
    services,
    sharedFacilities,
    parking,
    occupiers,
    flooding,
    useAndEnjoyment,
    disputes,
    otherInformation,
  ],
};
