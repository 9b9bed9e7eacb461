import { describe, expect, it } from 'vitest';
import { displayedCompletion } from '../../../domain/completion.ts';
import { paginate } from '../../../domain/pagination.ts';
import { completedPhases, phaseById } from '../../../domain/phases.ts';
import { isRoleCode, roleLabel } from '../../../domain/roles.ts';
import { CLIENT_IDS, themeByKey } from '../../../domain/themes.ts';

describe('completion shown to users', () => {
  it('is capped at 99 until every seller has signed', () => {
    expect(displayedCompletion(100, false)).toBe(99);
    expect(displayedCompletion(100, true)).toBe(100);
    expect(displayedCompletion(42.4, false)).toBe(42);
    expect(displayedCompletion(-5, true)).toBe(0);
  });
});

describe('pagination', () => {
  it('counts at least one page, and rounds partial pages up', () => {
    expect(paginate(1, 30, 0).totalPages).toBe(1);
    expect(paginate(2, 30, 36)).toEqual({ page: 2, pageSize: 30, total: 36, totalPages: 2 });
    expect(paginate(1, 30, 60).totalPages).toBe(2);
  });
});

describe('phases', () => {
  it('chain Move Ready → Contract Ready → Exchange Ready', () => {
    expect(phaseById(1)).toMatchObject({ label: 'Move Ready', nextPhase: 2 });
    expect(phaseById(3)?.nextPhase).toBeNull();
    expect(completedPhases(3).map((phase) => phase.label)).toEqual(['Move Ready', 'Contract Ready']);
    expect(phaseById(9)).toBeUndefined();
  });
});

describe('roles and themes', () => {
  it('labels the simple user as Simply Conveyancing', () => {
    expect(roleLabel(20)).toBe('Simply Conveyancing');
    expect(isRoleCode(5)).toBe(false);
  });

  it('falls back to the default theme and gives every theme its own client', () => {
    expect(themeByKey('unknown').key).toBe('hop');
    expect(themeByKey('lawsociety').themeId).toBe('h');
    expect(new Set(CLIENT_IDS).size).toBe(CLIENT_IDS.length);
  });
});
