import type { AddressResolvers } from '../generated/resolvers-types.ts';

export const Address: AddressResolvers = {
  subBuildingName: (address) => address.sub_building_name,
  subBuildingNumber: (address) => address.sub_building_number,
  buildingName: (address) => address.building_name,
  buildingNumber: (address) => address.building_number,
  thoroughfare: (address) => address.thoroughfare,
  townOrCity: (address) => address.town_or_city,
  postcode: (address) => address.hop_post_code,
};
