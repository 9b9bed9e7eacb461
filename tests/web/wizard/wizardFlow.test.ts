import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  addByTitleFailureMessage,
  addFailureMessage,
  titleFormProblem,
  titleLabel,
  titleSearchInputFor,
} from '../../../web/src/screens/wizard/wizardFlow.ts';

const graphqlError = (message: string, code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('wizard rules', () => {
  it('searches a flat by its building, leaving out empty parts', () => {
    expect(
      titleSearchInputFor({
        subBuildingName: 'Flat 2',
        buildingNumber: '7',
        buildingName: '',
        thoroughfare: 'Lansdown Road',
        townOrCity: 'Cheltenham',
        postcode: 'GL50 1QA',
      }),
    ).toEqual({
      buildingNumber: '7',
      buildingName: undefined,
      streetName: 'Lansdown Road',
      cityName: 'Cheltenham',
      postcode: 'GL50 1QA',
    });
  });

  it("labels leasehold titles '(leasehold)' and freeholds not at all", () => {
    const base = {
      __typename: 'Title' as const,
      titleNumber: 'GR1',
      subBuildingName: null,
      buildingName: 'Regent House',
      buildingNumber: null,
      streetName: 'Montpellier Terrace',
      cityName: 'Cheltenham',
      postcode: 'GL50 2JA',
    };
    expect(titleLabel({ ...base, leasehold: false })).toBe('Regent House, Montpellier Terrace, Cheltenham, GL50 2JA');
    expect(titleLabel({ ...base, leasehold: true, subBuildingName: 'Flat 1' })).toBe(
      'Flat 1, Regent House, Montpellier Terrace, Cheltenham, GL50 2JA (leasehold)',
    );
  });

  it('checks the title-number form: both fields first, then the number’s shape', () => {
    expect(titleFormProblem('', 'agent-1')).toBe('Please enter a title number and an agent');
    expect(titleFormProblem('GR1', '0')).toBe('Please enter a title number and an agent');
    expect(titleFormProblem('GR-1', '-1')).toBe('Please enter a valid title number');
    expect(titleFormProblem('gr 123', '-1')).toBeNull();
  });

  it('words add failures as spec 02 §8 says', () => {
    expect(addFailureMessage(graphqlError('No title was found with number GR9.', 'NOT_FOUND'), false)).toBe(
      'No title was found with number GR9.',
    );
    expect(addFailureMessage(new Error('Failed to fetch'), true)).toBe(
      'Adding a property failed. Did you select an agency and agent to assign it to?',
    );
    expect(addFailureMessage(new Error('Failed to fetch'), false)).toBe('Adding a property failed.');
    expect(addByTitleFailureMessage(graphqlError('The Land Registry service is unavailable.', 'UPSTREAM_ERROR'))).toBe(
      'The Land Registry service is unavailable.',
    );
    expect(addByTitleFailureMessage(graphqlError('No title was found with number GR9.', 'NOT_FOUND'))).toBe(
      'There was a problem adding the property. No title was found with number GR9.',
    );
    expect(addByTitleFailureMessage(new Error('Failed to fetch'))).toBe('There was a problem adding the property.');
  });
});
