import { Type } from 'typebox';
import { OneOf } from '../../../contracts/common.ts';
import { RISK_LEVELS, type RiskLevel } from '../../../domain/public-record-facts.ts';
import { ISO_DATE_PATTERN, type SourceReading } from '../public-records/public-record-lookup.ts';

const Level = OneOf(RISK_LEVELS);

/** The Environment Agency's long-term flood risk for one address. */
export const FloodRiskAnswer = Type.Object({
  riversAndSea: Level,
  surfaceWater: Level,
  /** The assessment's own reference, where the service gives one. */
  reference: Type.Union([Type.String(), Type.Null()]),
  /** When the risk was last assessed, yyyy-mm-dd. */
  assessedOn: Type.Union([Type.String({ pattern: ISO_DATE_PATTERN }), Type.Null()]),
});

/** High and medium risk (a chance of 1% a year or more) count as "at risk"; low and very low do not. */
export const atRisk = (level: RiskLevel) => level === 'High' || level === 'Medium';

const word = (level: RiskLevel) => `${level.toLowerCase()} risk`;

export const FLOOD_RISK: SourceReading<typeof FloodRiskAnswer> = {
  source: 'flood-risk',
  shape: FloodRiskAnswer,
  read: (answer) => ({
    reference: answer.reference,
    recordDate: answer.assessedOn,
    facts: {
      '/propertyPack/environmentalIssues/flooding/floodRisk/riskIndicator':
        atRisk(answer.riversAndSea) || atRisk(answer.surfaceWater) ? 'Yes' : 'No',
      '/propertyPack/environmentalIssues/flooding/floodRisk/summary': `Environment Agency long-term flood risk: rivers and the sea ${word(answer.riversAndSea)}, surface water ${word(answer.surfaceWater)}.`,
    },
  }),
};
