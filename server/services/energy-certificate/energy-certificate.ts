import { Type, type Static } from 'typebox';
import { OneOf } from '../../../contracts/common.ts';
import { ISO_DATE_PATTERN, type SourceReading } from '../public-records/public-record-lookup.ts';

const RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
const Rating = OneOf(RATINGS);

/** One domestic certificate as the EPC register lists it (its own field names, camel-cased). */
export const EnergyCertificate = Type.Object({
  certificateNumber: Type.String({ minLength: 1 }),
  lodgementDate: Type.String({ pattern: ISO_DATE_PATTERN }),
  currentEnergyRating: Rating,
  potentialEnergyRating: Rating,
  /** House, Bungalow, Flat, Maisonette, Park home. */
  propertyType: Type.String(),
  /** Detached, Semi-Detached, Mid-Terrace, End-Terrace, Enclosed Mid-Terrace, Enclosed End-Terrace, NO DATA! */
  builtForm: Type.String(),
  totalFloorArea: Type.Number({ minimum: 0 }),
  /** "England and Wales: 1900-1929" and the like. */
  constructionAgeBand: Type.String(),
  /** "Boiler and radiators, mains gas", "Electric storage heaters", "Community scheme" … */
  mainheatDescription: Type.String(),
  /** "mains gas (not community)", "electricity (not community)", "oil (not community)" … */
  mainFuel: Type.String(),
  /** "double glazing installed during or after 2002" and the like. */
  glazedType: Type.String(),
  /** Share of the roof with photovoltaic panels, in per cent; null when not recorded. */
  photoSupply: Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]),
});
export type EnergyCertificate = Static<typeof EnergyCertificate>;

/** Every certificate lodged for the address; the latest one is the one that counts. */
export const EnergyCertificateAnswer = Type.Object({ certificates: Type.Array(EnergyCertificate) });

const PROPERTY_TYPES = ['House', 'Bungalow', 'Maisonette', 'Flat', 'Park home'];
const BUILT_FORMS: Record<string, string> = {
  detached: 'Detached',
  'semi-detached': 'Semi-detached',
  'mid-terrace': 'Mid-terrace',
  'enclosed mid-terrace': 'Mid-terrace',
  'end-terrace': 'End-terrace',
  'enclosed end-terrace': 'End-terrace',
};

/** The form's heating kind from the certificate's description of the main heating; undefined when it says nothing clear. */
export function heatingTypeOf(description: string): string | undefined {
  const text = description.toLowerCase();
  if (/community|communal|district/.test(text)) return 'Communal heating system';
  if (/no system present/.test(text)) return 'None';
  if (/boiler|radiators|underfloor|warm air|heat pump/.test(text)) return 'Central heating';
  if (/storage heaters|room heaters|panel heaters|portable/.test(text)) return 'Room heaters only';
  return undefined;
}

/** The central heating fuel in the standard's words; undefined for fuels it has no word for. */
export function heatingFuelOf(mainFuel: string): string | undefined {
  const text = mainFuel.toLowerCase();
  if (/mains gas/.test(text)) return 'Mains gas';
  if (/^electric/.test(text)) return 'Electricity';
  if (/\boil\b/.test(text)) return 'Oil';
  if (/\blpg\b|bottled gas/.test(text)) return 'LPG';
  if (/wood|biomass|pellet/.test(text)) return 'Biomass';
  return undefined;
}

const EPC = '/propertyPack/energyEfficiency/certificate';

/** The certificate's facts; the building questions only where the certificate's word is the form's. */
export function certificateFacts(certificate: EnergyCertificate): Record<string, unknown> {
  const facts: Record<string, unknown> = {
    [`${EPC}/currentEnergyRating`]: certificate.currentEnergyRating,
    [`${EPC}/potentialEnergyRating`]: certificate.potentialEnergyRating,
    [`${EPC}/certificateNumber`]: certificate.certificateNumber,
    [`${EPC}/lodgementDate`]: certificate.lodgementDate,
    [`${EPC}/propertyType`]: certificate.propertyType,
    [`${EPC}/builtForm`]: certificate.builtForm,
    [`${EPC}/totalFloorArea`]: certificate.totalFloorArea,
    [`${EPC}/constructionAgeBand`]: certificate.constructionAgeBand,
    [`${EPC}/mainheatDescription`]: certificate.mainheatDescription,
    [`${EPC}/mainFuel`]: certificate.mainFuel,
    [`${EPC}/glazedType`]: certificate.glazedType,
  };
  if (certificate.photoSupply !== null) facts[`${EPC}/photoSupply`] = certificate.photoSupply;
  const propertyType = PROPERTY_TYPES.find(
    (type) => type.toLowerCase() === certificate.propertyType.trim().toLowerCase(),
  );
  if (propertyType) facts['/propertyPack/buildInformation/building/propertyType'] = propertyType;
  // A flat's built form describes its position in the block, not what the form asks.
  const builtForm = BUILT_FORMS[certificate.builtForm.trim().toLowerCase()];
  if (builtForm && (propertyType === 'House' || propertyType === 'Bungalow'))
    facts['/propertyPack/buildInformation/building/builtForm'] = builtForm;
  const heatingType = heatingTypeOf(certificate.mainheatDescription);
  if (heatingType) facts['/propertyPack/heating/heatingSystem/heatingType'] = heatingType;
  const fuel = heatingType === 'Central heating' ? heatingFuelOf(certificate.mainFuel) : undefined;
  if (fuel)
    facts['/propertyPack/heating/heatingSystem/centralHeatingDetails/centralHeatingFuel/centralHeatingFuelType'] = fuel;
  if (certificate.photoSupply !== null)
    facts['/propertyPack/electricity/solarPanels/yesNo'] = certificate.photoSupply > 0 ? 'Yes' : 'No';
  return facts;
}

export const ENERGY_CERTIFICATE: SourceReading<typeof EnergyCertificateAnswer> = {
  source: 'energy-certificate',
  shape: EnergyCertificateAnswer,
  read(answer) {
    const latest = [...answer.certificates].sort((a, b) => b.lodgementDate.localeCompare(a.lodgementDate))[0];
    if (!latest) return null;
    return { reference: latest.certificateNumber, recordDate: latest.lodgementDate, facts: certificateFacts(latest) };
  },
};
