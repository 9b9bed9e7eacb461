import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../../contracts/replies.ts';
import { AcceptTermsResponse, UserChangesBody, UserDetail, UserParams } from '../../../contracts/users.ts';
import { acceptTerms, findUser } from '../../store/users.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { readUser, userDetailFor } from '../../use-cases/users/read-user.ts';
import { updateUserRecord } from '../../use-cases/users/update-user.ts';
import { userSummaryJson } from '../../use-cases/users/user-json.ts';

export const userRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db, sessions }) => {
  app.get(
    '/user/:id',
    { schema: { params: UserParams, response: replies(UserDetail) }, config: { access: 'AUTHENTICATED' } },
    async (request) => readUser(db, { viewer: viewerOf(request), userId: request.params.id }),
  );

  app.put(
    '/user/:id',
    {
      schema: { params: UserParams, body: UserChangesBody, response: replies(UserDetail) },
      config: { access: 'AUTHENTICATED' },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const body = request.body;
      const user = await updateUserRecord(
        { db, sessions },
        {
          viewer,
          userId: request.params.id,
          changes: {
            displayName: body.displayName?.trim(),
            email: body.email?.trim(),
            photoUrl: body.photoURL,
            role: body.role,
            organisationId: body.organisation_id,
            disabled: body.disabled,
          },
        },
      );
      return userDetailFor(db, { viewer, user });
    },
  );

  app.put(
    '/accept',
    { schema: { response: replies(AcceptTermsResponse) }, config: { access: 'AUTHENTICATED' } },
    async (request) => {
      const viewer = viewerOf(request);
      await acceptTerms(db, viewer.id);
      const user = await findUser(db, viewer.id);
      return { user: userSummaryJson(user!) };
    },
  );
};
