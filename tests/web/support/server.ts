import { graphql } from 'msw/graphql';
import { setupServer } from 'msw/node';

/** The gateway URL the app under test talks to; msw answers it. */
export const GRAPHQL_URL = 'http://localhost/graphql';

export const api = graphql.link(GRAPHQL_URL);

export const server = setupServer();
