import { FITTINGS_ROOT, roomSection } from './build.ts';

/** TA10 section 8, the outdoor area: the one category allowed five extra items. */
export const outdoorAreaSection = roomSection({
  category: 'outdoor_area',
  name: 'Outdoor area',
  groupBase: 900,
  pdtf: `${FITTINGS_ROOT}/outdoorArea`,
  items: [
    { id: 'garden_furniture', name: 'Garden furniture', key: 'gardenFurniture', ref: '8.1' },
    { id: 'garden_ornaments', name: 'Garden ornaments', key: 'gardenOrnaments', ref: '8.2' },
    { id: 'plants', name: 'Trees, plants and shrubs', key: 'treesPlantsShrubs', ref: '8.3' },
    { id: 'barbecue', name: 'Barbecue', key: 'barbecue', ref: '8.4' },
    { id: 'dustbins', name: 'Dustbins', key: 'dustbins', ref: '8.5' },
    { id: 'shed', name: 'Garden shed', key: 'gardenShed', ref: '8.6' },
    { id: 'greenhouse', name: 'Greenhouse', key: 'greenhouse', ref: '8.7' },
    { id: 'outdoor_heater', name: 'Outdoor heater', key: 'outdoorHeater', ref: '8.8' },
    { id: 'outdoor_lights', name: 'Outdoor lights', key: 'outdoorLights', ref: '8.9' },
    { id: 'water_butt', name: 'Water butt', key: 'waterButt', ref: '8.10' },
    { id: 'clothes_line', name: 'Clothes line', key: 'clothesLine', ref: '8.11' },
    { id: 'rotary_line', name: 'Rotary line', key: 'rotaryLine', ref: '8.12' },
  ],
  other: { key: 'otherItems', ref: '8.13', comments: true },
});
