/**
 * Whether a portal listing is at the address a property is added for (spec 02 §4.5, the portal
 * step), and how a listing and an address read. The portal, the address lookup and the title each
 * write an address their own way ("Flat 3, 7 Lansdown Road", "flat 3 7 Lansdown Rd", "Apartment 3,
 * 7 Lansdown Road"), so two are the same when their premises and street read the same once case,
 * punctuation, the word for a flat and the common street abbreviations are set aside, at the same
 * postcode.
 */
import { normalisePostcode } from '../postcode.ts';

/** A listing's address as the portal gives it (spec 02 §3.3 portal property). */
export type PortalAddress = {
  nameNo: string;
  subDwelling: string;
  street: string;
  town: string;
  county?: string;
  postcode: string;
};

/** The premises and street of an address, as the address lookup gives them. */
export type Premises = {
  subBuildingName: string;
  buildingName: string;
  buildingNumber: string;
  thoroughfare: string;
};

/** Where a property is: its premises line ("Flat 3, 7 Lansdown Road") and its postcode. */
export type AddressKey = { premises: string; postcode: string };

const NUMBERED = /^\d+[A-Za-z]?$/;

/** "Flat 3, 7 Lansdown Road": the premises as one line, leaving out empty parts. */
export function premisesLine(premises: Premises): string {
  const street = [premises.buildingNumber, premises.thoroughfare].filter((part) => part.trim()).join(' ');
  return [premises.subBuildingName, premises.buildingName, street]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** A listing's premises in the lookup's terms: its "name or number" is a number or a building's name. */
export function listingPremises(address: PortalAddress): Premises {
  const nameNo = address.nameNo.trim();
  return {
    subBuildingName: address.subDwelling,
    buildingName: NUMBERED.test(nameNo) ? '' : nameNo,
    buildingNumber: NUMBERED.test(nameNo) ? nameNo : '',
    thoroughfare: address.street,
  };
}

/** "Flat 2, 7 Lansdown Road, Cheltenham, GL50 1QA": a listing as the screens name it. */
export function listingLine(address: PortalAddress): string {
  return [premisesLine(listingPremises(address)), address.town.trim(), address.postcode.trim()]
    .filter(Boolean)
    .join(', ');
}

/** A listing's key, to compare with a property's. */
export function listingKey(address: PortalAddress): AddressKey {
  return { premises: premisesLine(listingPremises(address)), postcode: address.postcode };
}

/** Words that say a unit is a flat, which addresses write differently or leave out. */
const UNIT_WORDS = new Set(['flat', 'apartment', 'apt', 'unit', 'maisonette', 'no', 'number']);

/** Street words and the abbreviations the portal and the lookup use for them. */
const STREET_WORDS: Readonly<Record<string, string>> = {
  rd: 'road',
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  ln: 'lane',
  dr: 'drive',
  ct: 'court',
  pl: 'place',
  cres: 'crescent',
  cl: 'close',
  sq: 'square',
  ter: 'terrace',
  terr: 'terrace',
  gdns: 'gardens',
  gr: 'grove',
  pk: 'park',
  hse: 'house',
};

/** The words of a premises line that tell one address from another, in one spelling. */
export function premisesWords(line: string): string[] {
  return (
    line
      .toLowerCase()
      // "11 B" is "11B"; "7-9" stays apart from "79".
      .replace(/(\d)\s+([a-z])\b/g, '$1$2')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter((word) => word !== '' && !UNIT_WORDS.has(word))
      .map((word) => STREET_WORDS[word] ?? word)
  );
}

function samePostcode(a: string, b: string): boolean {
  const left = normalisePostcode(a);
  const right = normalisePostcode(b);
  // Both given: they must agree. A listing without one is judged on its premises alone.
  return left === null || right === null || left === right;
}

/** Whether two addresses are the same property. */
export function isSameAddress(a: AddressKey, b: AddressKey): boolean {
  const left = premisesWords(a.premises);
  return (
    left.length > 0 && samePostcode(a.postcode, b.postcode) && left.join(' ') === premisesWords(b.premises).join(' ')
  );
}

/** The listings with the ones at the address first, each marked; otherwise in the portal's order. */
export function rankListings<T extends { address: PortalAddress }>(
  at: AddressKey,
  listings: readonly T[],
): { listing: T; sameAddress: boolean }[] {
  const marked = listings.map((listing) => ({ listing, sameAddress: isSameAddress(at, listingKey(listing.address)) }));
  return [...marked.filter((entry) => entry.sameAddress), ...marked.filter((entry) => !entry.sameAddress)];
}
