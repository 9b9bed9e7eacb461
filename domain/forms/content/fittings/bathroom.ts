import { FITTINGS_ROOT, roomSection } from './build.ts';

/** TA10 section 3, the bathroom. The TA10 has no extra rows here, so neither do we (cap 0). */
export const bathroomSection = roomSection({
  category: 'bathroom',
  name: 'Bathroom',
  notes: 'If there is more than one bathroom, say in the comments which one you mean.',
  groupBase: 300,
  pdtf: `${FITTINGS_ROOT}/bathroom`,
  items: [
    { id: 'bath', name: 'Bath', key: 'bath', ref: '3.1' },
    { id: 'shower_over_bath', name: 'Shower fitting over the bath', key: 'showerFittingForBath', ref: '3.2' },
    { id: 'shower_curtain', name: 'Shower curtain', key: 'showerCurtain', ref: '3.3' },
    { id: 'cabinet', name: 'Bathroom cabinet', key: 'bathroomCabinet', ref: '3.4' },
    { id: 'taps', name: 'Taps', key: 'taps', ref: '3.5' },
    { id: 'separate_shower', name: 'Separate shower and its fittings', key: 'separateShowersAndFittings', ref: '3.6' },
    { id: 'towel_rail', name: 'Towel rail', key: 'towelRail', ref: '3.7' },
    { id: 'soap_holders', name: 'Soap and toothbrush holders', key: 'soapToothbrushHolders', ref: '3.8' },
    { id: 'toilet_roll_holders', name: 'Toilet roll holders', key: 'toiletRollHolders', ref: '3.9' },
    { id: 'mirror', name: 'Bathroom mirror', key: 'bathroomMirror', ref: '3.10' },
  ],
});
