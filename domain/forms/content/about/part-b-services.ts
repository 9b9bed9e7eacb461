import type { Section } from '../../definition.ts';
import { details, either, P } from './build.ts';
import { enumOptions, yes_connect_no, yes_connect_no_not_known, yes_no, yes_no_not_known } from './options.ts';

/** NTS Part B, services: electricity, water and drainage, heating, broadband, mobile signal, parking. */

const ELECTRICITY = `${P}/electricity`;
const WATER = `${P}/waterAndDrainage/water/mainsWater`;
const DRAINAGE = `${P}/waterAndDrainage/drainage`;
const HEATING = `${P}/heating`;

export const electricitySection: Section = {
  id: 'electricity',
  name: 'Electricity',
  groups: [
    {
      id: 801,
      questions: [
        {
          id: 'mains_electricity',
          question: 'Is the property connected to mains electricity?',
          type: 'select',
          required: 1,
          answers: yes_connect_no,
          formReference: 'B3.1.1',
          pdtfPath: `${ELECTRICITY}/mainsElectricity/yesNo`,
        },
      ],
    },
    {
      id: 802,
      name: 'Solar panels',
      questions: [
        {
          id: 'solar_panels',
          question: 'Are there solar panels?',
          type: 'select',
          required: 1,
          answers: yes_connect_no,
          formReference: 'B3.7.1',
          pdtfPath: `${ELECTRICITY}/solarPanels/yesNo`,
        },
        {
          id: 'solar_panels_owned',
          question: 'Do you own the panels and all their equipment outright?',
          type: 'select',
          required: 1,
          answers: yes_no,
          notes: 'Answer No if a company leases your roof or owns the panels.',
          showIfQuestion: 'solar_panels',
          showIfAnswer: '1',
          formReference: 'B3.7.1.1',
          pdtfPath: `${ELECTRICITY}/solarPanels/panelsOwnedOutright/yesNo`,
        },
      ],
    },
    {
      id: 803,
      name: 'Heat pump and other sources',
      questions: [
        {
          id: 'heat_pump',
          question: 'Is there a ground or air source heat pump?',
          type: 'select',
          required: 1,
          answers: yes_connect_no,
          formReference: 'B3.8.1',
          pdtfPath: `${ELECTRICITY}/heatPump/yesNo`,
        },
        details(
          'heat_pump_details',
          'Tell us about the heat pump, for example its type and when it was fitted.',
          { showIf: either('heat_pump', '1', '2') },
          `${ELECTRICITY}/heatPump/details`,
          '3.8.2',
        ),
        {
          id: 'other_electricity_sources',
          question: 'Is electricity supplied any other way, for example a wind turbine or a generator?',
          type: 'select',
          required: 1,
          answers: yes_connect_no,
          formReference: 'B3.9.1',
          pdtfPath: `${ELECTRICITY}/otherSources/yesNo`,
        },
        details(
          'other_electricity_sources_details',
          'What is it?',
          { showIf: either('other_electricity_sources', '1', '2') },
          `${ELECTRICITY}/otherSources/details`,
          'B3.9.2',
        ),
      ],
    },
  ],
};

export const waterDrainageSection: Section = {
  id: 'water_drainage',
  name: 'Water and drainage',
  groups: [
    {
      id: 901,
      name: 'Water supply',
      questions: [
        {
          id: 'mains_water',
          question: 'Is the property connected to mains water?',
          type: 'select',
          required: 1,
          answers: yes_connect_no,
          formReference: 'B3.2.1',
          pdtfPath: `${WATER}/yesNo`,
        },
        details(
          'water_supply_details',
          'How is water supplied, for example a private well or borehole?',
          { showIfQuestion: 'mains_water', showIfAnswer: '3' },
          `${WATER}/details`,
          '3.2.2',
        ),
        {
          id: 'water_meter',
          question: 'Is there a water meter?',
          type: 'select',
          required: 1,
          answers: yes_no,
          showIfQuestion: 'mains_water',
          showIfAnswer: '1',
          formReference: '3.2.3',
          pdtfPath: `${WATER}/waterMeter/isSupplyMetered`,
        },
      ],
    },
    {
      id: 902,
      name: 'Drainage and sewerage',
      questions: [
        {
          id: 'surface_water_drainage',
          question: 'Does rainwater drain into the public sewer?',
          type: 'select',
          required: 1,
          answers: yes_connect_no_not_known,
          formReference: 'B3.3.1.1',
          pdtfPath: `${DRAINAGE}/mainsSurfaceWaterDrainage/yesNo`,
        },
        {
          id: 'foul_drainage',
          question: 'Does waste water from toilets, sinks and baths go to the public sewer?',
          type: 'select',
          required: 1,
          answers: yes_connect_no_not_known,
          formReference: 'B3.3.2.1',
          pdtfPath: `${DRAINAGE}/mainsFoulDrainage/yesNo`,
        },
        {
          id: 'off_mains_drainage',
          question: 'What does it drain to instead?',
          type: 'select',
          required: 1,
          answers: enumOptions(
            'Sustainable drainage system',
            'Septic tank',
            'Cesspit',
            'Sewage treatment plant',
            'Other',
            'Not known',
          ),
          showIf: either('foul_drainage', '3', '4'),
          formReference: 'B3.3.3.1',
          pdtfPath: `${DRAINAGE}/mainsFoulDrainage/offMainsDrainageSystem/offMainsDrainageSystemType`,
        },
        details(
          'off_mains_drainage_details',
          'Tell us what you know about the drainage.',
          { showIf: either('off_mains_drainage', '5', '6'), showIfQuestion: 'off_mains_drainage' },
          `${DRAINAGE}/mainsFoulDrainage/offMainsDrainageSystem/details`,
          'B3.3.3.2',
        ),
      ],
    },
  ],
};

