import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from '../../../../domain/attributes/catalogue.ts';
import { deriveAttributes } from '../../../../domain/attributes/engine.ts';
import { PATHS } from '../../../../domain/attributes/inputs.ts';
import { allFieldsFor, attributeKeysFor } from '../../../../domain/attributes/report-fields.ts';
import { broadbandKind, propertyType, services, tenure } from '../../../../domain/attributes/rules/statistics.ts';
import { titleFactsFromPassport } from '../../../../domain/attributes/title-facts.ts';
import { ROLE } from '../../../../domain/roles.ts';
import { inputs, leasehold } from './fixtures.ts';

describe('property details', () => {
  it('splits houses by built form, flats by floor, park homes as nonstandard', () => {
    const type = (answers: Record<string, string>) => propertyType(inputs({ answers }));
    expect(type({ [PATHS.propertyType]: '1', [PATHS.builtForm]: '2' })).toBe('semi');
    expect(type({ [PATHS.propertyType]: '1', [PATHS.builtForm]: '4' })).toBe('terraced');
    expect(type({ [PATHS.propertyType]: '2' })).toBe('bungalow');
    expect(type({ [PATHS.propertyType]: '4', [PATHS.entranceFloor]: '0' })).toBe('flat1');
    expect(type({ [PATHS.propertyType]: '4', [PATHS.entranceFloor]: '7' })).toBe('flat4');
    expect(type({ [PATHS.propertyType]: '5' })).toBe('nonstandard');
    expect(type({})).toBe('');
  });

  it('lists connected services and the broadband kind', () => {
    const answers = {
      [PATHS.mainsElectricity]: '1',
      [PATHS.heatingFuel]: '1',
      [PATHS.mainsWater]: '3',
      [PATHS.broadband]: '5',
    };
    expect(services(inputs({ answers }))).toEqual(['electricity', 'gas', 'broadband']);
    expect(broadbandKind(inputs({ answers }))).toBe('fttp');
    expect(broadbandKind(inputs())).toBe('unknown');
  });

  it('tenure from the title before the answers', () => {
    expect(tenure(inputs())).toBe('freehold');
    expect(tenure(inputs({ title: leasehold(90) }))).toBe('leasehold');
    expect(tenure(inputs({ title: null, answers: { [PATHS.ownershipType]: '3' } }))).toBe('commonhold');
    expect(tenure(inputs({ title: null }))).toBe('');
  });
});

describe('the engine', () => {
  it('derives every catalogued attribute, each from the catalogue', () => {
    const keys = new Set(deriveAttributes(inputs()).map((attribute) => attribute.key));
    expect([...keys].sort()).toEqual(ATTRIBUTES.map((attribute) => attribute.key).sort());
  });

  it('gives measures their number and ratings their band', () => {
    const derived = deriveAttributes(inputs({ title: leasehold(60), phaseId: 2 }));
    const complexity = derived.find((attribute) => attribute.key === 'complexity')!;
    expect(complexity.value).toBe(20 + 10 + 15);
    expect(complexity.dimension).toBe('GREEN');
    expect(derived.find((attribute) => attribute.key === 'mortgage_combined')!.dimension).toBe('RED');
  });

  it('reads the passport the wizard stores', () => {
    const facts = titleFactsFromPassport({
      tenure_title_code: 60,
      leasehold: true,
      leaseTerm: 72,
      current_proprietorship_date: '2019-03-02',
      report: {
        proprietors: ['A B'],
        restrictions: [],
        charges: ['C'],
        restrictive_covenants: ['D'],
        last_sale: { price: 250000, date: '2019-03-02' },
      },
    });
    expect(facts).toMatchObject({
      leasehold: true,
      leaseYearsRemaining: 72,
      charges: ['C'],
      lastSale: { price: 250000 },
    });
    expect(titleFactsFromPassport(undefined)).toBeNull();
  });

  it('all_fields is honoured for every role but simple', () => {
    expect(allFieldsFor(ROLE.simple, true)).toBe(false);
    expect(allFieldsFor(ROLE.agent, true)).toBe(true);
    expect(attributeKeysFor(false)).not.toContain('mortgage_combined');
    expect(attributeKeysFor(true)).toContain('fraud_risk_proprietor_mismatch');
  });
});
