/**
 * What each public-record source is called on screen, the PDTF paths its facts answer, and the
 * notes a seller reads when a source found nothing or did not answer. Fact values are the PDTF
 * standard's own values ('Yes', 'Mains gas', 'C'), which the forms' options carry as labels or as
 * synonyms (domain/pdtf/option-synonyms.ts), so one fact fits every form asking its path.
 */
import type { OptionMap } from './forms/definition.ts';
import { OPTION_SYNONYMS } from './pdtf/option-synonyms.ts';
import type { PublicRecordSource } from './public-records.ts';

const PP = '/propertyPack';
const EPC = `${PP}/energyEfficiency/certificate`;
const MOBILE = `${PP}/connectivity/mobilePhone/predictedCoverage`;
const BROADBAND = `${PP}/connectivity/broadband/predictedSpeed`;

/**
 * Facts the PDTF has no field for (article 4 directions, the last sale in the price-paid data) are
 * kept under this prefix: shown with their record, never written into a PDTF export.
 */
export const EXTENSION_PREFIX = '/x-moveready';

/** The paths each source can state, normalised (no array positions). */
export const PUBLIC_RECORD_PATHS = {
  'council-tax': [`${PP}/councilTax/councilTaxBand`],
  'energy-certificate': [
    `${EPC}/currentEnergyRating`,
    `${EPC}/potentialEnergyRating`,
    `${EPC}/certificateNumber`,
    `${EPC}/lodgementDate`,
    `${EPC}/propertyType`,
    `${EPC}/builtForm`,
    `${EPC}/totalFloorArea`,
    `${EPC}/constructionAgeBand`,
    `${EPC}/mainheatDescription`,
    `${EPC}/mainFuel`,
    `${EPC}/glazedType`,
    `${EPC}/photoSupply`,
    // Worked out on the day of the prefill from the lodgement date: a current certificate is already supplied.
    `${PP}/energyEfficiency/certificateIsSupplied`,
    `${PP}/buildInformation/building/propertyType`,
    `${PP}/buildInformation/building/builtForm`,
    `${PP}/heating/heatingSystem/heatingType`,
    `${PP}/heating/heatingSystem/centralHeatingDetails/centralHeatingFuel/centralHeatingFuelType`,
    `${PP}/electricity/solarPanels/yesNo`,
  ],
  'flood-risk': [
    `${PP}/environmentalIssues/flooding/floodRisk/riskIndicator`,
    `${PP}/environmentalIssues/flooding/floodRisk/summary`,
  ],
  'planning-constraints': [
    `${PP}/listingAndConservation/isConservationArea/yesNo`,
    `${PP}/listingAndConservation/isConservationArea/details`,
    `${PP}/listingAndConservation/isListed/yesNo`,
    `${PP}/listingAndConservation/isListed/details`,
    `${PP}/listingAndConservation/hasTreePreservationOrder/yesNo`,
    `${EXTENSION_PREFIX}/planning/article4Direction`,
  ],
  coverage: [
    `${BROADBAND}/maxPredictedDown`,
    `${BROADBAND}/maxPredictedUp`,
    `${BROADBAND}/maxBbPredictedDown`,
    `${BROADBAND}/maxSfbbPredictedDown`,
    `${BROADBAND}/maxUfbbPredictedDown`,
    ...['ee', 'h3', 'tf', 'vo'].flatMap((operator) => [
      `${MOBILE}/${operator}VoiceIndoor`,
      `${MOBILE}/${operator}DataIndoor`,
      `${MOBILE}/${operator}VoiceOutdoor`,
      `${MOBILE}/${operator}DataOutdoor`,
    ]),
    `${PP}/connectivity/mobilePhone/knownSignalIssues/yesNo`,
  ],
  'ground-conditions': [
    `${PP}/environmentalIssues/coalMining/riskIndicator`,
    `${PP}/environmentalIssues/coalMining/summary`,
    `${PP}/environmentalIssues/radon/radonRisk/riskIndicator`,
    `${PP}/environmentalIssues/radon/radonRisk/summary`,
  ],
  'price-paid': [`${EXTENSION_PREFIX}/pricePaid/lastSalePrice`, `${EXTENSION_PREFIX}/pricePaid/lastSaleDate`],
} as const satisfies Record<PublicRecordSource, readonly string[]>;

/** How the product speaks of each source: the service that answers, and the record it keeps. */
export const PUBLIC_RECORD_NAMES: Record<PublicRecordSource, { service: string; record: string }> = {
  'council-tax': { service: 'council tax band service', record: 'council tax band' },
  'energy-certificate': { service: 'energy certificate register', record: 'energy certificate' },
  'flood-risk': { service: 'flood risk service', record: 'flood risk' },
  'planning-constraints': { service: 'planning data service', record: 'planning constraints' },
  coverage: { service: 'broadband and mobile coverage service', record: 'broadband and mobile coverage' },
  'ground-conditions': { service: 'coal mining and radon service', record: 'coal mining and radon' },
  'price-paid': { service: 'price paid service', record: 'last sale price' },
};

/** Why a source's questions are left to the seller. */
export type NoteReason = 'not-found' | 'no-answer' | 'unusable';

/** The seller's note for a record that found nothing or failed, in the product's words. */
export function publicRecordNote(source: PublicRecordSource, reason: NoteReason): string {
  const { service } = PUBLIC_RECORD_NAMES[source];
  switch (reason) {
    case 'not-found':
      return `The ${service} has no record for this address, so these questions are left to you.`;
    case 'no-answer':
      return `The ${service} did not answer, so these questions are left to you.`;
    case 'unusable':
      return `The ${service} gave an answer we could not read, so these questions are left to you.`;
  }
}

/** A refresh that failed keeps the earlier answer; this says so beside it. */
export function keptRecordNote(
  source: PublicRecordSource,
  reason: Exclude<NoteReason, 'not-found'>,
  retrievedOn: string,
): string {
  const { service } = PUBLIC_RECORD_NAMES[source];
  const what = reason === 'no-answer' ? 'did not answer' : 'gave an answer we could not read';
  return `The ${service} ${what} when asked again, so the answer of ${retrievedOn} is kept.`;
}

/**
 * The option of a select question that holds a fact's standard value: its label word for word
 * (any case), or a label the synonyms map to that value. Null when no option holds it.
 */
export function optionKeyForFact(answers: OptionMap | undefined, value: unknown): string | null {
  if (typeof value !== 'string' || !answers) return null;
  const wanted = value.trim().toLowerCase();
  for (const [key, label] of Object.entries(answers)) {
    const lower = label.toLowerCase();
    if (lower === wanted) return key;
    if ((OPTION_SYNONYMS[lower] ?? []).some((synonym) => synonym.toLowerCase() === wanted)) return key;
  }
  return null;
}

/** A risk level as the Environment Agency and the coal and radon maps state it. */
export const RISK_LEVELS = ['High', 'Medium', 'Low', 'Very low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
