import { HttpResponse } from 'msw';
import type { GraphQLQuery, GraphQLResponseBody } from 'msw/graphql';
import type { DashboardData, PropertyCardData } from '../../fixtures/web/property.ts';
import { makePropertyPage } from '../../fixtures/web/property.ts';
import type { ViewerData } from '../../fixtures/web/viewer.ts';
import { formProgress } from '../../../domain/forms/completion.ts';
import type { Answers, FormDefinition } from '../../../domain/forms/definition.ts';
import { makeQuestionnaire } from '../../fixtures/web/questionnaire.ts';
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
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: null,
    errors: [{ message, extensions: { code } }],
  });
}

/**
 * A questionnaire and its saves, as the gateway would answer them: saves are recorded, applied to
 * the stored answers and answered with the completion computed by the same rules as the server.
 * `failSaves` makes every save fail as a lost connection would; `refuseSave` answers a save with
 * the response it returns (a refusal, a server fault) instead of storing it. `attempts` records
 * every save sent, stored or not.
 */
export function questionnaireHandlers(
  propertyId: string,
  definition: FormDefinition,
  options: {
    answers?: Answers;
    failSaves?: () => boolean;
    refuseSave?: (sent: Record<string, unknown>) => Response | undefined;
    access?: Parameters<typeof makeQuestionnaire>[3];
  } = {},
) {
  const stored: Record<string, unknown> = { ...options.answers };
  const saves: Record<string, unknown>[] = [];
  const attempts: Record<string, unknown>[] = [];
  const handlers = [
    api.query('Questionnaire', () =>
      HttpResponse.json({
        data: { questionnaire: makeQuestionnaire(propertyId, definition, stored as Answers, options.access) },
      }),
    ),
    api.mutation('SaveAnswers', ({ variables }) => {
      const input = variables.input as { answers: { questionKey: string; value: unknown }[] };
      const sent = Object.fromEntries(input.answers.map((answer) => [answer.questionKey, answer.value]));
      attempts.push(sent);
      if (options.failSaves?.()) return HttpResponse.error();
      const refusal = options.refuseSave?.(sent);
      if (refusal) return refusal;
      saves.push(sent);
      for (const [key, value] of Object.entries(sent)) {
        if (value === null) delete stored[key];
        else stored[key] = value;
      }
      const progress = formProgress(definition, stored as Answers);
      const completion = { percent: progress.completion, sections: progress.sections };
      return HttpResponse.json({
        data: {
          saveAnswers: {
            __typename: 'AnswersSaved',
            savedAt: new Date().toISOString(),
            completion: {
              __typename: 'QuestionnaireCompletion',
              id: `${propertyId}:${definition.id}`,
              percent: completion.percent,
              sections: Object.entries(completion.sections).map(([sectionKey, percent]) => ({
                __typename: 'SectionCompletion',
                sectionKey,
                percent,
              })),
            },
          },
        },
      });
    }),
  ];
  return { handlers, saves, stored, attempts };
}
