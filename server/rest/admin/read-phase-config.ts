/** The batch routes' import of the phase configuration read, which lives with the use cases. */
export { readPhaseConfig } from '../../use-cases/admin/read-phase-config.ts';
