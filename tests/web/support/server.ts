import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';
import { quietLiveHandlers } from './live.ts';

/** The gateway URL the app under test talks to; msw answers it. */
export const GRAPHQL_URL = 'http://localhost/graphql';

export const api = graphql.link(GRAPHQL_URL);

/** Every test starts with a gateway whose live socket is open and quiet, and nobody else on any property. */
export const server = setupServer(...quietLiveHandlers);
