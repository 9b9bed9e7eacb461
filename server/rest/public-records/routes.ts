import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicRecordsParams, PublicRecordsResponse } from '../../../contracts/public-records.ts';
import { replies } from '../../../contracts/replies.ts';
import { listPublicRecords } from '../../use-cases/public-records/list-public-records.ts';
import { refreshPublicRecords } from '../../use-cases/public-records/refresh-public-records.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';

/** The public records fetched for a property, and asking for them again (GraphQL `Property.publicRecords`, `refreshPublicRecords`). */
export const publicRecordRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, mailQueued }) => {
  app.get(
    '/property/:id/public-records',
    {
      schema: { params: PublicRecordsParams, response: replies(PublicRecordsResponse) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => listPublicRecords(db, { viewer: viewerOf(request), propertyId: request.params.id }),
  );

  app.post(
    '/property/:id/public-records/refresh',
    {
      schema: { params: PublicRecordsParams, response: replies(PublicRecordsResponse) },
      config: { access: 'REFRESH_PUBLIC_RECORDS' },
    },
    // The job runner is woken so the fetch starts now rather than at its next poll.
    async (request) =>
      refreshPublicRecords({ db, queued: mailQueued }, { viewer: viewerOf(request), propertyId: request.params.id }),
  );
};
