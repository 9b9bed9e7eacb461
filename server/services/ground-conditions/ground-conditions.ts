import { Type } from 'typebox';
import type { SourceReading } from '../public-records/public-record-lookup.ts';

/** The Coal Authority's and UKHSA's maps for one address. */
export const GroundConditionsAnswer = Type.Object({
  coalMining: Type.Object({
    /** Inside the coal mining reporting area. */
    coalfield: Type.Boolean(),
    /** Inside a development high risk area (shallow workings, mine entries). */
    developmentHighRisk: Type.Boolean(),
    reference: Type.Union([Type.String(), Type.Null()]),
  }),
  /** UKHSA radon potential class: 1 (under 1% of homes above the action level) to 6 (30% or more). */
  radonClass: Type.Integer({ minimum: 1, maximum: 6 }),
});

const RADON_SHARE = ['less than 1%', '1 to 3%', '3 to 5%', '5 to 10%', '10 to 30%', '30% or more'];
const ENV = '/propertyPack/environmentalIssues';

export const GROUND_CONDITIONS: SourceReading<typeof GroundConditionsAnswer> = {
  source: 'ground-conditions',
  shape: GroundConditionsAnswer,
  read(answer) {
    const { coalfield, developmentHighRisk, reference } = answer.coalMining;
    const coalSummary = developmentHighRisk
      ? 'Coal Authority: in a development high risk area (past coal mining near the surface).'
      : coalfield
        ? 'Coal Authority: in the coalfield, outside the development high risk areas.'
        : 'Coal Authority: outside the coal mining reporting area.';
    return {
      reference,
      recordDate: null,
      facts: {
        [`${ENV}/coalMining/riskIndicator`]: developmentHighRisk ? 'Yes' : 'No',
        [`${ENV}/coalMining/summary`]: coalSummary,
        // A radon affected area is one where 1% or more of homes are above the action level (class 2 and up).
        [`${ENV}/radon/radonRisk/riskIndicator`]: answer.radonClass >= 2 ? 'Yes' : 'No',
        [`${ENV}/radon/radonRisk/summary`]: `UKHSA radon map: ${RADON_SHARE[answer.radonClass - 1]} of homes here are estimated to be above the radon action level (class ${answer.radonClass}).`,
      },
    };
  },
};
