import { QUESTIONNAIRE, type FormDefinition } from '../../definition.ts';
import { basicSection } from './basic.ts';
import { bathroomSection } from './bathroom.ts';
import { carpetsSection } from './carpets.ts';
import { curtainRailsSection } from './curtain-rails.ts';
import { curtainsBlindsSection } from './curtains-blinds.ts';
import { fittedUnitsSection } from './fitted-units.ts';
import { fuelSection } from './fuel.ts';
import { kitchenSection } from './kitchen.ts';
import { lightFittingsSection } from './light-fittings.ts';
import { otherSection } from './other.ts';
import { outdoorAreaSection } from './outdoor-area.ts';
import { televisionTelephoneSection } from './television-telephone.ts';

export { FITTINGS_CATEGORIES, otherItemCap, otherSlotId } from './caps.ts';

/**
 * Questionnaire 3, fixtures and fittings: the TA10 room by room, in the category order of spec 02
 * §3.2. Every section is tabular, one row per item.
 */
export const fittingsForm: FormDefinition = {
  id: QUESTIONNAIRE.fittings,
  path: 'fittings',
  route: 'fixtures-fittings',
  name: 'Fixtures and fittings',
  version: 1,
  standard: 'TA10 (Fittings and Contents Form, PDTF v3 overlay edition)',
  sections: [
    basicSection,
    kitchenSection,
    bathroomSection,
    carpetsSection,
    curtainRailsSection,
    curtainsBlindsSection,
    lightFittingsSection,
    fittedUnitsSection,
    outdoorAreaSection,
    televisionTelephoneSection,
    fuelSection,
    otherSection,
  ],
};
