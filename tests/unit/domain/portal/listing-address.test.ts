import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSameAddress,
  listingKey,
  listingLine,
  premisesLine,
  rankListings,
  type PortalAddress,
} from '../../../../domain/portal/listing-address.ts';
import { mayLinkPortalListing } from '../../../../domain/portal/portal-access.ts';
import { ROLE, ROLE_CODES } from '../../../../domain/roles.ts';

/** Whether a portal listing is the address a property was added for, however each writes it. */
const flat3 = { premises: 'Flat 3, 7 Lansdown Road', postcode: 'GL50 1QA' };
const listing = (nameNo: string, subDwelling = '', street = 'Lansdown Road', postcode = 'GL50 1QA'): PortalAddress => ({
  nameNo,
  subDwelling,
  street,
  town: 'Cheltenham',
  county: 'Gloucestershire',
  postcode,
});

describe('a listing at the chosen address', () => {
  it('is the same address written the portal’s way, and no other listing on the street is', () => {
    expect(isSameAddress(flat3, listingKey(listing('7', 'Flat 3')))).toBe(true);
    expect(isSameAddress(flat3, listingKey(listing('7', 'Apartment 3', 'Lansdown Rd', 'gl501qa')))).toBe(true);
    for (const other of [
      listing('1'),
      listing('5'),
      listing('7', 'Flat 2'),
      listing('9'),
      listing('11B'),
      listing('7'),
    ])
      expect(isSameAddress(flat3, listingKey(other)), listingLine(other)).toBe(false);
    // The same premises at another postcode is another property.
    expect(isSameAddress(flat3, listingKey(listing('7', 'Flat 3', 'Lansdown Road', 'GL50 2JA')))).toBe(false);
  });

  it('reads a listing as one line, and a named building as a name, not a number', () => {
    expect(listingLine(listing('7', 'Flat 2'))).toBe('Flat 2, 7 Lansdown Road, Cheltenham, GL50 1QA');
    expect(listingLine(listing('Regent House', 'Flat 1', 'Montpellier Terrace', 'GL50 2JA'))).toBe(
      'Flat 1, Regent House, Montpellier Terrace, Cheltenham, GL50 2JA',
    );
    expect(
      isSameAddress(
        { premises: 'Flat 1, Regent House, Montpellier Terrace', postcode: 'GL50 2JA' },
        listingKey(listing('Regent House', 'Flat 1', 'Montpellier Terrace', 'GL50 2JA')),
      ),
    ).toBe(true);
  });

  it('puts the listing at the address first and marks it, keeping the others in the portal’s order', () => {
    const listings = ['1', '5', '7', '9'].map((nameNo) => ({ id: nameNo, address: listing(nameNo) }));
    listings.push({ id: 'flat', address: listing('7', 'Flat 3') });
    expect(rankListings(flat3, listings).map(({ listing: l, sameAddress }) => [l.id, sameAddress])).toEqual([
      ['flat', true],
      ['1', false],
      ['5', false],
      ['7', false],
      ['9', false],
    ]);
  });
});

const word = fc.stringMatching(/^[A-Z][a-z]{2,9}$/);
const premises = fc.record({
  flat: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  number: fc.integer({ min: 1, max: 400 }),
  letter: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }),
  street: word,
  kind: fc.constantFrom(['Road', 'Rd'], ['Street', 'St'], ['Avenue', 'Ave'], ['Lane', 'Ln'], ['Close', 'Cl']),
});
type Generated = typeof premises extends fc.Arbitrary<infer T> ? T : never;

/** The chosen address as the lookup writes it, and the same listing as a portal might. */
const lookupLine = (p: Generated) =>
  premisesLine({
    subBuildingName: p.flat ? `Flat ${p.flat}` : '',
    buildingName: '',
    buildingNumber: `${p.number}${p.letter ?? ''}`,
    thoroughfare: `${p.street} ${p.kind[0]}`,
  });
const portalWay = (p: Generated, unit: string): PortalAddress => ({
  nameNo: `${p.number}${p.letter ? ` ${p.letter.toLowerCase()}` : ''}`,
  subDwelling: p.flat ? `${unit} ${p.flat}` : '',
  street: `${p.street.toUpperCase()} ${p.kind[1]}.`,
  town: 'Anytown',
  postcode: 'OX2 6QT',
});

describe('matching, over generated addresses', () => {
  it('holds whatever the case, the word for a flat, the street abbreviation or the spacing of a letter', () => {
    fc.assert(
      fc.property(premises, fc.constantFrom('Flat', 'Apartment', 'apt', 'Unit', ''), (p, unit) => {
        expect(isSameAddress({ premises: lookupLine(p), postcode: 'ox26qt' }, listingKey(portalWay(p, unit)))).toBe(
          true,
        );
      }),
    );
  });

  it('fails for another house number, or another flat of the same building', () => {
    fc.assert(
      fc.property(premises, fc.integer({ min: 1, max: 50 }), (p, shift) => {
        const at = { premises: lookupLine(p), postcode: 'OX2 6QT' };
        expect(isSameAddress(at, listingKey(portalWay({ ...p, number: p.number + shift }, 'Flat')))).toBe(false);
        if (p.flat)
          expect(isSameAddress(at, listingKey(portalWay({ ...p, flat: p.flat + shift }, 'Flat')))).toBe(false);
      }),
    );
  });

  it('ranks any listings as a permutation with every one at the address before every one not', () => {
    fc.assert(
      fc.property(premises, fc.array(fc.tuple(premises, fc.boolean()), { maxLength: 8 }), (chosen, others) => {
        const at = { premises: lookupLine(chosen), postcode: 'OX2 6QT' };
        const listings = others.map(([p, same], index) => ({
          id: String(index),
          address: portalWay(same ? chosen : p, 'Flat'),
        }));
        const ranked = rankListings(at, listings);
        expect(ranked.map((entry) => entry.listing.id).sort()).toEqual(listings.map((l) => l.id).sort());
        const flags = ranked.map((entry) => entry.sameAddress);
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      }),
    );
  });
});

describe('who may link a property to its agency’s portal listing', () => {
  const agency = { agencyId: 10, agencyParentId: 1 };
  it('is the owning agency’s agent, its brand’s admin or an administrator', () => {
    expect(mayLinkPortalListing({ role: ROLE.agent, organisationId: 10 }, agency)).toBe(true);
    expect(mayLinkPortalListing({ role: ROLE.brandAdmin, organisationId: 1 }, agency)).toBe(true);
    expect(mayLinkPortalListing({ role: ROLE.administrator, organisationId: null }, agency)).toBe(true);
    expect(mayLinkPortalListing({ role: ROLE.agent, organisationId: 11 }, agency)).toBe(false);
    expect(mayLinkPortalListing({ role: ROLE.brandAdmin, organisationId: 2 }, agency)).toBe(false);
    for (const role of ROLE_CODES.filter(
      (code) => code !== ROLE.agent && code !== ROLE.brandAdmin && code !== ROLE.administrator,
    ))
      expect(mayLinkPortalListing({ role, organisationId: 10 }, agency)).toBe(false);
    expect(
      mayLinkPortalListing({ role: ROLE.agent, organisationId: 10 }, { agencyId: null, agencyParentId: null }),
    ).toBe(false);
  });
});
