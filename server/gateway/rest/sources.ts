import type { OrganisationPayload, OrganisationSummary } from '../../../contracts/organisations.ts';
import type { Pagination, PropertyPayload } from '../../../contracts/properties.ts';
import type { HealthPayload } from '../../../contracts/health.ts';
import type { ChecklistItemPayload } from '../../../contracts/dashboard.ts';
import type {
  CompletionPayload,
  FormDefinitionPayload,
  QuestionnaireResponse,
} from '../../../contracts/questionnaires.ts';
import type { PropertyRef, UserDetail, UserSummary } from '../../../contracts/users.ts';

/**
 * What each GraphQL type is resolved from, where that is more than one REST payload (codegen
 * `mappers`). Every member is a contract type: the gateway declares no payload of its own.
 */

/** A user arrives whole from `GET /user/{id}`, or as the summary the list and `PUT /accept` carry. */
export type UserSource = UserSummary | UserDetail;

/** An organisation arrives whole from `GET /organisation/{id}`, or as the summary inside a user. */
export type OrganisationSource = OrganisationSummary | OrganisationPayload;

/** Health as the API reports it, or the gateway's own answer when the API cannot be reached. */
export type HealthSource = HealthPayload | { status: 'unavailable'; database: 'unknown' };

/** Named apart from the generated `PropertyRef` type it maps. */
export type PropertyRefSource = PropertyRef;

/** A page of properties as the gateway resolves it. */
export type PropertyPage = { nodes: PropertyPayload[]; pagination: Pagination };

export function isUserDetail(user: UserSource): user is UserDetail {
  return 'properties' in user;
}

export function isFullOrganisation(organisation: OrganisationSource): organisation is OrganisationPayload {
  return 'type_name' in organisation;
}

/** A questionnaire as `GET /questionnaire/{propertyId}/{questionnaireId}` returns it, with the property it belongs to. */
export type QuestionnaireSource = { propertyId: number; payload: QuestionnaireResponse };

/** A version of a form's definition, under the id a client caches it by (form-version.ts). */
export type FormVersionSource = {
  id: string;
  questionnaireId: number;
  version: number;
  definition: FormDefinitionPayload;
};

/** A form's completion, keyed like its questionnaire so a save updates the cached form. */
export type CompletionSource = { id: string; completion: CompletionPayload };

export type SectionSource = FormDefinitionPayload['sections'][number];
export type GroupSource = SectionSource['groups'][number];
export type QuestionSource = GroupSource['questions'][number];
export type ListColumnSource = NonNullable<QuestionSource['listQuestions']>[number];

export type AnswerSourceEntry = QuestionnaireResponse['sources'][string];

/** One answer of a form, with where it came from when not typed into this form. */
export type AnswerEntry = { questionKey: string; value: unknown; source: AnswerSourceEntry | null };

export type AnswersSavedSource = { completion: CompletionSource; savedAt: string };

export type SectionConfirmedSource = { confirmedQuestionKeys: string[]; questionnaire: QuestionnaireSource };

/** Administration: the nested parts of the phase configuration, and a page of the admin list. */
export type PhaseConfigQuestionnaireSource =
  import('../../../contracts/admin.ts').PhaseConfigPayload['questionnaires'][number];
export type PhaseConfigSectionSource = PhaseConfigQuestionnaireSource['sections'][number];
export type PhaseConfigGroupSource = PhaseConfigSectionSource['groups'][number];
export type PhaseConfigQuestionSource = PhaseConfigGroupSource['questions'][number];
export type UserSearchResultSource = import('../../../contracts/admin.ts').UserSearchResult[number];
export type AdminPropertyPage = {
  nodes: PropertyPayload[];
  pagination: Pagination;
  filterOptions: import('../../../contracts/admin.ts').FilterOption[];
};

/** A checklist row with the property it belongs to, so its id is unique across properties. */
export type ChecklistItemSource = { propertyId: number; item: ChecklistItemPayload };
