import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../../domain/forms/answered.ts';
import { isStandardEmail } from '../../../../domain/pdtf/standard-email.ts';
import { compilePdtfValidator } from '../../../fixtures/pdtf-validator.ts';

/** A participant's email is a `format: email` field of the base schema: Ajv with its formats decides. */
const validate = compilePdtfValidator([]);
const standardHolds = (email: string) =>
  validate({ transactionId: 't', propertyPack: {}, participants: [{ role: 'Estate Agent', email }] }).length === 0;

describe('an email address the standard holds', () => {
  it('is a plain mailbox; the wider addresses a mail client takes are not', () => {
    expect(isStandardEmail('jordan.quayle+move@example.co.uk')).toBe(true);
    for (const email of ['José@example.com', '.jordan@example.com', 'jordan@exämple.com']) {
      expect(isValidEmail(email), email).toBe(true);
      expect(isStandardEmail(email), email).toBe(false);
    }
  });

  it('is exactly what the schema’s email format accepts', () => {
    const near = fc.constantFrom('a@b.co', 'a..b@c.de', 'a.@c.de', '-a@b-.cd', 'a@b.c-d', 'ü@x.de', 'a b@c.de');
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string(), near), (email) => {
        expect(isStandardEmail(email)).toBe(standardHolds(email));
      }),
      { numRuns: 300 },
    );
  });
});
