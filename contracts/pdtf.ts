import { Type, type Static } from 'typebox';
import { PropertyId } from './common.ts';

export const PdtfParams = Type.Object({ id: PropertyId });

/**
 * A PDTF v3 transaction document (https://trust.propdata.org.uk/schemas/v3/pdtf-transaction.json).
 * Its body is validated against the vendored PDTF schema in the tests rather than restated here;
 * the contract names the top level so the serialiser keeps it whole.
 */
export const PdtfTransaction = Type.Object(
  {
    $schema: Type.String(),
    transactionId: Type.String(),
    status: Type.String(),
    participants: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    propertyPack: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true },
);
export type PdtfTransaction = Static<typeof PdtfTransaction>;
