import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildActionPlan,
  checklistKeysFor,
  itemStatus,
  reachedPhases,
  phaseMoveRefusal,
  reachedCompletion,
  searchesAvailableIn,
  splitPoints,
  type FormState,
} from '../../../domain/checklist.ts';
import { ROLE } from '../../../domain/roles.ts';

const seller = { id: 'seller-1', role: ROLE.homeMover, isSeller: true };
const agent = { id: 'agent-1', role: ROLE.agent, isSeller: false };

function forms(entries: Record<number, Partial<FormState>>): Map<number, FormState> {
  return new Map(
    Object.entries(entries).map(([id, form]) => [
      Number(id),
      { completion: 0, accepted: false, signedBy: [], ...form },
    ]),
  );
}

/** About my home 4, property information 2, fixtures and fittings 3, preliminary information 5. */
const MOVE_READY = [4, 2, 3, 5];
const allAt = (completion: number, signedBy: string[] = []) =>
  forms(Object.fromEntries(MOVE_READY.map((id) => [id, { completion, signedBy }])));

describe('checklist items per phase', () => {
  it('Move Ready asks for four forms; a leasehold adds leasehold information', () => {
    expect(checklistKeysFor(1, false)).toEqual([
      'about_my_home',
      'property_info',
      'fittings_contents',
      'preliminary_information',
    ]);
    expect(checklistKeysFor(1, true)).toHaveLength(5);
    expect(checklistKeysFor(2, false)).toContain('conveyancing_enquiries');
  });

  it('worth is 80 divided by the item count, the remainder going to the first items', () => {
    expect(splitPoints(80, 4)).toEqual([20, 20, 20, 20]);
    expect(splitPoints(80, 6)).toEqual([14, 14, 13, 13, 13, 13]);
    expect(splitPoints(80, 6).reduce((a, b) => a + b)).toBe(80);
    const plan = buildActionPlan({
      phaseId: 1,
      leasehold: true,
      forms: new Map(),
      sellerIds: [seller.id],
      viewer: seller,
    });
    expect(plan.items.map((item) => item.worth)).toEqual([16, 16, 16, 16, 16]);
  });

  it('estimated minutes come from spec 01 §9', () => {
    const plan = buildActionPlan({ phaseId: 1, leasehold: true, forms: new Map(), sellerIds: [], viewer: seller });
    expect(Object.fromEntries(plan.items.map((item) => [item.key, item.estimatedMinutes]))).toMatchObject({
      fittings_contents: 20,
      property_info: 20,
      preliminary_information: 20,
      leasehold_information: 20,
    });
  });
});

describe('completion of a phase', () => {
  it('progress earns the 80 points; a fully answered form also earns its share of the other 20', () => {
    const half = buildActionPlan({
      phaseId: 1,
      leasehold: false,
      forms: allAt(50),
      sellerIds: [seller.id],
      viewer: seller,
    });
    expect(half.completion).toBe(40);
    const oneDone = buildActionPlan({
      phaseId: 1,
      leasehold: false,
      forms: forms({ 4: { completion: 100 } }),
      sellerIds: [seller.id],
      viewer: seller,
    });
    expect(oneDone.completion).toBe(25);
    expect(oneDone.items[0].earned).toBe(25);
  });

  it('reaches 100 only when every form is answered, and shows 99 until every seller has signed', () => {
    const almost = buildActionPlan({
      phaseId: 1,
      leasehold: false,
      forms: forms({ 4: { completion: 100 }, 2: { completion: 100 }, 3: { completion: 100 }, 5: { completion: 99 } }),
      sellerIds: [seller.id],
      viewer: seller,
    });
    // The last form at 99% earns its progress points but not its finishing share.
    expect(almost.completion).toBe(94);
    const answered = buildActionPlan({
      phaseId: 1,
      leasehold: false,
      forms: allAt(100, ['seller-1']),
      sellerIds: ['seller-1', 'seller-2'],
      viewer: seller,
    });
    expect(answered.completion).toBe(100);
    expect(answered.displayedCompletion).toBe(99);
    const signed = buildActionPlan({
      phaseId: 1,
      leasehold: false,
      forms: allAt(100, ['seller-1', 'seller-2']),
      sellerIds: ['seller-1', 'seller-2'],
      viewer: seller,
    });
    expect(signed.displayedCompletion).toBe(100);
    expect(signed.allSellersSigned).toBe(true);
  });

  it('reaching 100 from below is what notifies the agents', () => {
    expect(reachedCompletion(99, 100)).toBe(true);
    expect(reachedCompletion(100, 100)).toBe(false);
    expect(reachedCompletion(100, 80)).toBe(false);
  });
});