export const heatingSection: Section = {
  id: 'heating',
  name: 'Heating',
  groups: [
    {
      id: 1001,
      questions: [
        {
          id: 'heating_type',
          question: 'How is the property heated?',
          type: 'select',
          required: 1,
          answers: enumOptions('Central heating', 'Communal heating system', 'Room heaters only', 'None'),
          formReference: 'B3.4.1',
          pdtfPath: `${HEATING}/heatingSystem/heatingType`,
        },
        {
          id: 'central_heating_fuel',
          question: 'What fuel does the central heating use?',
          type: 'select',
          required: 1,
          answers: enumOptions('Mains gas', 'Electricity', 'Oil', 'LPG', 'Biomass', 'Other'),
          showIfQuestion: 'heating_type',
          showIfAnswer: '1',
          formReference: 'B3.4.3.1.1',
          pdtfPath: `${HEATING}/heatingSystem/centralHeatingDetails/centralHeatingFuel/centralHeatingFuelType`,
        },
        {
          id: 'central_heating_installed',
          question: 'When was the central heating put in?',
          type: 'text',
          required: 1,
          notes: 'A year is enough, for example 2015.',
          showIfQuestion: 'heating_type',
          showIfAnswer: '1',
          formReference: 'B3.4.3.2',
          pdtfPath: `${HEATING}/heatingSystem/centralHeatingDetails/centralHeatingInstalled`,
        },
        details(
          'communal_heating_details',
          'Tell us about the communal heating, for example who runs it and how it is charged.',
          { showIfQuestion: 'heating_type', showIfAnswer: '2' },
          `${HEATING}/heatingSystem/details`,
          'B3.4.4',
        ),
        {
          id: 'other_heating_features',
          question: 'Which of these does the property also have?',
          type: 'checkbox',
          required: 0,
          answers: enumOptions(
            'None',
            'Air conditioning',
            'Double glazing',
            'Triple glazing',
            'Night storage heaters',
            'Solar water heating',
            'Underfloor heating',
            'Wood burner',
            'Aga or Rayburn',
            'Open fire',
            'Ground source heat pump',
            'Air source heat pump',
            'Solar thermal',
            'Passive House design',
          ),
          formReference: 'B3.4.2',
          pdtfPath: `${HEATING}/otherHeatingFeatures`,
        },
      ],
    },
  ],
};

export const connectivitySection: Section = {
  id: 'broadband_mobile',
  name: 'Broadband and mobile signal',
  groups: [
    {
      id: 1101,
      questions: [
        {
          id: 'broadband_type',
          question: 'What kind of broadband connection does the property have?',
          type: 'select',
          required: 1,
          answers: enumOptions(
            'None',
            'ADSL (copper telephone line)',
            'Cable',
            'Fibre to the cabinet (FTTC)',
            'Fibre to the premises (FTTP)',
          ),
          notes: 'Your broadband bill or provider can tell you. Ofcom also has a checker online.',
          formReference: 'B3.5.2',
          pdtfPath: `${P}/connectivity/broadband/typeOfConnection`,
        },
        {
          id: 'mobile_signal_issues',
          question: 'Are there any problems with mobile phone signal at the property?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'B3.6.1.1',
          pdtfPath: `${P}/connectivity/mobilePhone/knownSignalIssues/yesNo`,
        },
        details(
          'mobile_signal_details',
          'What are the problems, for example which networks or which rooms?',
          { showIfQuestion: 'mobile_signal_issues', showIfAnswer: '1' },
          `${P}/connectivity/mobilePhone/knownSignalIssues/details`,
          'B3.6.1.2',
        ),
      ],
    },
  ],
};

export const parkingSection: Section = {
  id: 'parking',
  name: 'Parking',
  groups: [
    {
      id: 1201,
      questions: [
        {
          id: 'parking_arrangements',
          question: 'What parking does the property have?',
          type: 'checkbox',
          required: 1,
          answers: enumOptions(
            'None',
            'Allocated',
            'Communal',
            'Covered',
            'Garage',
            'Driveway',
            'Gated',
            'Off street',
            'On street',
            'Rear',
            'Private',
            'Garage en bloc',
          ),
          formReference: 'B4.1',
          pdtfPath: `${P}/parking/parkingArrangements`,
        },
        {
          id: 'disabled_parking',
          question: 'Is there disabled parking?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known,
          formReference: 'B4.2.1',
          pdtfPath: `${P}/parking/disabledParking/yesNo`,
        },
        {
          id: 'controlled_parking',
          question: 'Is the property in a controlled parking zone or a council permit scheme?',
          type: 'select',
          required: 1,
          answers: yes_no_not_known,
          formReference: 'B4.3.1',
          pdtfPath: `${P}/parking/controlledParking/yesNo`,
        },
        {
          id: 'ev_charging_point',
          question: 'Does the property have its own electric vehicle charging point?',
          type: 'select',
          required: 1,
          answers: yes_no,
          formReference: 'B4.4.1',
          pdtfPath: `${P}/parking/electricVehicleChargingPoint/yesNo`,
        },
      ],
    },
  ],
};

export const servicesSections: readonly Section[] = [
  electricitySection,
  waterDrainageSection,
  heatingSection,
  connectivitySection,
  parkingSection,
];
