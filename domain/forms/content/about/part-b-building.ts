import type { Section } from '../../definition.ts';
import { details, documents, either, P } from './build.ts';
import { enumOptions, yes_no } from './options.ts';

/** NTS Part B, the building: property type, rooms and size, construction and energy rating. */

const BUILDING = `${P}/buildInformation/building`;
const ROOMS = `${P}/buildInformation/roomDimensions`;
const FEATURES = `${P}/residentialPropertyFeatures`;
const CONSTRUCTION = `${P}/typeOfConstruction`;

/** Flats and maisonettes (property type 4 or 3) are asked about the building they are in. */
const inABlock = either('property_type', '3', '4');

export const propertyTypeSection: Section = {
  id: 'property_type',
  name: 'Property type and rooms',
  groups: [
    {
      id: 601,
      name: 'Type of property',
      questions: [
        {
          id: 'property_type',
          question: 'What type of property is it?',
          type: 'select',
          required: 1,
          answers: enumOptions('House', 'Bungalow', 'Maisonette', 'Flat', 'Park home', 'Other'),
          formReference: 'B1.1.1.1',
          pdtfPath: `${BUILDING}/propertyType`,
        },
        {
          id: 'property_type_other',
          question: 'Describe the type of property',
          type: 'text',
          required: 1,
          showIfQuestion: 'property_type',
          showIfAnswer: '6',
          formReference: 'B1.1.1.1',
          pdtfPath: `${BUILDING}/otherType`,
        },
        {
          id: 'built_form',
          question: 'Is it detached, semi-detached or terraced?',
          type: 'select',
          required: 1,
          answers: enumOptions('Detached', 'Semi-detached', 'Mid-terrace', 'End-terrace', 'Other'),
          formReference: 'B1.1.2',
          pdtfPath: `${BUILDING}/builtForm`,
        },
      ],
    },
    {
      id: 602,
      name: 'The building your home is in',
      questions: [
        { id: 'building_floors', question: 'How many floors does the building have?', type: 'number', required: 1, showIf: inABlock, formReference: 'B1.1.3', pdtfPath: `${BUILDING}/numberOfFloors` },
        {
          id: 'entrance_floor',
          question: 'On which floor is your front door?',
          type: 'number',
          required: 1,
          showIf: inABlock,
          notes: 'Enter 0 for the ground floor.',
          formReference: 'B1.1.4',
          pdtfPath: `${BUILDING}/entranceFloor`,
        },
        { id: 'has_lift', question: 'Is there a lift to the property?', type: 'select', required: 1, answers: yes_no, showIf: inABlock, formReference: 'B1.1.5', pdtfPath: `${BUILDING}/hasLift` },
        {
          id: 'over_commercial',
          question: 'Does the building include shops, offices or other commercial premises?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIf: inABlock,
          formReference: 'B1.1.6.1',
          pdtfPath: `${BUILDING}/overCommercialPremises/isLocatedOverCommercialPremises`,
        },
        details('over_commercial_details', 'What are they?', { showIfQuestion: 'over_commercial', showIfAnswer: '1' }, `${BUILDING}/overCommercialPremises/details`, 'B1.1.6.2'),
      ],
    },
    {
      id: 603,
      name: 'Rooms',
      questions: [
        { id: 'bedrooms', question: 'How many bedrooms are there?', type: 'number', required: 1, formReference: 'B5.1', pdtfPath: `${FEATURES}/bedrooms` },
        { id: 'bathrooms', question: 'How many bathrooms are there?', type: 'number', required: 1, formReference: 'B5.2', pdtfPath: `${FEATURES}/bathrooms` },
        { id: 'receptions', question: 'How many reception rooms are there?', type: 'number', required: 1, formReference: 'B5.3', pdtfPath: `${FEATURES}/receptions` },
        { id: 'kitchens', question: 'How many kitchens are there?', type: 'number', required: 0, formReference: 'B5.4', pdtfPath: `${FEATURES}/kitchens` },
        { id: 'dining_areas', question: 'How many dining areas are there?', type: 'number', required: 0, formReference: 'B5.5', pdtfPath: `${FEATURES}/diningAreas` },
        {
          id: 'outside_areas',
          question: 'Which outside areas does the property have?',
          type: 'checkbox',
          required: 1,
          answers: enumOptions('None', 'Front garden', 'Rear garden', 'Side garden', 'Balcony', 'Roof garden', 'Communal garden'),
          formReference: 'B5.1',
          pdtfPath: `${FEATURES}/outsideAreas`,
        },
      ],
    },
    {
      id: 604,
      name: 'Room sizes',
      questions: [
        {
          id: 'has_floorplan',
          question: 'Is there a floor plan showing the size of every room?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'B2.1',
          pdtfPath: `${ROOMS}/hasFloorplan`,
        },
        {
          id: 'floorplan_where',
          question: 'Where is the floor plan?',
          type: 'select',
          required: 1,
          answers: enumOptions('I will upload it here', 'My agent has it'),
          showIfQuestion: 'has_floorplan',
          showIfAnswer: '1',
          formReference: 'B2.1.1',
          pdtfPath: `${ROOMS}/attachments`,
        },
        documents('floorplan_files', 'Upload the floor plan', { showIfQuestion: 'floorplan_where', showIfAnswer: '1' }, 1),
        {
          id: 'rooms',
          question: 'List each room with its size',
          type: 'list',
          required: 1,
          showIfQuestion: 'has_floorplan',
          showIfAnswer: '2',
          // Column ids are the PDTF fields of each room, so a row maps onto rooms/N/<column>.
          listQuestions: [
            { id: 'roomName', label: 'Room', type: 'text' },
            { id: 'description', label: 'Description', type: 'text' },
            { id: 'length', label: 'Length', type: 'number' },
            { id: 'width', label: 'Width', type: 'number' },
            { id: 'units', label: 'Measured in', type: 'select', answers: enumOptions('Metres', 'Centimetres', 'Millimetres', 'Feet', 'Inches') },
            { id: 'dimensionDetails', label: 'Notes on the measurements', type: 'text' },
          ],
          formReference: 'B2.2',
          pdtfPath: `${ROOMS}/rooms`,
        },
      ],
    },
  ],
};

