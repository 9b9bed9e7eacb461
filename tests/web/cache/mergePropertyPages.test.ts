import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../web/src/apollo/cache.ts';
import { mergePropertyPages } from '../../../web/src/cache/mergePropertyPages.ts';
import { PropertiesDocument } from '../../../web/src/gql/graphql.ts';
import { makeProperties, makePropertyPage } from '../../fixtures/web/property.ts';

type Node = { id: string };
const nodes = (from: number, count: number): Node[] =>
  Array.from({ length: count }, (_, i) => ({ id: String(from + i) }));
const page = (n: number, items: Node[], hasNextPage = true) => ({ nodes: items, pageInfo: { page: n, hasNextPage } });
const key = (node: Node) => node.id;

describe('mergePropertyPages', () => {
  it('appends the next page after the earlier ones and keeps the latest pageInfo', () => {
    const merged = mergePropertyPages(page(1, nodes(1, 3)), page(2, nodes(4, 2), false), 2, 3, key);
    expect(merged.nodes.map(key)).toEqual(['1', '2', '3', '4', '5']);
    expect(merged.pageInfo).toEqual({ page: 2, hasNextPage: false });
  });

  it('starts over on page 1', () => {
    const merged = mergePropertyPages(page(2, nodes(1, 6)), page(1, nodes(10, 3)), 1, 3, key);
    expect(merged.nodes.map(key)).toEqual(['10', '11', '12']);
  });

  it('replaces a page fetched again instead of repeating it', () => {
    const merged = mergePropertyPages(page(2, nodes(1, 6)), page(2, nodes(4, 3)), 2, 3, key);
    expect(merged.nodes.map(key)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('does not list a property twice when a new one shifted the pages', () => {
    const merged = mergePropertyPages(
      page(1, nodes(1, 3)),
      page(2, [{ id: '3' }, { id: '4' }, { id: '5' }]),
      2,
      3,
      key,
    );
    expect(merged.nodes.map(key)).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('the cache policy for Query.properties', () => {
  const write = (cache: InMemoryCache, n: number, first: number, count: number, total: number, search?: string) =>
    cache.writeQuery({
      query: PropertiesDocument,
      variables: { page: n, pageSize: 2, search },
      data: { __typename: 'Query', properties: makePropertyPage(n, makeProperties(first, count), total, 2) },
    });

  it('merges pages of one search into one list, separate from other searches', () => {
    const cache = createCache();
    write(cache, 1, 1, 2, 3);
    write(cache, 2, 3, 1, 3);
    write(cache, 1, 7, 1, 1, 'mill');

    const all = cache.readQuery({ query: PropertiesDocument, variables: { page: 1, pageSize: 2 } });
    expect(all?.properties.nodes.map((node) => node.id)).toEqual(['1', '2', '3']);
    expect(all?.properties.pageInfo).toMatchObject({ page: 2, hasNextPage: false });

    const searched = cache.readQuery({
      query: PropertiesDocument,
      variables: { page: 1, pageSize: 2, search: 'mill' },
    });
    expect(searched?.properties.nodes.map((node) => node.id)).toEqual(['7']);
  });
});
