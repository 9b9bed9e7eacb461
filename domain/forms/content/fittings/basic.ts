import { FITTINGS_ROOT, roomSection } from './build.ts';

/** TA10 section 1, basic fittings. */
export const basicSection = roomSection({
  category: 'basic',
  name: 'Basic fittings',
  notes: 'Heating, switches, sockets, doors and windows: the things most buyers expect to stay.',
  groupBase: 100,
  pdtf: `${FITTINGS_ROOT}/basicFittings`,
  items: [
    { id: 'boiler', name: 'Boiler or immersion heater', key: 'boilerImmersionHeater', ref: '1.1' },
    { id: 'radiators', name: 'Radiators and wall heaters', key: 'radiatorsWallHeaters', ref: '1.2' },
    { id: 'night_storage_heaters', name: 'Night storage heaters', key: 'nightStorageHeaters', ref: '1.3' },
    { id: 'free_standing_heaters', name: 'Free-standing heaters', key: 'freeStandingHeaters', ref: '1.4' },
    { id: 'gas_fires', name: 'Gas fires, with their surrounds', key: 'gasFiresWithSurround', ref: '1.5' },
    {
      id: 'electric_fires',
      name: 'Electric fires, with their surrounds',
      key: 'electricFiresWithSurround',
      ref: '1.6',
    },
    { id: 'light_switches', name: 'Light switches', key: 'lightSwitches', ref: '1.7' },
    { id: 'roof_insulation', name: 'Roof insulation', key: 'roofInsulation', ref: '1.8' },
    { id: 'window_fittings', name: 'Window fittings', key: 'windowFittings', ref: '1.9' },
    { id: 'window_shutters', name: 'Window shutters and grilles', key: 'windowShuttersGrilles', ref: '1.10' },
    { id: 'internal_door_fittings', name: 'Internal door fittings', key: 'internalDoorFittings', ref: '1.11' },
    { id: 'external_door_fittings', name: 'External door fittings', key: 'externalDoorFittings', ref: '1.12' },
    { id: 'doorbell', name: 'Doorbell or chime', key: 'doorbellChime', ref: '1.13' },
    { id: 'electric_sockets', name: 'Electric sockets', key: 'electricSockets', ref: '1.14' },
    { id: 'burglar_alarm', name: 'Burglar alarm', key: 'burglarAlarm', ref: '1.15' },
  ],
  other: { key: 'otherItems', ref: '1.16', comments: true },
});
