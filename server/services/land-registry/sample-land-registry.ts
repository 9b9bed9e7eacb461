import type { TitleSearchBody } from '../../../contracts/wizard.ts';
import type { LandRegistry } from './land-registry.ts';
import { buildSampleTitles } from './sample-titles.ts';

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The embedded default over the sample titles. Matching is what a clerk would do: the postcode, or
 * else street and town, narrows to a street; a building number or name narrows to a building, and
 * every title in it (the freehold and its flats) is a result.
 */
export function sampleLandRegistry(): LandRegistry {
  const titles = buildSampleTitles();
  const byNumber = new Map(titles.map((title) => [title.result.TitleNumber, title.register]));
  return {
    sample: true,
    async searchByAddress(query: TitleSearchBody) {
      return titles
        .map((title) => title.result)
        .filter(({ Address: address }) => {
          if (query.postCode) {
            if (!same(address.PostcodeZone.Postcode, query.postCode)) return false;
          } else if (
            !query.streetName ||
            !same(address.StreetName, query.streetName) ||
            (query.cityName && !same(address.CityName, query.cityName))
          ) {
            return false;
          }
          if (query.buildingNumber && !same(address.BuildingNumber, query.buildingNumber)) return false;
          if (query.buildingName && !same(address.BuildingName, query.buildingName)) return false;
          return true;
        });
    },
    title: async (titleNumber) => byNumber.get(titleNumber) ?? null,
  };
}
