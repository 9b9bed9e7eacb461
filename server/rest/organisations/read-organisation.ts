/** The batch routes' import of the organisation read, which lives with the use cases. */
export { readOrganisation } from '../../use-cases/organisations/read-organisation.ts';
