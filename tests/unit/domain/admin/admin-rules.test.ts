import { describe, expect, it } from 'vitest';
import { adminButtonsFor } from '../../../../domain/admin/admin-panel.ts';
import { agentColour, agentTypesFor } from '../../../../domain/admin/agent-types.ts';
import { pageNumbers, truncateName } from '../../../../domain/admin/page-numbers.ts';
import { parsePropertyFilters, serialisePropertyFilters } from '../../../../domain/admin/property-filters.ts';
import { permissionsOf } from '../../../../domain/permissions.ts';
import { ROLE } from '../../../../domain/roles.ts';

describe('admin list pagination', () => {
  it('shows page 1, the last page and 4 either side, with gaps as ...', () => {
    expect(pageNumbers(10, 30)).toEqual([1, '...', 6, 7, 8, 9, 10, 11, 12, 13, 14, '...', 30]);
    expect(pageNumbers(1, 30)).toEqual([1, 2, 3, 4, 5, '...', 30]);
    expect(pageNumbers(30, 30)).toEqual([1, '...', 26, 27, 28, 29, 30]);
    expect(pageNumbers(6, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });

  it('truncates names to 20 characters plus ...', () => {
    expect(truncateName('12 Long Meadow Close, Cirencester')).toBe('12 Long Meadow Close...');
    expect(truncateName('Exactly twenty chars')).toBe('Exactly twenty chars');
  });
});

describe('admin panel buttons', () => {
  it('offer each role the screens it may open', () => {
    const labels = (role: (typeof ROLE)[keyof typeof ROLE]) => adminButtonsFor(permissionsOf(role)).map((b) => b.label);
    expect(labels(ROLE.administrator)).toHaveLength(15);
    expect(labels(ROLE.administrator).slice(-3)).toEqual(['API clients', 'GraphQL Explorer', 'Failed jobs']);
    expect(labels(ROLE.brandAdmin)).toEqual([
      'Agencies',
      'Individual Agents',
      "Solicitors' firms",
      'Individual Solicitors',
      'Individual Movers',
      'Browse Properties',
      'Add Property',
      'Property Attributes Insights',
    ]);
    expect(labels(ROLE.agent)).toEqual([
      "Solicitors' firms",
      'Individual Solicitors',
      'Browse Properties',
      'Add Property',
      'Property Attributes Insights',
    ]);
    expect(labels(ROLE.homeMover)).toEqual([]);
  });
});

describe('agent types', () => {
  it('only an administrator adds simple users and administrators', () => {
    expect(agentTypesFor(ROLE.brandAdmin)).toEqual(['agent', 'brand']);
    expect(agentTypesFor(ROLE.administrator)).toEqual(['agent', 'brand', 'simple', 'admin']);
  });

  it('colour-codes brand admins, simple users and administrators', () => {
    expect([ROLE.brandAdmin, ROLE.simple, ROLE.administrator, ROLE.agent].map(agentColour)).toEqual([
      'brand',
      'simple',
      'admin',
      null,
    ]);
  });
});

describe('property list filters', () => {
  it('reads a JSON object of known names and numeric values, leaving out All', () => {
    expect(parsePropertyFilters('{"agency":"12","phase":2,"brand":""}')).toEqual({ agency: '12', phase: '2' });
    expect(parsePropertyFilters(undefined)).toEqual({});
  });

  it('refuses anything else', () => {
    for (const text of ['x', '[]', 'null', '{"colour":"1"}', '{"agency":"1 or 1=1"}', '{"agency":{"a":1}}'])
      expect(parsePropertyFilters(text)).toBeNull();
  });

  it('writes only the chosen values', () => {
    expect(serialisePropertyFilters({ agency: '3', phase: '' })).toBe('{"agency":"3"}');
  });
});
