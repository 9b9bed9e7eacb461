import type { PhaseConfigPayload } from '../../../contracts/admin.ts';
import { FORM_DEFINITIONS } from '../../../domain/forms/content/index.ts';
import { phaseConfigView } from '../../../domain/forms/phase-config.ts';

/** The same for every organisation: which questions each phase enables. */
export function phaseConfigJson(): PhaseConfigPayload {
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