export const constructionSection: Section = {
  id: 'construction',
  name: 'Construction and energy',
  groups: [
    {
      id: 701,
      name: 'How it is built',
      questions: [
        {
          id: 'standard_construction',
          question: 'Is the property built in a standard way, for example brick and block with a tiled or slate roof?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'A1.2.1.1',
          pdtfPath: `${CONSTRUCTION}/isStandardForm/yesNo`,
        },
        {
          id: 'construction_type',
          question: 'What is it mainly built from?',
          type: 'select',
          required: 1,
          answers: enumOptions('Brick and block', 'Steel frame', 'Timber frame', 'Insulated concrete framework', 'Structural insulated panels (SIPs)'),
          showIfQuestion: 'standard_construction',
          showIfAnswer: '1',
          formReference: 'A1.2.1.3',
          pdtfPath: `${CONSTRUCTION}/isStandardForm/constructionType`,
        },
        details(
          'non_standard_construction_details',
          'How is it built? Include the walls and the roof.',
          { showIfQuestion: 'standard_construction', showIfAnswer: '2' },
          `${CONSTRUCTION}/isStandardForm/details`,
          'A1.2.1.2',
        ),
      ],
    },
    {
      id: 702,
      name: 'Loft',
      questions: [
        { id: 'loft_access', question: 'Can you get into a loft?', type: 'select', required: 1, answers: yes_no, formReference: 'A1.2.4.1', pdtfPath: `${CONSTRUCTION}/loft/loftAccess` },
        details('loft_access_details', 'How do you get into it, for example a hatch with a pull-down ladder?', { showIfQuestion: 'loft_access', showIfAnswer: '1' }, `${CONSTRUCTION}/loft/details`, 'A1.2.4.2'),
        { id: 'loft_boarded', question: 'Is the loft boarded?', type: 'select', required: 1, answers: yes_no, showIfQuestion: 'loft_access', showIfAnswer: '1', formReference: 'A1.2.4.3', pdtfPath: `${CONSTRUCTION}/loft/loftBoarded` },
        { id: 'loft_insulated', question: 'Is the loft insulated?', type: 'select', required: 1, answers: yes_no, showIfQuestion: 'loft_access', showIfAnswer: '1', formReference: 'A1.2.4.4', pdtfPath: `${CONSTRUCTION}/loft/loftInsulated` },
      ],
    },
    {
      id: 703,
      name: 'Insulation and energy',
      questions: [
        {
          id: 'spray_foam',
          question: 'Has spray foam insulation been put in, for example under the roof?',
          type: 'select',
          required: 1,
          answers: yes_no,
          notes: 'Some lenders will not lend on a home with spray foam insulation, so buyers need to know early.',
          formReference: 'A4.2.1',
          pdtfPath: `${CONSTRUCTION}/sprayFoamInsulation/hasSprayFoamInstalled`,
        },
        details(
          'spray_foam_details',
          'Tell us about it: where it is, who installed it and when, and whether it has a BBA or KIWA certificate and a warranty.',
          { showIfQuestion: 'spray_foam', showIfAnswer: '1' },
          `${CONSTRUCTION}/sprayFoamInsulation/details`,
          'A4.2.2',
        ),
        documents('spray_foam_files', 'Upload the certificate and warranty', { showIfQuestion: 'spray_foam', showIfAnswer: '1' }),
        {
          id: 'energy_rating',
          question: 'What is the current energy rating (EPC)?',
          type: 'select',
          required: 1,
          answers: enumOptions('A', 'B', 'C', 'D', 'E', 'F', 'G', 'Exempt property', 'Survey instructed', 'No certificate'),
          notes: 'You can look up an existing certificate on the government EPC register.',
          formReference: 'A4.1.1',
          pdtfPath: `${P}/energyEfficiency/certificate/currentEnergyRating`,
        },
      ],
    },
  ],
};
