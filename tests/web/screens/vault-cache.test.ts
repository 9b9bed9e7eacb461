import type { Reference } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { withoutDocument } from '../../../web/src/screens/dashboard/vault/withoutDocument.ts';

const ref = (id: string): Reference => ({ __ref: `VaultDocument:${id}` });
const readId = (document: Reference) => document.__ref.split(':')[1];

describe('removing a document from the cached vault', () => {
  it('drops only the removed document and keeps the order of the rest', () => {
    expect(withoutDocument([ref('1'), ref('2'), ref('3')], '2', readId)).toEqual([ref('1'), ref('3')]);
  });
  it('leaves the list as it is when the document is not in it', () => {
    expect(withoutDocument([ref('1')], '9', readId)).toEqual([ref('1')]);
  });
});
