import { Type } from 'typebox';
import { EXTENSION_PREFIX } from '../../../domain/public-record-facts.ts';
import type { SourceReading } from '../public-records/public-record-lookup.ts';

const Entity = Type.Object({ name: Type.String(), reference: Type.String() });

/** The planning constraints covering the address, as planning.data.gov.uk's datasets list them. */
export const PlanningConstraintsAnswer = Type.Object({
  conservationAreas: Type.Array(Entity),
  listedBuildings: Type.Array(
    Type.Object({
      name: Type.String(),
      reference: Type.String(),
      grade: Type.Union([Type.Literal('I'), Type.Literal('II*'), Type.Literal('II')]),
    }),
  ),
  /** null: the council publishes no tree preservation order data, so nothing can be said. */
  treePreservationOrders: Type.Union([Type.Array(Entity), Type.Null()]),
  /** null: the council publishes no article 4 direction data. */
  article4Directions: Type.Union([Type.Array(Entity), Type.Null()]),
});

const LISTING = '/propertyPack/listingAndConservation';
const yesNo = (list: readonly unknown[]) => (list.length > 0 ? 'Yes' : 'No');

export const PLANNING_CONSTRAINTS: SourceReading<typeof PlanningConstraintsAnswer> = {
  source: 'planning-constraints',
  shape: PlanningConstraintsAnswer,
  read(answer) {
    const facts: Record<string, unknown> = {
      [`${LISTING}/isConservationArea/yesNo`]: yesNo(answer.conservationAreas),
      [`${LISTING}/isListed/yesNo`]: yesNo(answer.listedBuildings),
    };
    if (answer.conservationAreas.length > 0)
      facts[`${LISTING}/isConservationArea/details`] = answer.conservationAreas
        .map((area) => `${area.name} conservation area`)
        .join('; ');
    if (answer.listedBuildings.length > 0) {
      facts[`${LISTING}/isListed/details`] = answer.listedBuildings
        .map((building) => `${building.name}: grade ${building.grade} listed (list entry ${building.reference})`)
        .join('; ');
    }
    if (answer.treePreservationOrders)
      facts[`${LISTING}/hasTreePreservationOrder/yesNo`] = yesNo(answer.treePreservationOrders);
    if (answer.article4Directions)
      facts[`${EXTENSION_PREFIX}/planning/article4Direction`] =
        answer.article4Directions.map((direction) => direction.name).join('; ') || 'None';
    const reference = answer.listedBuildings[0]?.reference ?? answer.conservationAreas[0]?.reference ?? null;
    return { reference, recordDate: null, facts };
  },
};
