/** What a searches order says about the property: enough for a search provider to find it. */
export type SearchOrderInput = { propertyId: number; address: string; postcode: string; titleNumber: string | null };

/** A returned search pack: the bytes of a PDF, and the name it goes into the vault under. */
export type SearchPack = { fileName: string; bytes: Uint8Array };

/**
 * A property searches provider (local authority, drainage and water, environmental). Ordering
 * answers at once with the provider's reference; the pack comes back later, so the product asks for
 * it from a background job until it is ready.
 */
export interface SearchesProvider {
  /** Names the provider in the order's record. */
  readonly name: string;
  /** How long after ordering the pack is first asked for. */
  readonly firstCheckSeconds: number;
  order(input: SearchOrderInput): Promise<{ reference: string }>;
  /** The pack once returned; null while the searches are still being done. */
  pack(reference: string, input: SearchOrderInput): Promise<SearchPack | null>;
}

/** When the provider is next asked for an order's pack: its first check, and each one after while the pack is not ready. */
export const nextPackCheck = (provider: SearchesProvider) => ({
  runAt: new Date(Date.now() + provider.firstCheckSeconds * 1000),
});
