/**
 * What the attribute rules read about one property. The server assembles it from the property row
 * (phase, `data.passport`), its stored answers (keyed `pdtf:<path>`), its uploads and its sellers;
 * the rules themselves never touch the database.
 */
export type TitleFacts = {
  /** 10 freehold, 60 leasehold. */
  tenureCode: number | null;
  leasehold: boolean;
  /** Years left on the lease. */
  leaseYearsRemaining: number | null;
  proprietors: string[];
  /** ISO date the current proprietors were registered. */
  proprietorshipDate: string | null;
  restrictions: string[];
  charges: string[];
  restrictiveCovenants: string[];
  lastSale: { price: number; date: string } | null;
};

export type AttributeInputs = {
  now: Date;
  phaseId: number;
  /** null when no title has been stored for the property. */
  title: TitleFacts | null;
  /** Answer values by PDTF path (without the `pdtf:` prefix). */
  answers: ReadonlyMap<string, unknown>;
  /** Uploaded documents by category. */
  uploadCategories: readonly string[];
  /** Display names of the people selling the property. */
  sellerNames: readonly string[];
  /** Completion (0–100) of the property information form (TA6). */
  propertyInformationCompletion: number;
};

/** One derived fact: the attribute's key, its dimension ('' when its inputs are missing) and, for measures, a number. */
export type DerivedAttribute = { key: string; dimension: string; value: number | null };

const PP = '/propertyPack';
/** The PDTF paths the rules read. */
export const PATHS = {
  structuralAlterations: `${PP}/alterationsAndChanges/hasStructuralAlterations/yesNo`,
  structuralRegsApproval: `${PP}/alterationsAndChanges/hasStructuralAlterations/buildingRegApproval/yesNo`,
  conservatory: `${PP}/alterationsAndChanges/hasAddedConservatory/yesNo`,
  conservatoryRegsApproval: `${PP}/alterationsAndChanges/hasAddedConservatory/buildingRegApproval/yesNo`,
  changeOfUse: `${PP}/alterationsAndChanges/changeOfUse/yesNo`,
  changeOfUseRegsApproval: `${PP}/alterationsAndChanges/changeOfUse/buildingRegApproval/yesNo`,
  windows: `${PP}/alterationsAndChanges/windowReplacementsSince2002/yesNo`,
  worksUnfinished: `${PP}/alterationsAndChanges/worksUnfinished/yesNo`,
  planningBreaches: `${PP}/alterationsAndChanges/planningPermissionBreaches/yesNo`,
  unresolvedPlanning: `${PP}/alterationsAndChanges/unresolvedPlanningIssues/yesNo`,
  disputes: `${PP}/disputesAndComplaints/hasDisputesAndComplaints/yesNo`,
  flooded: `${PP}/environmentalIssues/flooding/historicalFlooding/hasBeenFlooded`,
  otherCharges: `${PP}/additionalInformation/otherCharges/yesNo`,
  sufficientToRepay: `${PP}/completionAndMoving/sufficientToRepayAllMortgages/yesNo`,
  ownershipType: `${PP}/ownership/ownershipsToBeTransferred/0/ownershipType`,
  annualGroundRent: `${PP}/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/annualGroundRent`,
  groundRentPayable: `${PP}/ownership/ownershipsToBeTransferred/0/leaseholdInformation/groundRent/isGroundRentPayable`,
  propertyType: `${PP}/buildInformation/building/propertyType`,
  builtForm: `${PP}/buildInformation/building/builtForm`,
  entranceFloor: `${PP}/buildInformation/building/entranceFloor`,
  mainsElectricity: `${PP}/electricity/mainsElectricity/yesNo`,
  heatingFuel: `${PP}/heating/heatingSystem/centralHeatingDetails/centralHeatingFuel/centralHeatingFuelType`,
  mainsWater: `${PP}/waterAndDrainage/water/mainsWater/yesNo`,
  mainsFoulDrainage: `${PP}/waterAndDrainage/drainage/mainsFoulDrainage/yesNo`,
  telephone: `${PP}/connectivity/telephone/yesNo`,
  cable: `${PP}/connectivity/cableSatelliteTV/yesNo`,
  broadband: `${PP}/connectivity/broadband/typeOfConnection`,
} as const;

/** The option key '1' is Yes in every yes/no list of the forms. */
export const YES = '1';

export function answerText(inputs: Pick<AttributeInputs, 'answers'>, path: string): string | null {
  const value = inputs.answers.get(path);
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

export function answeredYes(inputs: Pick<AttributeInputs, 'answers'>, path: string): boolean {
  return answerText(inputs, path) === YES;
}

/** 'true' / 'false' dimensions of yes/no attributes. */
export const flag = (value: boolean): string => (value ? 'true' : 'false');
