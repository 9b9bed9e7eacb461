import type { TitleSearchBody, TitleSearchResult } from '../../../contracts/wizard.ts';
import type { TitleRegister } from './title-register.ts';

/** HM Land Registry: titles matching an address, and the register of one title. */
export interface LandRegistry {
  /** True when the answers are the shipped sample titles, which the screens then say. */
  readonly sample: boolean;
  /** Titles at the address; the postcode, when given, is normalised. Empty when none match. */
  searchByAddress(address: TitleSearchBody): Promise<TitleSearchResult[]>;
  /** The register of a title (normalised number), or null when there is no such title. */
  title(titleNumber: string): Promise<TitleRegister | null>;
}
