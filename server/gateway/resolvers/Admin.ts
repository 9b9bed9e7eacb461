import { roleLabel } from '../../../domain/roles.ts';
import type {
  AdminPropertyListResolvers,
  PersonResolvers,
  PhaseConfigGroupResolvers,
  PhaseConfigQuestionResolvers,
  PhaseConfigQuestionnaireResolvers,
  PhaseConfigResolvers,
  PhaseConfigSectionResolvers,
} from '../generated/resolvers-types.ts';

/** Resolvers of the administration types; names renamed from the REST payloads' snake_case. */
export const Person: PersonResolvers = {
  roleLabel: (person) => roleLabel(person.role),
  organisationId: (person) => (person.organisation === null ? null : String(person.organisation)),
  organisationName: (person) => person.organisation_name,
  dateRegistered: (person) => person.date_registered,
  lastActivity: (person) => person.last_activity,
  numProperties: (person) => person.num_properties,
  acceptedTerms: (person) => person.accepted_tcs,
};

export const AdminPropertyList: AdminPropertyListResolvers = {
  nodes: (page) => page.nodes,
  pageInfo: ({ pagination }) => ({
    page: pagination.page,
    pageSize: pagination.page_size,
    total: pagination.total,
    totalPages: pagination.total_pages,
    hasNextPage: pagination.page < pagination.total_pages,
  }),
  filterOptions: (page) => page.filterOptions,
};

export const PhaseConfig: PhaseConfigResolvers = {
  phases: (config) => config.phases.map((phase) => ({ id: String(phase.id), label: phase.label })),
};
export const PhaseConfigQuestionnaire: PhaseConfigQuestionnaireResolvers = { id: (q) => String(q.id) };
export const PhaseConfigSection: PhaseConfigSectionResolvers = { id: (s) => s.id };
export const PhaseConfigGroup: PhaseConfigGroupResolvers = { id: (g) => String(g.id) };
export const PhaseConfigQuestion: PhaseConfigQuestionResolvers = {
  enabledPhaseIds: (q) =>
    Object.entries(q.enabled_in_phase)
      .filter(([, on]) => on)
      .map(([id]) => id),
};
