import { describe, expect, it } from 'vitest';
import { normalisePostcode } from '../../../../domain/postcode.ts';
import { SAMPLE_STREETS } from '../../../../server/services/address-lookup/sample-addresses.ts';
import { sampleAddressLookup } from '../../../../server/services/address-lookup/sample-address-lookup.ts';
import { sampleLandRegistry } from '../../../../server/services/land-registry/sample-land-registry.ts';
import { buildSampleTitles } from '../../../../server/services/land-registry/sample-titles.ts';

describe('the shipped sample data', () => {
  it('covers a few dozen valid postcodes, with flats among them', async () => {
    expect(SAMPLE_STREETS.length).toBeGreaterThanOrEqual(30);
    for (const street of SAMPLE_STREETS) expect(normalisePostcode(street.postcode)).toBe(street.postcode);
    const lookup = sampleAddressLookup();
    const flats = (await Promise.all(SAMPLE_STREETS.map((s) => lookup.find(s.postcode))))
      .flat()
      .filter((a) => a.sub_building_name);
    expect(flats.length).toBeGreaterThan(40);
  });

  it('finds a title for every sample address the wizard would search, and the flat itself among them', async () => {
    const registry = sampleLandRegistry();
    const lookup = sampleAddressLookup();
    for (const street of SAMPLE_STREETS) {
      for (const address of await lookup.find(street.postcode)) {
        const results = await registry.searchByAddress({
          buildingNumber: address.building_number || undefined,
          buildingName: address.building_name || undefined,
          postCode: address.hop_post_code,
        });
        expect(results.length, address.line).toBeGreaterThan(0);
        if (address.sub_building_name)
          expect(
            results.some(
              (r) =>
                r.Address.SubBuildingName === address.sub_building_name && r.TenureInformation.TenureTypeCode === '20',
            ),
            address.line,
          ).toBe(true);
      }
    }
  });

  it('gives every title a unique number and a register with what forms and reports read', async () => {
    const titles = buildSampleTitles(SAMPLE_STREETS, new Date('2026-11-23'));
    expect(new Set(titles.map((t) => t.result.TitleNumber)).size).toBe(titles.length);
    for (const { result, register } of titles) {
      expect(register.title_number).toBe(result.TitleNumber);
      expect(register.current_proprietorship_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(register.proprietors.length).toBeGreaterThan(0);
      if (result.TenureInformation.TenureTypeCode === '20') {
        expect(register.tenure_title_code).toBe(60);
        expect(register.lease?.remaining_years).toBeGreaterThanOrEqual(0);
        expect(register.documents.lease).toMatch(/^https:/);
      } else {
        expect(register.tenure_title_code).toBe(10);
        expect(register.lease).toBeNull();
      }
    }
    expect(await sampleLandRegistry().title(titles[0].result.TitleNumber)).toMatchObject({
      title_number: titles[0].result.TitleNumber,
    });
  });
});
