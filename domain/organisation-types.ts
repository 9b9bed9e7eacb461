/** Organisation types as the API and the database store them (spec 02 §3.3). */
export const ORGANISATION_TYPE = {
  brand: 1,
  agency: 2,
  solicitorsFirm: 3,
} as const;

export type OrganisationTypeName = keyof typeof ORGANISATION_TYPE;
export type OrganisationTypeCode = (typeof ORGANISATION_TYPE)[OrganisationTypeName];

export const ORGANISATION_TYPE_CODES = [
  ORGANISATION_TYPE.brand,
  ORGANISATION_TYPE.agency,
  ORGANISATION_TYPE.solicitorsFirm,
] as const satisfies readonly OrganisationTypeCode[];

const LABELS: Record<OrganisationTypeCode, string> = { 1: 'Brand', 2: 'Agency', 3: "Solicitors' firm" };

export function organisationTypeLabel(type: OrganisationTypeCode): string {
  return LABELS[type];
}

/** The schema's `OrganisationType` enum values, each standing for its numeric code. */
export const ORGANISATION_TYPE_ENUM = {
  BRAND: ORGANISATION_TYPE.brand,
  AGENCY: ORGANISATION_TYPE.agency,
  SOLICITORS_FIRM: ORGANISATION_TYPE.solicitorsFirm,
} as const;
