import type { AddressLookup } from './address-lookup/address-lookup.ts';
import { getAddressLookup, type GetAddressSettings } from './address-lookup/getaddress-lookup.ts';
import { sampleAddressLookup } from './address-lookup/sample-address-lookup.ts';
import { httpLandRegistry, type LandRegistrySettings } from './land-registry/http-land-registry.ts';
import type { LandRegistry } from './land-registry/land-registry.ts';
import { sampleLandRegistry } from './land-registry/sample-land-registry.ts';
import { httpPortal, type PortalSettings } from './portal/http-portal.ts';
import type { Portal } from './portal/portal.ts';
import { samplePortal } from './portal/sample-portal.ts';

/** The outside services the REST API calls, each behind its interface. */
export type Providers = { addressLookup: AddressLookup; landRegistry: LandRegistry; portal: Portal };

/** What configuration chose for each: the real service's settings, or the shipped sample data. */
export type ProviderSettings = {
  addressLookup: GetAddressSettings | 'sample';
  landRegistry: LandRegistrySettings | 'sample';
  portal: PortalSettings | 'sample';
};

export const SAMPLE_PROVIDERS: ProviderSettings = { addressLookup: 'sample', landRegistry: 'sample', portal: 'sample' };

/** Chosen once at start-up; nothing else in the product knows which implementation runs. */
export function createProviders(settings: ProviderSettings): Providers {
  return {
    addressLookup:
      settings.addressLookup === 'sample' ? sampleAddressLookup() : getAddressLookup(settings.addressLookup),
    landRegistry: settings.landRegistry === 'sample' ? sampleLandRegistry() : httpLandRegistry(settings.landRegistry),
    portal: settings.portal === 'sample' ? samplePortal() : httpPortal(settings.portal),
  };
}
