import { describe, expect, it } from 'vitest';
import { widgetAttributes } from '../../../web/src/screens/dashboard/attributes/fromEngine.ts';
import { groupAttributes } from '../../../web/src/screens/dashboard/attributes/groupAttributes.ts';

const legal = { name: 'legal_alerts', title: 'Legal Alerts' };
const timescale = { name: 'timescale', title: 'Conveyancing Timescale' };
const details = { name: 'property_details', title: 'Property Details' };

describe('the dashboard shows the attribute engine rows', () => {
  it('as scores, set flags and other attributes', () => {
    const shown = groupAttributes(
      widgetAttributes([
        { key: 'complexity', dimension: 'AMBER', value: 55, source: timescale },
        { key: 'restrictions', dimension: 'true', value: null, source: legal },
        { key: 'short_lease', dimension: 'false', value: null, source: legal },
        { key: 'property_type', dimension: 'Flat', value: null, source: details },
      ]),
    );
    expect(shown.scores.map((score) => [score.label, score.value])).toEqual([['Complexity', '55 (AMBER)']]);
    expect(shown.flags.map((flag) => flag.name)).toEqual(['restrictions']);
    expect(shown.other.map((other) => [other.name, other.value])).toEqual([['property_type', 'Flat']]);
  });

  it('lists every value of a multi-valued attribute in one entry', () => {
    const rows = widgetAttributes([
      { key: 'complexity_issues', dimension: 'leasehold', value: 10, source: timescale },
      { key: 'complexity_issues', dimension: 'short_lease', value: 15, source: timescale },
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].value).toBe('leasehold, short_lease');
  });
});
