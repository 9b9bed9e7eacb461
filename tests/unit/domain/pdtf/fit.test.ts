import { describe, expect, it } from 'vitest';
import type { RichNode } from '../../../../domain/pdtf/derive-rules.ts';
import { fitToBaseSchema } from '../../../../domain/pdtf/fit.ts';
import type { JsonObject } from '../../../../domain/pdtf/json.ts';
import { itemRequirements, missingFields } from '../../../../domain/pdtf/lists.ts';
import { exportSchemas } from '../../../../server/use-cases/pdtf/standard-schema.ts';
import { compilePdtfValidator, errorLines } from '../../../fixtures/pdtf-validator.ts';

/** The vendored PDTF schema, and an independent validator of the base. */
const SCHEMAS = exportSchemas();
const validate = compilePdtfValidator([]);

function fitted(pack: JsonObject) {
  const document: JsonObject = { propertyPack: structuredClone(pack) };
  const omissions = fitToBaseSchema(SCHEMAS, document);
  return { pack: document.propertyPack as JsonObject, omissions, errors: errorLines(validate(document)) };
}

describe('fitting a document in progress to the base schema', () => {
  it('leaves out a group the standard holds only whole: some of what the seller will ensure on completion', () => {
    const { pack, omissions, errors } = fitted({
      completionAndMoving: { sellerWillEnsure: { removeRubbish: true, leaveKeys: true }, hasSaleDate: 'No' },
    });
    expect(errors).toEqual([]);
    expect(pack.completionAndMoving).toEqual({ hasSaleDate: 'No' });
    expect(omissions).toEqual([
      {
        reason: 'incomplete',
        path: '/propertyPack/completionAndMoving/sellerWillEnsure',
        missing: ['replaceLightFittings', 'takeReasonableCare'],
      },
    ]);
  });

  it('keeps the group once it is whole', () => {
    const whole = { removeRubbish: true, replaceLightFittings: false, takeReasonableCare: true, leaveKeys: true };
    const { pack, omissions } = fitted({ completionAndMoving: { sellerWillEnsure: whole } });
    expect(pack).toEqual({ completionAndMoving: { sellerWillEnsure: whole } });
    expect(omissions).toEqual([]);
  });

  it('leaves out insurance answered without whether the property is insured, and removes what that empties', () => {
    const { pack, omissions, errors } = fitted({
      address: { line1: '4 Harbour Walk', postcode: 'BS1 4AA' },
      insurance: { difficultiesObtainingInsurance: { refused: { yesNo: 'No' } } },
    });
    expect(errors).toEqual([]);
    expect(pack).toEqual({ address: { line1: '4 Harbour Walk', postcode: 'BS1 4AA' } });
    expect(omissions).toEqual([{ reason: 'no-branch', path: '/propertyPack/insurance', discriminator: 'isInsured' }]);
  });

  it('leaves out the building when only its built form is answered, not its type', () => {
    const { pack, omissions, errors } = fitted({
      buildInformation: { building: { builtForm: 'Detached' } },
      councilTax: { councilTaxBand: 'C' },
    });
    expect(errors).toEqual([]);
    expect(pack).toEqual({ councilTax: { councilTaxBand: 'C' } });
    expect(omissions.map((o) => o.path)).toEqual(['/propertyPack/buildInformation/building']);
  });

  it('places structural alterations answered Yes, and leaves out a consent answered only by its details', () => {
    const { pack, omissions, errors } = fitted({
      alterationsAndChanges: {
        hasStructuralAlterations: { yesNo: 'Yes', details: 'Rear extension', buildingRegApproval: { details: 'Old' } },
      },
    });
    expect(errors).toEqual([]);
    expect(pack.alterationsAndChanges).toEqual({
      hasStructuralAlterations: { yesNo: 'Yes', details: 'Rear extension' },
    });
    expect(omissions).toEqual([
      {
        reason: 'no-branch',
        path: '/propertyPack/alterationsAndChanges/hasStructuralAlterations/buildingRegApproval',
        discriminator: 'yesNo',
      },
    ]);
  });

  it('leaves out leasehold answers under an ownership answered Freehold', () => {
    const { pack, omissions, errors } = fitted({
      ownership: {
        ownershipsToBeTransferred: [
          { ownershipType: 'Freehold', leaseholdInformation: { groundRent: { isGroundRentPayable: 'No' } } },
        ],
      },
    });
    expect(errors).toEqual([]);
    expect(pack.ownership).toEqual({ ownershipsToBeTransferred: [{ ownershipType: 'Freehold' }] });
    expect(omissions).toMatchObject([
      {
        reason: 'other-branch',
        path: '/propertyPack/ownership/ownershipsToBeTransferred/0/leaseholdInformation',
        value: 'Freehold',
        holds: ['Leasehold'],
      },
    ]);
  });

  it('leaves out an extra fitting with no name, and closes up the list', () => {
    const { pack, omissions, errors } = fitted({
      fixturesAndFittings: {
        kitchen: {
          otherItems: [
            { isIncludedOrExcluded: 'Included' },
            { itemName: 'Wine fridge', isIncludedOrExcluded: 'Excluded', price: 150 },
          ],
        },
      },
    });
    expect(errors).toEqual([]);
    expect(pack.fixturesAndFittings).toEqual({
      kitchen: { otherItems: [{ itemName: 'Wine fridge', isIncludedOrExcluded: 'Excluded', price: 150 }] },
    });
    expect(omissions).toEqual([
      { reason: 'incomplete', path: '/propertyPack/fixturesAndFittings/kitchen/otherItems/0', missing: ['itemName'] },
    ]);
  });

  it('passes over the positions no answer filled', () => {
    const items: JsonObject['x'][] = [];
    items[2] = { itemName: 'Hot tub', isIncludedOrExcluded: 'Included' };
    const { pack, omissions } = fitted({ fixturesAndFittings: { otherItems: { otherItems: items } } });
    expect(pack.fixturesAndFittings).toEqual({
      otherItems: { otherItems: [{ itemName: 'Hot tub', isIncludedOrExcluded: 'Included' }] },
    });
    expect(omissions).toEqual([]);
  });

  it('leaves out a list its items leave too short, without another reason than theirs', () => {
    const { pack, omissions, errors } = fitted({
      ownership: { ownershipsToBeTransferred: [{ titleNumber: 'BL1' }], numberOfSellers: 1 },
    });
    expect(errors).toEqual([]);
    expect(pack.ownership).toEqual({ numberOfSellers: 1 });
    expect(omissions).toEqual([
      {
        reason: 'no-branch',
        path: '/propertyPack/ownership/ownershipsToBeTransferred/0',
        discriminator: 'ownershipType',
      },
    ]);
  });
});

