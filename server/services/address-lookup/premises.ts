import type { AddressResult } from '../../../contracts/wizard.ts';
import type { SampleStreet } from './sample-addresses.ts';

/** The parts of an address as the lookup reports them (spec 02 §3.3), from a premises written "Flat 2, 14". */
export function parsePremises(
  premises: string,
): Pick<AddressResult, 'sub_building_name' | 'sub_building_number' | 'building_name' | 'building_number'> {
  const [first, second] = premises.split(',').map((part) => part.trim());
  const sub = second === undefined ? '' : first;
  const building = second ?? first;
  const numbered = /^\d+[A-Z]?$/.test(building);
  return {
    sub_building_name: sub,
    sub_building_number: '',
    building_name: numbered ? '' : building,
    building_number: numbered ? building : '',
  };
}

/** "Flat 2, 14 Mill Lane, Bath" style one-line address, leaving out empty parts. */
export function addressLine(
  parts: Pick<
    AddressResult,
    'sub_building_name' | 'building_name' | 'building_number' | 'thoroughfare' | 'town_or_city'
  >,
): string {
  const street = [parts.building_number, parts.thoroughfare].filter(Boolean).join(' ');
  return [parts.sub_building_name, parts.building_name, street, parts.town_or_city].filter(Boolean).join(', ');
}

export function sampleAddresses(street: SampleStreet): AddressResult[] {
  return street.premises.map((premises) => {
    const parts = {
      ...parsePremises(premises),
      thoroughfare: street.street,
      town_or_city: street.town,
      hop_post_code: street.postcode,
    };
    return { ...parts, line: addressLine(parts) };
  });
}
