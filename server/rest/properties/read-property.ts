/** The batch routes' import of the property read, which lives with the use cases. */
export { readProperty } from '../../use-cases/properties/read-property.ts';
