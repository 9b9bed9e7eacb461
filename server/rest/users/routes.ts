import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { acceptTerms, findUser, listOwnedPropertyRefs } from '../../store/users.ts';
import { viewerOf } from '../auth/authenticate.ts';
import type { RestDeps } from '../deps.ts';
import { notFound } from '../errors.ts';
import { OrganisationId, UserId } from '../params.ts';
import { updateUserRecord } from './update-user.ts';
import { userDetailJson, userSummaryJson } from './user-json.ts';

const RoleCode = Type.Union([100, 20, 4, 3, 2, 1].map((code) => Type.Literal(code)));

/** The whole user object may be sent back (spec 02 §7); only these fields are applied. */
const UserBody = Type.Object({
  displayName: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
  photoURL: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  role: Type.Optional(RoleCode),
  organisation_id: Type.Optional(Type.Union([OrganisationId, Type.Null()])),
});

export const userRoutes: FastifyPluginAsyncTypebox<RestDeps> = async (app, { db }) => {
  app.get('/user/:id', { schema: { params: Type.Object({ id: UserId }) }, config: { access: 'AUTHENTICATED' } }, async (request) => {
    const { id } = request.params;
    const user = await findUser(db, id, viewerOf(request));
    if (!user) throw notFound(`User not found with id ${id}.`);
    return userDetailJson(user, await listOwnedPropertyRefs(db, id));
  });

  app.put(
    '/user/:id',
    { schema: { params: Type.Object({ id: UserId }), body: UserBody }, config: { access: 'AUTHENTICATED' } },
    async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      const body = request.body;
      const user = await updateUserRecord(db, viewer, id, {
        displayName: body.displayName?.trim(),
        email: body.email?.trim(),
        photoUrl: body.photoURL,
        role: body.role,
        organisationId: body.organisation_id,
      });
      return userDetailJson(user, await listOwnedPropertyRefs(db, id));
    },
  );

  app.put('/accept', { config: { access: 'AUTHENTICATED' } }, async (request) => {
    const viewer = viewerOf(request);
    await acceptTerms(db, viewer.id);
    const user = await findUser(db, viewer.id);
    return { user: userSummaryJson(user!) };
  });
};
