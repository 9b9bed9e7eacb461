import { describe, expect, it } from 'vitest';
import { discriminatorOf, fieldsOf, placeBranch, requiredOf } from '../../../../domain/pdtf/branches.ts';
import type { RichNode } from '../../../../domain/pdtf/derive-rules.ts';
import type { JsonObject } from '../../../../domain/pdtf/json.ts';
import type { Omission } from '../../../../domain/pdtf/omission.ts';

/** A yes/no object as the PDTF writes them: details and documents only when the answer is Yes. */
const yesNo: RichNode = {
  type: 'object',
  properties: { yesNo: { type: 'string', enum: ['Yes', 'No'] }, comments: { type: 'string' } },
  oneOf: [
    { properties: { yesNo: { enum: ['No'] } } },
    {
      properties: {
        yesNo: { enum: ['Yes'] },
        details: { type: 'string' },
        attachments: { type: 'string' },
      },
      required: ['details'],
    },
  ],
};

/** An ownership: each type its own follow-ups. */
const ownership: RichNode = {
  type: 'object',
  properties: { ownershipType: { type: 'string', enum: ['Freehold', 'Leasehold', 'Other'] } },
  oneOf: [
    { properties: { ownershipType: { enum: ['Freehold'] }, estateRentcharges: { type: 'object' } } },
    { properties: { ownershipType: { enum: ['Leasehold'] }, leaseholdInformation: { type: 'object' } } },
    { properties: { ownershipType: { enum: ['Other'] }, otherOwnershipDetails: { type: 'string' } } },
  ],
};

function place(node: RichNode, value: JsonObject) {
  const out: Omission[] = [];
  return { placement: placeBranch(node, value, '/x', out), value, out };
}

describe('placing a discriminated object in its branch', () => {
  it('finds the field every branch fixes: the discriminator', () => {
    expect(discriminatorOf(yesNo)).toBe('yesNo');
    expect(discriminatorOf(ownership)).toBe('ownershipType');
    expect(discriminatorOf({ type: 'object', properties: { a: { type: 'string' } } })).toBeUndefined();
  });

  it('takes the branch its discriminator names', () => {
    expect(place(yesNo, { yesNo: 'Yes', details: 'Extension' })).toEqual({
      placement: 1,
      value: { yesNo: 'Yes', details: 'Extension' },
      out: [],
    });
  });

  it('leaves out a field only another branch holds: leasehold answers under a freehold', () => {
    const { placement, value, out } = place(ownership, {
      ownershipType: 'Freehold',
      leaseholdInformation: { groundRent: {} },
    });
    expect(placement).toBe(0);
    expect(value).toEqual({ ownershipType: 'Freehold' });
    expect(out).toEqual([
      {
        reason: 'other-branch',
        path: '/x/leaseholdInformation',
        discriminator: 'ownershipType',
        value: 'Freehold',
        holds: ['Leasehold'],
      },
    ]);
  });

  it('tells the discriminator from follow-ups only one branch holds', () => {
    const { placement, value, out } = place(ownership, { leaseholdInformation: { groundRent: {} } });
    expect(placement).toBe(1);
    expect(value.ownershipType).toBe('Leasehold');
    expect(out).toEqual([]);
  });

  it('leaves the object out when nothing tells which branch holds: a comment without "Included, excluded or none?"', () => {
    const { placement, value, out } = place(yesNo, { comments: 'Brass fittings' });
    expect(placement).toBe('unplaced');
    expect(value).toEqual({ comments: 'Brass fittings' });
    expect(out).toEqual([{ reason: 'no-branch', path: '/x', discriminator: 'yesNo' }]);
  });

  it('leaves it out when the follow-ups fit more than one branch', () => {
    const both: RichNode = {
      ...yesNo,
      oneOf: [
        { properties: { yesNo: { enum: ['No'] }, details: { type: 'string' } } },
        { properties: { yesNo: { enum: ['Yes'] }, details: { type: 'string' } } },
      ],
    };
    expect(place(both, { details: 'Something' }).placement).toBe('unplaced');
  });

  it('leaves it out when the only branch holding the follow-ups allows several values', () => {
    const approval: RichNode = {
      type: 'object',
      properties: { yesNo: { type: 'string', enum: ['Yes', 'No', 'Not required'] } },
      oneOf: [
        { properties: { yesNo: { enum: ['Yes'] }, attachments: { type: 'string' } } },
        { properties: { yesNo: { enum: ['No', 'Not required'] }, details: { type: 'string' } } },
      ],
    };
    expect(place(approval, { details: 'Before 1990' }).placement).toBe('unplaced');
    expect(place(approval, { attachments: 'Attached' }).value).toEqual({ attachments: 'Attached', yesNo: 'Yes' });
  });

  it('holds an object of one branch without its discriminator, which matches it anyway', () => {
    const single: RichNode = { ...yesNo, oneOf: [{ properties: { yesNo: { enum: ['Yes'] } } }] };
    expect(place(single, { comments: 'A' })).toMatchObject({ placement: 0, out: [] });
  });

  it('leaves a plain object as it is', () => {
    expect(place({ type: 'object', properties: { a: { type: 'string' } } }, { a: 'x' }).placement).toBe('unbranched');
  });
});

describe('what a placed object holds and requires', () => {
  it('holds its own fields and its branch’s, the own declaration kept where a branch only narrows its enum', () => {
    const fields = fieldsOf(yesNo, 1);
    expect(Object.keys(fields).sort()).toEqual(['attachments', 'comments', 'details', 'yesNo']);
    expect(fields.yesNo).toEqual({ type: 'string', enum: ['Yes', 'No'] });
    expect(Object.keys(fieldsOf(yesNo, 0)).sort()).toEqual(['comments', 'yesNo']);
  });

  it('requires its own required fields and its branch’s', () => {
    expect(requiredOf({ ...yesNo, required: ['yesNo'] }, 1)).toEqual(['yesNo', 'details']);
    expect(requiredOf(yesNo, 0)).toEqual([]);
    expect(requiredOf(yesNo, 'unbranched')).toEqual([]);
  });
});
