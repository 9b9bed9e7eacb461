import { Type, type Static } from 'typebox';
import { Nullable } from '../../../contracts/common.ts';

/**
 * What the product keeps of a title's register: what the forms prefill from (proprietorship date,
 * tenure, remaining lease term, deeds and plan, lease) and what the reports need (proprietors,
 * restrictions, charges, restrictive covenants, last sale). The HTTP adapter checks answers
 * against this shape.
 */
export const TitleRegister = Type.Object({
  title_number: Type.String(),
  /** 10 freehold, 60 leasehold (spec 02 §9). */
  tenure_title_code: Type.Union([Type.Literal(10), Type.Literal(60)]),
  address_lines: Type.Array(Type.String()),
  postcode: Type.String(),
  proprietors: Type.Array(Type.String()),
  /** ISO date the current proprietors were registered. */
  current_proprietorship_date: Type.String(),
  last_sale: Nullable(Type.Object({ price: Type.Integer(), date: Type.String() })),
  restrictions: Type.Array(Type.String()),
  charges: Type.Array(Type.String()),
  restrictive_covenants: Type.Array(Type.String()),
  /** Leaseholds only: the term granted and the years left of it. */
  lease: Nullable(
    Type.Object({ term_years: Type.Integer(), start_date: Type.String(), remaining_years: Type.Integer() }),
  ),
  documents: Type.Object({ register: Type.String(), plan: Type.String(), lease: Nullable(Type.String()) }),
});
export type TitleRegister = Static<typeof TitleRegister>;
