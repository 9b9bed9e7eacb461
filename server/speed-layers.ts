import { readSettings, type SPEED_LAYERS } from './settings.ts';

export type SpeedLayer = (typeof SPEED_LAYERS)[number];

/**
 * The layers of the speed machinery switched off by SPEED_LAYERS_OFF (server/settings.ts), read
 * once when the process starts. A switch exists only to measure what its layer buys alone
 * (`npm run bench:machinery`, docs/performance.md "The speed machinery"): with a layer off the
 * product answers the same, only by the slower path the layer replaced. A wrong name stops the
 * process at start-up, as every other setting does.
 */
const off: ReadonlySet<SpeedLayer> = new Set(
  readSettings({ SPEED_LAYERS_OFF: process.env.SPEED_LAYERS_OFF }).SPEED_LAYERS_OFF,
);

/** Whether the layer is on (the default). */
export function speedLayerOn(layer: SpeedLayer): boolean {
  return !off.has(layer);
}
