import type { PhaseConfigPayload } from '../../../contracts/admin.ts';
import { FORM_DEFINITIONS } from '../../../domain/forms/content/index.ts';
import { phaseConfigView } from '../../../domain/forms/phase-config.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { findOrganisationRow } from '../../store/admin-organisations.ts';
import type { Db } from '../../store/database.ts';
import { seesOrganisation } from '../../store/tenancy.ts';
import type { Viewer } from '../../store/viewer.ts';
import { notFound } from '../app-error.ts';

/** Which questions each phase enables, for an organisation the viewer sees; shared by the single and the batch read. */
export async function readPhaseConfig(db: Db, viewer: Viewer, id: number): Promise<PhaseConfigPayload> {
  const organisation = await findOrganisationRow(db, id);
  if (!organisation || !seesOrganisation(viewer, organisation.id)) throw notFound(MESSAGES.organisationNotFound(id));
  const view = phaseConfigView(FORM_DEFINITIONS);
  return {
    phases: view.phases,
    questionnaires: view.questionnaires.map((q) => ({
      id: q.id,
      name: q.name,
      sections: q.sections.map((s) => ({
        id: s.id,
        name: s.name,
        groups: s.groups.map((g) => ({
          id: g.id,
          name: g.name,
          questions: g.questions.map((question) => ({
            id: question.id,
            question: question.question,
            type: question.type,
            enabled_in_phase: Object.fromEntries(Object.entries(question.enabledInPhase)),
          })),
        })),
      })),
    })),
  };
}
