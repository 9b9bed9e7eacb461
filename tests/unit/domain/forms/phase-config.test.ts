import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE } from '../../../../domain/forms/definition.ts';
import {
  DEFAULT_PHASE_CONFIG,
  isQuestionEnabled,
  phaseConfigView,
  type PhaseConfig,
} from '../../../../domain/forms/phase-config.ts';
import { form, q, section } from './fixtures.ts';

describe('phase configuration', () => {
  it('opens every form in every phase by default, conveyancing enquiries from Contract Ready', () => {
    expect(isQuestionEnabled(DEFAULT_PHASE_CONFIG, QUESTIONNAIRE.info, 'any', 1)).toBe(true);
    expect(isQuestionEnabled(DEFAULT_PHASE_CONFIG, QUESTIONNAIRE.conveyancingEnquiries, 'e1', 1)).toBe(false);
    expect(isQuestionEnabled(DEFAULT_PHASE_CONFIG, QUESTIONNAIRE.conveyancingEnquiries, 'e1', 2)).toBe(true);
  });

  it('lets a single question be closed in a phase', () => {
    const config: PhaseConfig = { questionnaires: {}, questions: { [QUESTIONNAIRE.about]: { a: { 1: false } } } };
    expect(isQuestionEnabled(config, QUESTIONNAIRE.about, 'a', 1)).toBe(false);
    expect(isQuestionEnabled(config, QUESTIONNAIRE.about, 'a', 2)).toBe(true);
    expect(isQuestionEnabled(config, QUESTIONNAIRE.about, 'b', 1)).toBe(true);
  });

  it('describes the table the organisation view shows, without uploads', () => {
    const config: PhaseConfig = { questionnaires: {}, questions: { [QUESTIONNAIRE.about]: { a: { 3: false } } } };
    const view = phaseConfigView([form([section('1', [q('a'), q('u', { type: 'upload' })])])], config);
    expect(view.phases.map((p) => p.id)).toEqual([1, 2, 3]);
    const questions = view.questionnaires[0]!.sections[0]!.groups[0]!.questions;
    expect(questions).toEqual([
      { id: 'a', question: 'Question a', type: 'text', enabledInPhase: { 1: true, 2: true, 3: false } },
    ]);
  });
});
