/** The batch routes' import of the vault read, which lives with the use cases. */
export { readVault } from '../../use-cases/uploads/read-vault.ts';
