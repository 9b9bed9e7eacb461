import { QUESTIONNAIRE, type FormDefinition } from '../../definition.ts';
import { partASections } from './part-a.ts';
import { constructionSection, propertyTypeSection } from './part-b-building.ts';
import { servicesSections } from './part-b-services.ts';
import { partCSections } from './part-c.ts';

/**
 * Questionnaire 4, about my home: the material information a property listing must give, in the
 * order of the National Trading Standards guidance (Part A, then B, then C).
 */
export const aboutForm: FormDefinition = {
  id: QUESTIONNAIRE.about,
  path: 'about',
  route: 'about-my-home',
  name: 'About my home',
  version: 1,
  standard: 'NTS material information (Parts A to C, PDTF v3 nts2 overlay edition)',
  sections: [...partASections, propertyTypeSection, constructionSection, ...servicesSections, ...partCSections],
};
