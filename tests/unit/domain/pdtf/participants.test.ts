import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { participantsOf } from '../../../../domain/pdtf/participants.ts';
import { compilePdtfValidator, errorLines } from '../../../fixtures/pdtf-validator.ts';

/** The participants as the standard reads them: inside a transaction document, by the base schema. */
const validate = compilePdtfValidator([]);
const inDocument = (participants: unknown[]) => ({ transactionId: 't', propertyPack: {}, participants });

describe('the participants of a PDTF export', () => {
  it('are the sellers who have joined, then the agency the property belongs to', () => {
    expect(
      participantsOf({
        sellers: [
          { name: 'Jordan Quayle', email: 'jordan@example.com' },
          { name: 'Mary Anne de la Cour', email: 'mary@example.com' },
        ],
        agency: 'Quayside Lettings',
      }),
    ).toEqual([
      {
        name: { firstName: 'Jordan', lastName: 'Quayle' },
        email: 'jordan@example.com',
        role: 'Seller',
        participantStatus: 'Active',
      },
      {
        name: { firstName: 'Mary Anne de la', lastName: 'Cour' },
        email: 'mary@example.com',
        role: 'Seller',
        participantStatus: 'Active',
      },
      { organisation: 'Quayside Lettings', role: 'Estate Agent' },
    ]);
  });

  it('name only the estate agency while no seller has joined', () => {
    const participants = participantsOf({ sellers: [], agency: 'Quayside Lettings' });
    expect(participants).toEqual([{ organisation: 'Quayside Lettings', role: 'Estate Agent' }]);
    expect(errorLines(validate(inDocument(participants)))).toEqual([]);
  });

  it('are none for a property with neither a seller nor an agency', () => {
    expect(participantsOf({ sellers: [], agency: null })).toEqual([]);
    expect(participantsOf({ sellers: [], agency: '   ' })).toEqual([]);
  });

  it('leave off a name with no letters and an email the standard cannot hold, keeping the seller', () => {
    expect(participantsOf({ sellers: [{ name: '  ', email: 'José@example.com' }], agency: null })).toEqual([
      { role: 'Seller', participantStatus: 'Active' },
    ]);
    expect(participantsOf({ sellers: [{ name: 'Kit', email: ' kit@example.com ' }], agency: null })).toEqual([
      {
        name: { firstName: 'Kit', lastName: 'Kit' },
        email: 'kit@example.com',
        role: 'Seller',
        participantStatus: 'Active',
      },
    ]);
  });

  it('are valid in the base schema whatever the names, emails and agency, whenever there is one', () => {
    const person = fc.record({
      name: fc.oneof(fc.string(), fc.constantFrom('Jordan Quayle', ' ', 'Ö Łukasz')),
      email: fc.oneof(fc.emailAddress(), fc.string(), fc.constantFrom('a@b.c', '.a@b.co', 'José@example.com')),
    });
    fc.assert(
      fc.property(fc.array(person, { maxLength: 3 }), fc.option(fc.string(), { nil: null }), (sellers, agency) => {
        const participants = participantsOf({ sellers, agency });
        if (participants.length > 0) expect(errorLines(validate(inDocument(participants)))).toEqual([]);
        expect(participants.filter((p) => p.role === 'Seller')).toHaveLength(sellers.length);
      }),
    );
  });
});