describe('fitting to a schema', () => {
  const schema: RichNode = {
    type: 'object',
    properties: {
      short: { type: 'array', minItems: 2, items: { type: 'string' } },
      group: {
        type: 'object',
        required: ['kept'],
        properties: { kept: { type: 'object', properties: { inner: { type: 'object', required: ['a'] } } } },
      },
    },
  };
  const fit = (document: JsonObject) => ({
    omissions: fitToBaseSchema({ base: schema, standard: schema }, document),
    document,
  });

  it('leaves out a list shorter than its minimum', () => {
    expect(fit({ short: ['one'] })).toEqual({
      document: {},
      omissions: [{ reason: 'too-few-items', path: '/short', minItems: 2 }],
    });
  });

  it('keeps an emptied object its parent requires, rather than leaving the parent out', () => {
    expect(fit({ group: { kept: { inner: { b: 1 } } } })).toEqual({
      document: { group: { kept: {} } },
      omissions: [{ reason: 'incomplete', path: '/group/kept/inner', missing: ['a'] }],
    });
  });
});

describe('what each item of a list must give', () => {
  it('is what the base and the overlays require of every item, and its name where the standard names items', () => {
    const base: RichNode = { type: 'object', properties: { roomName: { type: 'string' }, length: { type: 'number' } } };
    const standard: RichNode = { ...base, required: ['length'] };
    expect(itemRequirements(base, standard)).toEqual(['length', 'roomName']);
    expect(itemRequirements({ type: 'object', properties: { titleNumber: { type: 'string' } } }, undefined)).toEqual(
      [],
    );
  });

  it('finds the fields an item does not give', () => {
    expect(missingFields(['itemName', 'price'], { price: 5 })).toEqual(['itemName']);
    expect(missingFields(['itemName'], 'text')).toEqual([]);
  });
});
