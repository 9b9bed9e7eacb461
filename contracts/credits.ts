import { Type, type Static } from 'typebox';
import { DateTimeText } from './common.ts';

export const CreditRequestPayload = Type.Object({ id: Type.Integer(), created_at: DateTimeText });
export type CreditRequestPayload = Static<typeof CreditRequestPayload>;
