import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';
import { MESSAGES } from '../../../../domain/messages.ts';
import { NOT_LISTED, NOTHING_CHOSEN } from '../../../../domain/property-creation.ts';
import { normaliseTitleNumber } from '../../../../domain/title-number.ts';
import type { TitleSearchInput, TitleSearchQuery } from '../../gql/wizard.ts';

/** Select values of the wizard (spec 02 §4.5): '0' nothing chosen yet, '-1' not listed. */
export const NOTHING = String(NOTHING_CHOSEN);
export const NOT_LISTED_VALUE = String(NOT_LISTED);

/** The address a property is added for: picked from the lookup or typed into the alternative form. */
export type ChosenAddress = {
  subBuildingName: string;
  buildingNumber: string;
  buildingName: string;
  thoroughfare: string;
  townOrCity: string;
  postcode: string;
};

export type TitleResult = TitleSearchQuery['titleSearch']['results'][number];

/** Only the address parts: a lookup result also carries its display line and type name, which the input does not take. */
export function chosenAddressOf(address: ChosenAddress): ChosenAddress {
  const { subBuildingName, buildingNumber, buildingName, thoroughfare, townOrCity, postcode } = address;
  return { subBuildingName, buildingNumber, buildingName, thoroughfare, townOrCity, postcode };
}

const present = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * What the Land Registry search is asked for an address. The flat is left out on purpose: a flat's
 * building finds the freehold and every flat in it, and the user picks theirs from the list.
 */
export function titleSearchInputFor(address: ChosenAddress): TitleSearchInput {
  return {
    buildingNumber: present(address.buildingNumber),
    buildingName: present(address.buildingName),
    streetName: present(address.thoroughfare),
    cityName: present(address.townOrCity),
    postcode: present(address.postcode),
  };
}

/** A title as the results list shows it; leasehold entries are labelled '(leasehold)' (spec 02 §4.5). */
export function titleLabel(title: TitleResult): string {
  const street = [title.buildingNumber, title.streetName].filter(Boolean).join(' ');
  const address = [title.subBuildingName, title.buildingName, street, title.cityName, title.postcode]
    .filter(Boolean)
    .join(', ');
  return title.leasehold ? `${address} (leasehold)` : address;
}

function firstGraphqlError(error: ErrorLike): { message: string; code: string | undefined } | null {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return null;
  const [first] = error.errors;
  const code = first.extensions?.code;
  return { message: first.message, code: typeof code === 'string' ? code : undefined };
}

/** Adding from the search failed (spec 02 §8): the server's message, else the spec's words. */
export function addFailureMessage(error: ErrorLike, choosesAgency: boolean): string {
  const graphql = firstGraphqlError(error);
  if (graphql?.message) return graphql.message;
  return choosesAgency ? MESSAGES.addPropertyFailedChooseAgency : MESSAGES.addPropertyFailed;
}

/** Adding by title number failed (spec 02 §8): a server fault shows its message, anything else is prefixed. */
export function addByTitleFailureMessage(error: ErrorLike): string {
  const graphql = firstGraphqlError(error);
  if (!graphql) return MESSAGES.addByTitleFailed('');
  if (graphql.code === 'INTERNAL_SERVER_ERROR' || graphql.code === 'UPSTREAM_ERROR') return graphql.message;
  return MESSAGES.addByTitleFailed(graphql.message);
}

/** The title-number form's own checks (spec 02 §5.2), before anything is sent. */
export function titleFormProblem(titleNumber: string, agentId: string): string | null {
  if (!titleNumber.trim() || agentId === NOTHING) return MESSAGES.titleAndAgentRequired;
  if (!normaliseTitleNumber(titleNumber)) return MESSAGES.invalidTitleNumber;
  return null;
}
