/**
 * Every attribute the engine derives: its key, the name reports show, and the source it is
 * grouped under {name, title}. docs/attributes.md describes the inputs and rule of each.
 */
export type AttributeSource = { name: string; title: string };
export type AttributeKind = 'flag' | 'rating' | 'measure' | 'category' | 'multi';

export const SOURCES = {
  legal: { name: 'legal_alerts', title: 'Legal Alerts' },
  timescale: { name: 'timescale', title: 'Conveyancing Timescale' },
  mortgage: { name: 'mortgage', title: 'Mortgage Pre-Approval' },
  fraud: { name: 'fraud_risk', title: 'Transaction Fraud Risk' },
  property: { name: 'property', title: 'Property Details' },
} as const satisfies Record<string, AttributeSource>;

export type AttributeDefinition = {
  key: string;
  name: string;
  source: AttributeSource;
  kind: AttributeKind;
  description: string;
};

const define = (
  key: string,
  name: string,
  source: AttributeSource,
  kind: AttributeKind,
  description: string,
): AttributeDefinition => ({ key, name, source, kind, description });

export const ATTRIBUTES: readonly AttributeDefinition[] = [
  define(
    'complexity',
    'Complexity',
    SOURCES.timescale,
    'measure',
    'Complexity in percent; the dimension is its rating (GREEN ≤ 45 %, AMBER ≤ 60 %, RED above).',
  ),
  define(
    'complexity_issues',
    'Complexity issues',
    SOURCES.timescale,
    'multi',
    'Each issue that adds to the complexity.',
  ),
  define(
    'predicted_weeks',
    'Predicted conveyancing timescale',
    SOURCES.timescale,
    'measure',
    'Predicted weeks; the dimension is its rating (GREEN ≤ 16, AMBER 17–18, RED above).',
  ),
  define(
    'potential_timesavings',
    'Potential timesavings',
    SOURCES.timescale,
    'measure',
    'Weeks a move-ready sale can save; the dimension groups whole weeks.',
  ),
  define(
    'restrictive_covenants',
    'Restrictive Covenants',
    SOURCES.legal,
    'flag',
    'The register records restrictive covenants.',
  ),
  define('restrictions', 'Restrictions', SOURCES.legal, 'flag', 'The proprietorship register carries restrictions.'),
  define('building_works', 'Building Works', SOURCES.legal, 'flag', 'The sellers report building works.'),
  define('short_lease', 'Short lease', SOURCES.legal, 'flag', 'A lease with under 80 years left.'),
  define(
    'onerous_ground_rent',
    'Onerous Ground Rent',
    SOURCES.legal,
    'flag',
    'Ground rent above 0.1 % of the last sale price.',
  ),
  define(
    'freehold_unavoidable_costs',
    'Freehold Unavoidable Costs',
    SOURCES.legal,
    'flag',
    'A freehold whose owners pay charges all the same.',
  ),
  define('mortgage_check_title', 'Check 1 Title', SOURCES.mortgage, 'rating', 'The title as a lender reads it.'),
  define(
    'mortgage_check_previous_mortgage',
    'Check 2 Previous Mortgage',
    SOURCES.mortgage,
    'rating',
    'The charges to redeem on completion.',
  ),
  define(
    'mortgage_check_due_diligence',
    'Check 3 Due Diligence',
    SOURCES.mortgage,
    'rating',
    'What the sellers disclose.',
  ),
  define(
    'mortgage_combined',
    'Combined Mortgage Approval',
    SOURCES.mortgage,
    'rating',
    'The worst of the three checks.',
  ),
  define(
    'fraud_risk_proprietor_mismatch',
    'Proprietor not a seller',
    SOURCES.fraud,
    'flag',
    'No seller matches a proprietor on the register.',
  ),
  define(
    'fraud_risk_recent_ownership_change',
    'Recent change of ownership',
    SOURCES.fraud,
    'flag',
    'Proprietors registered within the last 12 months.',
  ),
  define(
    'fraud_risk_no_charge_long_held',
    'No charge on a long-held title',
    SOURCES.fraud,
    'flag',
    'No charge on a title held for 10 years or more.',
  ),
  define(
    'fraud_risk_title_unverified',
    'Title not verified',
    SOURCES.fraud,
    'flag',
    'No title data to check the sellers against.',
  ),
  define(
    'property_type',
    'Property type',
    SOURCES.property,
    'category',
    'terraced, semi, detached, bungalow, flat1–flat4, other, nonstandard.',
  ),
  define('services', 'Services', SOURCES.property, 'multi', 'Each service the property is connected to.'),
  define('broadband', 'Broadband', SOURCES.property, 'category', 'adsl, cable, fttc, fttp or unknown.'),
  define('tenure', 'Tenure', SOURCES.property, 'category', 'freehold, leasehold, commonhold or other.'),
];

const BY_KEY = new Map(ATTRIBUTES.map((attribute) => [attribute.key, attribute]));

export function attributeDefinition(key: string): AttributeDefinition | undefined {
  return BY_KEY.get(key);
}

/** The text reports show for an empty dimension (spec 02 §9.1). */
export const UNSET_DIMENSION = '<unset>';
