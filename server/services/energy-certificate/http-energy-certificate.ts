import { httpPublicRecordLookup, type PublicRecordServiceSettings } from '../public-records/http-source.ts';
import type { PublicRecordLookup } from '../public-records/public-record-lookup.ts';
import { ENERGY_CERTIFICATE } from './energy-certificate.ts';

/** The EPC register through the gateway: `GET energy-certificates?postcode=…&address=…`. */
export function httpEnergyCertificate(settings: PublicRecordServiceSettings): PublicRecordLookup {
  return httpPublicRecordLookup(settings, ENERGY_CERTIFICATE, {
    service: 'energy certificate register',
    endpoint: 'energy-certificates',
  });
}
