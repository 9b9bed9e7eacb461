import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../domain/attributes/inputs.ts';
import {
  BASE_COMPLEXITY,
  complexityIssues,
  complexityPercent,
  complexityRating,
  worksWithoutApproval,
} from '../../../../domain/attributes/rules/complexity.ts';
import {
  phaseAddition,
  portfolioTimesavings,
  potentialTimesavings,
  predictedWeeks,
  timesavingsBand,
  timescaleRating,
} from '../../../../domain/attributes/rules/timescale.ts';
import { inputs, leasehold, title } from './fixtures.ts';

describe('complexity', () => {
  it('a clean freehold sold by its proprietor has no issues and the base complexity', () => {
    expect(complexityIssues(inputs())).toEqual([]);
    expect(complexityPercent([])).toBe(BASE_COMPLEXITY);
  });

  it('each issue adds its weight, capped at 100', () => {
    const issues = complexityIssues(
      inputs({ title: leasehold(75, { restrictions: ['R'] }), answers: { [PATHS.disputes]: '1' } }),
    );
    expect(issues.map((issue) => issue.key)).toEqual(['leasehold', 'short_lease', 'restrictions', 'disputes']);
    expect(complexityPercent(issues)).toBe(20 + 10 + 15 + 10 + 10);
    expect(complexityPercent(Array.from({ length: 20 }, () => ({ key: 'x', weight: 10 })))).toBe(100);
  });

  it('no title data is an issue of its own', () => {
    expect(complexityIssues(inputs({ title: null })).map((issue) => issue.key)).toContain('no_title_data');
  });

  it('works without building regulations approval', () => {
    expect(
      worksWithoutApproval(
        inputs({ answers: { [PATHS.structuralAlterations]: '1', [PATHS.structuralRegsApproval]: '2' } }),
      ),
    ).toBe(true);
    expect(
      worksWithoutApproval(
        inputs({ answers: { [PATHS.structuralAlterations]: '1', [PATHS.structuralRegsApproval]: '1' } }),
      ),
    ).toBe(false);
  });

  it('rates green to 45 %, amber to 60 %, red above (spec 02 §9)', () => {
    expect([45, 46, 60, 61].map(complexityRating)).toEqual(['GREEN', 'AMBER', 'AMBER', 'RED']);
  });
});

describe('timescale', () => {
  it('adds 6, 4 or 2 weeks for phase 1, 2 or 3', () => {
    expect([1, 2, 3].map(phaseAddition)).toEqual([6, 4, 2]);
    expect(predictedWeeks(20, 1) - predictedWeeks(20, 3)).toBe(4);
  });

  it('predicts whole weeks from complexity', () => {
    expect(predictedWeeks(20, 1)).toBe(Math.round(6 + 2.8 + 6));
    expect(predictedWeeks(100, 3)).toBe(22);
  });

  it('rates green to 16 weeks, amber 17 to 18, red above (spec 02 §9)', () => {
    expect([16, 17, 18, 19].map(timescaleRating)).toEqual(['GREEN', 'AMBER', 'AMBER', 'RED']);
  });

  it('potential timesavings are 0.35 times the weeks plus the phase addition, to one decimal', () => {
    expect(potentialTimesavings(20, 1)).toBe(Math.round((0.35 * 8.8 + 6) * 10) / 10);
    expect(potentialTimesavings(50, 3)).toBe(Math.round((0.35 * 13 + 2) * 10) / 10);
    expect(portfolioTimesavings(16)).toBe(8.6);
    expect(timesavingsBand(9.1)).toBe('9-10 weeks');
  });

  it('a property with the same title keeps its complexity across phases', () => {
    const before = complexityPercent(complexityIssues(inputs({ phaseId: 1, title: title() })));
    const after = complexityPercent(complexityIssues(inputs({ phaseId: 3, title: title() })));
    expect(after).toBe(before);
  });
});
