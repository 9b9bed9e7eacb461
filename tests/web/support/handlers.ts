import { HttpResponse } from 'msw';
import type { GraphQLQuery, GraphQLResponseBody } from 'msw/graphql';
import type { DashboardData, PropertyCardData } from '../../fixtures/web/property.ts';
import { makePropertyPage } from '../../fixtures/web/property.ts';
import type { ViewerData } from '../../fixtures/web/viewer.ts';
import { api } from './server.ts';

export type RecordedRequest = { variables: Record<string, unknown>; headers: Headers };

/** Answers the Viewer query with this viewer. */
export function viewerHandler(viewer: ViewerData, requests: RecordedRequest[] = []) {
  return api.query('Viewer', ({ request, variables }) => {
    requests.push({ variables, headers: request.headers });
    return HttpResponse.json({ data: { viewer } });
  });
}

/** Answers the Properties query from a list, a page of `pageSize` at a time, honouring `search`. */
export function propertiesHandler(all: PropertyCardData[], requests: RecordedRequest[] = []) {
  return api.query('Properties', ({ request, variables }) => {
    requests.push({ variables, headers: request.headers });
    const page = Number(variables.page ?? 1);
    const pageSize = Number(variables.pageSize ?? 30);
    const search = typeof variables.search === 'string' ? variables.search.toLowerCase() : '';
    const matching = search ? all.filter((property) => property.name.toLowerCase().includes(search)) : all;
    const nodes = matching.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json({ data: { properties: makePropertyPage(page, nodes, matching.length, pageSize) } });
  });
}

/** Answers the Dashboard query for the properties given; any other id is NOT_FOUND, as the gateway does. */
export function dashboardHandler(properties: DashboardData[]) {
  return api.query('Dashboard', ({ variables }) => {
    const found = properties.find((property) => property.id === variables.id);
    if (found) return HttpResponse.json({ data: { property: found } });
    return HttpResponse.json({
      data: null,
      errors: [{ message: 'Property not found', path: ['property'], extensions: { code: 'NOT_FOUND' } }],
    });
  });
}

/** A GraphQL error response with the given code, as the gateway maps REST failures. */
export function graphqlError(message: string, code: string) {
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({ data: null, errors: [{ message, extensions: { code } }] });
}
