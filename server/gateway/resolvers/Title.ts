import { SEARCH_LEASEHOLD_CODE } from '../../../domain/title-number.ts';
import type { TitleResolvers } from '../generated/resolvers-types.ts';

/** Land Registry's PascalCase result, renamed; tenure code '20' is leasehold (spec 02 §9). */
export const Title: TitleResolvers = {
  titleNumber: (title) => title.TitleNumber,
  leasehold: (title) => title.TenureInformation.TenureTypeCode === SEARCH_LEASEHOLD_CODE,
  subBuildingName: (title) => title.Address.SubBuildingName ?? null,
  buildingName: (title) => title.Address.BuildingName ?? null,
  buildingNumber: (title) => title.Address.BuildingNumber ?? null,
  streetName: (title) => title.Address.StreetName ?? null,
  cityName: (title) => title.Address.CityName ?? null,
  postcode: (title) => title.Address.PostcodeZone.Postcode,
};
