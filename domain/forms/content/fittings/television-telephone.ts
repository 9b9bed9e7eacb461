import { FITTINGS_ROOT, roomSection } from './build.ts';

/** TA10 section 9, television and telephone. No extra items (cap 0). */
export const televisionTelephoneSection = roomSection({
  category: 'television_telephone',
  name: 'Television and telephone',
  groupBase: 1000,
  pdtf: `${FITTINGS_ROOT}/televisionAndTelephone`,
  items: [
    { id: 'telephone_receivers', name: 'Telephone handsets', key: 'telephoneReceivers', ref: '9.1' },
    { id: 'tv_aerial', name: 'Television aerial', key: 'televisionAerial', ref: '9.2' },
    { id: 'radio_aerial', name: 'Radio aerial', key: 'radioAerial', ref: '9.3' },
    { id: 'satellite_dish', name: 'Satellite dish', key: 'satelliteDish', ref: '9.4' },
  ],
});
