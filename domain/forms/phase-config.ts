/**
 * Which questionnaire and which question is open in which phase (spec 02 §3.3 phase_config).
 * The default below is data; an organisation may override any entry. The admin organisation view
 * shows the resolved table (a tick or cross per phase for every question but uploads).
 */
import { PHASES, type PhaseId } from '../phases.ts';
import type { FormDefinition, QuestionnaireId } from './definition.ts';
import { QUESTIONNAIRE } from './definition.ts';

export type PhaseFlags = Readonly<Partial<Record<PhaseId, boolean>>>;

export type PhaseConfig = Readonly<{
  /** Per questionnaire: the phases it is open in. Missing phases count as open. */
  questionnaires: Readonly<Partial<Record<QuestionnaireId, PhaseFlags>>>;
  /** Per questionnaire and question id: overrides for single questions. */
  questions: Readonly<Partial<Record<QuestionnaireId, Readonly<Record<string, PhaseFlags>>>>>;
}>;

/**
 * Move Ready asks for everything a listing and a draft contract pack need, so every form is open
 * from phase 1 and stays open. Conveyancing enquiries only exist once a buyer's lawyer has raised
 * them, so that form opens at Contract Ready (phase 2).
 */
export const DEFAULT_PHASE_CONFIG: PhaseConfig = {
  questionnaires: { [QUESTIONNAIRE.conveyancingEnquiries]: { 1: false, 2: true, 3: true } },
  questions: {},
};

export function isQuestionnaireEnabled(config: PhaseConfig, questionnaireId: QuestionnaireId, phase: PhaseId): boolean {
  return config.questionnaires[questionnaireId]?.[phase] ?? true;
}

export function isQuestionEnabled(
  config: PhaseConfig,
  questionnaireId: QuestionnaireId,
  questionId: string,
  phase: PhaseId,
): boolean {
  if (!isQuestionnaireEnabled(config, questionnaireId, phase)) return false;
  return config.questions[questionnaireId]?.[questionId]?.[phase] ?? true;
}

/** The phase_config view of spec 02 §3.3 for the given definitions. */
export type PhaseConfigView = {
  phases: { id: PhaseId; label: string }[];
  questionnaires: {
    id: QuestionnaireId;
    name: string;
    sections: {
      id: string;
      name: string;
      groups: {
        id: number;
        name: string;
        questions: { id: string; question: string; type: string; enabledInPhase: Record<PhaseId, boolean> }[];
      }[];
    }[];
  }[];
};

export function phaseConfigView(
  definitions: readonly FormDefinition[],
  config: PhaseConfig = DEFAULT_PHASE_CONFIG,
): PhaseConfigView {
  const phases = PHASES.map((p) => ({ id: p.id, label: p.label }));
  return {
    phases,
    questionnaires: definitions.map((definition) => ({
      id: definition.id,
      name: definition.name,
      sections: definition.sections.map((section) => ({
        id: section.id,
        name: section.name,
        groups: section.groups.map((group) => ({
          id: group.id,
          name: group.name ?? '',
          questions: group.questions
            .filter((q) => q.type !== 'upload')
            .map((q) => ({
              id: q.id,
              question: q.question,
              type: q.type,
              enabledInPhase: Object.fromEntries(
                phases.map((p) => [p.id, isQuestionEnabled(config, definition.id, q.id, p.id)]),
              ) as Record<PhaseId, boolean>,
            })),
        })),
      })),
    })),
  };
}
