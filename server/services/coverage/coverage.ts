import { Type } from 'typebox';
import { OneOf } from '../../../contracts/common.ts';
import type { SourceReading } from '../public-records/public-record-lookup.ts';

/** Ofcom's predicted signal for one operator: 0 none, 1 limited, 2 likely, 3 good, 4 enhanced. */
const Signal = Type.Integer({ minimum: 0, maximum: 4 });
const Speed = Type.Union([Type.Number({ minimum: 0 }), Type.Null()]);

export const OPERATORS = { EE: 'ee', Three: 'h3', O2: 'tf', Vodafone: 'vo' } as const;

/** Ofcom's connected-nations answer for one address: predicted broadband speeds (Mbit/s) and mobile signal. */
export const CoverageAnswer = Type.Object({
  broadband: Type.Union([
    Type.Object({
      maxBbPredictedDown: Speed,
      maxSfbbPredictedDown: Speed,
      maxUfbbPredictedDown: Speed,
      maxPredictedDown: Speed,
      maxPredictedUp: Speed,
    }),
    Type.Null(),
  ]),
  mobile: Type.Array(
    Type.Object({
      operator: OneOf(['EE', 'Three', 'O2', 'Vodafone'] as const),
      voiceIndoor: Signal,
      dataIndoor: Signal,
      voiceOutdoor: Signal,
      dataOutdoor: Signal,
    }),
  ),
  /** The date of Ofcom's data release, yyyy-mm-dd. */
  release: Type.Union([Type.String(), Type.Null()]),
});

/** Likely or better indoors, for calls. */
const GOOD = 2;
const SPEED = '/propertyPack/connectivity/broadband/predictedSpeed';
const MOBILE = '/propertyPack/connectivity/mobilePhone/predictedCoverage';

export const COVERAGE: SourceReading<typeof CoverageAnswer> = {
  source: 'coverage',
  shape: CoverageAnswer,
  read(answer) {
    if (!answer.broadband && answer.mobile.length === 0) return null;
    const facts: Record<string, unknown> = {};
    if (answer.broadband) {
      const speeds = {
        maxPredictedDown: answer.broadband.maxPredictedDown,
        maxPredictedUp: answer.broadband.maxPredictedUp,
        maxBbPredictedDown: answer.broadband.maxBbPredictedDown,
        maxSfbbPredictedDown: answer.broadband.maxSfbbPredictedDown,
        maxUfbbPredictedDown: answer.broadband.maxUfbbPredictedDown,
      };
      for (const [field, value] of Object.entries(speeds)) if (value !== null) facts[`${SPEED}/${field}`] = value;
    }
    for (const entry of answer.mobile) {
      const prefix = OPERATORS[entry.operator];
      facts[`${MOBILE}/${prefix}VoiceIndoor`] = entry.voiceIndoor;
      facts[`${MOBILE}/${prefix}DataIndoor`] = entry.dataIndoor;
      facts[`${MOBILE}/${prefix}VoiceOutdoor`] = entry.voiceOutdoor;
      facts[`${MOBILE}/${prefix}DataOutdoor`] = entry.dataOutdoor;
    }
    // Said only where the prediction is plain: no operator indoors means signal problems; three or more means none.
    if (answer.mobile.length === Object.keys(OPERATORS).length) {
      const good = answer.mobile.filter((entry) => entry.voiceIndoor >= GOOD).length;
      if (good === 0) facts['/propertyPack/connectivity/mobilePhone/knownSignalIssues/yesNo'] = 'Yes';
      else if (good >= 3) facts['/propertyPack/connectivity/mobilePhone/knownSignalIssues/yesNo'] = 'No';
    }
    return { reference: null, recordDate: answer.release, facts };
  },
};
