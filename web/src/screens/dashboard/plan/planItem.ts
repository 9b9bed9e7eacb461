import type { DashboardQuery } from '../../../gql/graphql.ts';

type Plan = NonNullable<DashboardQuery['property']['actionPlan']>;

/** One row of the action plan as the dashboard's query reads it; the plan's cells and buttons each take one. */
export type PlanItem = Plan['items'][number];