describe('the buttons of a row', () => {
  it('a seller completes an unsigned form, signs at 100 once, and shares until every seller has signed', () => {
    const plan = buildActionPlan({
      phaseId: 1,
      leasehold: false,
      forms: forms({ 4: { completion: 100 }, 2: { completion: 60 }, 3: { completion: 100, signedBy: ['seller-1'] } }),
      sellerIds: ['seller-1', 'seller-2'],
      viewer: { ...seller, id: 'seller-1' },
    });
    const [about, info, fittings] = plan.items;
    expect(about.viewerCan).toEqual({ complete: true, view: true, sign: true, share: true });
    expect(info.viewerCan).toEqual({ complete: true, view: true, sign: false, share: false });
    // Signed by one seller: frozen for editing, already signed by this one, still to share with the other.
    expect(fittings.viewerCan).toEqual({ complete: false, view: true, sign: false, share: true });
    expect(fittings.someSigned && !fittings.allSigned).toBe(true);
  });

  it('an agent views but neither completes nor signs; a complete item is not editable', () => {
    const plan = buildActionPlan({
      phaseId: 1,
      leasehold: false,
      forms: forms({ 4: { completion: 100, accepted: true } }),
      sellerIds: ['seller-1'],
      viewer: agent,
    });
    expect(plan.items[0]).toMatchObject({ complete: true, viewerCan: { complete: false, view: true, sign: false } });
    expect(plan.items[1].viewerCan).toMatchObject({ complete: false, view: true, sign: false });
  });
});

describe('phase moves and searches', () => {
  it('moves only to the next phase, only at 100, never past the last', () => {
    expect(phaseMoveRefusal({ phaseId: 1, displayedCompletion: 100 }, 2)).toBeNull();
    expect(phaseMoveRefusal({ phaseId: 1, displayedCompletion: 99 }, 2)).toBe('incomplete');
    expect(phaseMoveRefusal({ phaseId: 1, displayedCompletion: 100 }, 3)).toBe('not-next');
    expect(phaseMoveRefusal({ phaseId: 3, displayedCompletion: 100 }, 4)).toBe('last-phase');
  });

  it('searches are ordered from Contract Ready on', () => {
    expect(searchesAvailableIn(1)).toBe(false);
    expect(searchesAvailableIn(2)).toBe(true);
  });
});

describe('the dashboard offers what each form screen does', () => {
  const SIGNED_PHASE_TWO = [2, 3, 5, 6];
  const phaseTwo = (completion: number) =>
    forms(Object.fromEntries(SIGNED_PHASE_TWO.map((id) => [id, { completion, signedBy: [] }])));

  it('never offers Sign, Share or "Ready to sign" for conveyancing enquiries, which are answered, not signed', () => {
    const plan = buildActionPlan({
      phaseId: 2,
      leasehold: false,
      forms: phaseTwo(100),
      sellerIds: ['seller-1'],
      viewer: seller,
    });
    const enquiries = plan.items.find((item) => item.key === 'conveyancing_enquiries')!;
    expect(enquiries.viewerCan.sign).toBe(false);
    expect(enquiries.viewerCan.share).toBe(false);
    expect(enquiries.complete).toBe(true);
    expect(itemStatus(enquiries)).toBe('Complete');
    const info = plan.items.find((item) => item.key === 'property_info')!;
    expect(info.viewerCan.sign).toBe(true);
    expect(itemStatus(info)).toBe('Ready to sign');
  });

  it('offers View Form to exactly the roles the form opens for', () => {
    for (const role of [ROLE.solicitor, ROLE.agent, ROLE.brandAdmin, ROLE.homeMover, ROLE.simple, ROLE.administrator]) {
      const plan = buildActionPlan({
        phaseId: 2,
        leasehold: true,
        forms: phaseTwo(10),
        sellerIds: [],
        viewer: { id: 'x', role, isSeller: false },
      });
      for (const item of plan.items) expect(item.viewerCan.view, `${role} ${item.key}`).toBe(role !== ROLE.simple);
    }
  });
});

describe('phase ticks', () => {
  it('ticks no earlier phase while its forms are not finished, whatever phase the property is in', () => {
    expect(reachedPhases({ phaseId: 3, leasehold: false, forms: allAt(4), sellerIds: ['seller-1'] })).toEqual([]);
  });

  it('ticks an earlier phase once its forms are complete and signed by every seller', () => {
    const done = forms({
      ...Object.fromEntries(MOVE_READY.map((id) => [id, { completion: 100, signedBy: ['seller-1'] }])),
      6: { completion: 10 },
    });
    const reached = reachedPhases({ phaseId: 3, leasehold: false, forms: done, sellerIds: ['seller-1'] });
    expect(reached.map((phase) => phase.label)).toEqual(['Move Ready']);
  });

  it('never ticks the current phase or a later one', () => {
    const everything = forms(
      Object.fromEntries([2, 3, 4, 5, 6].map((id) => [id, { completion: 100, signedBy: ['seller-1'] }])),
    );
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3), (phaseId) => {
        const reached = reachedPhases({ phaseId, leasehold: false, forms: everything, sellerIds: ['seller-1'] });
        expect(reached.map((phase) => phase.id)).toEqual([1, 2, 3].filter((id) => id < phaseId));
      }),
    );
  });
});
