import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { isRoleCode } from '../../../domain/roles.ts';
import { themeByKey, THEMES } from '../../../domain/themes.ts';
import type { Db } from '../../store/database.ts';
import { authenticateWithPassword, EmailTakenError, listDemoAccounts, registerAccount } from './accounts.ts';
import { renderLoginPage, renderSignupPage } from './login-page.ts';

type Options = { provider: Provider; db: Db; demoMode: boolean };
type Params = { uid: string };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The embedded OpenID provider under /oidc: our sign-in and sign-up pages for its interactions, and
 * the provider itself for every other path (discovery, authorize, token, JWKS, end session).
 */
export async function identityRoutes(app: FastifyInstance, { provider, db, demoMode }: Options) {
  await app.register(async (pages) => {
    await pages.register(formBody, { bodyLimit: 16 * 1024 });

    const appNameFor = (clientId: unknown) =>
      THEMES.find((theme) => theme.clientId === clientId)?.appName ?? themeByKey(null).appName;

    async function details(request: FastifyRequest, reply: FastifyReply) {
      return provider.interactionDetails(request.raw, reply.raw);
    }

    async function showLogin(request: FastifyRequest<{ Params: Params }>, reply: FastifyReply, error?: string, email?: string) {
      const interaction = await details(request, reply);
      const demoAccounts = demoMode ? await demoAccountViews(db) : [];
      return reply
        .code(error ? 400 : 200)
        .type('text/html')
        .send(renderLoginPage({ uid: interaction.uid, appName: appNameFor(interaction.params.client_id), demoAccounts, error, email }));
    }

    async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
      return reply.redirect(redirectTo, 303);
    }

    pages.get<{ Params: Params }>('/oidc/interaction/:uid', { config: { access: 'PUBLIC' } }, async (request, reply) => {
      const interaction = await details(request, reply);
      if (interaction.params.screen === 'signup' && interaction.prompt.name === 'login' && !interaction.lastSubmission) {
        return reply.type('text/html').send(renderSignupPage({ uid: interaction.uid, appName: appNameFor(interaction.params.client_id) }));
      }
      return showLogin(request, reply);
    });

    pages.post<{ Params: Params; Body: { account?: string } }>('/oidc/interaction/:uid/demo', { config: { access: 'PUBLIC' } }, async (request, reply) => {
      const demo = demoMode ? await listDemoAccounts(db) : [];
      const account = demo.find((candidate) => candidate.id === request.body?.account);
      if (!account) return showLogin(request, reply, 'That demo account is not available.');
      return finishLogin(request, reply, account.id);
    });

    pages.post<{ Params: Params; Body: { email?: string; password?: string } }>('/oidc/interaction/:uid/login', { config: { access: 'PUBLIC' } }, async (request, reply) => {
      const email = String(request.body?.email ?? '').slice(0, 320);
      const password = String(request.body?.password ?? '').slice(0, 200);
      const account = email && password ? await authenticateWithPassword(db, email, password) : undefined;
      if (!account) return showLogin(request, reply, 'The email or password is not right. Please try again.', email);
      return finishLogin(request, reply, account.id);
    });

    pages.get<{ Params: Params }>('/oidc/interaction/:uid/signup', { config: { access: 'PUBLIC' } }, async (request, reply) => {
      const interaction = await details(request, reply);
      return reply.type('text/html').send(renderSignupPage({ uid: interaction.uid, appName: appNameFor(interaction.params.client_id) }));
    });

    pages.post<{ Params: Params; Body: { name?: string; email?: string; password?: string } }>('/oidc/interaction/:uid/signup', { config: { access: 'PUBLIC' } }, async (request, reply) => {
      const interaction = await details(request, reply);
      const name = String(request.body?.name ?? '').trim();
      const email = String(request.body?.email ?? '').trim();
      const password = String(request.body?.password ?? '');
      const problem =
        name.length < 2 || name.length > 200
          ? 'Please enter your full name.'
          : !EMAIL_SHAPE.test(email) || email.length > 320
            ? 'Please enter a valid email address.'
            : password.length < 8 || password.length > 200
              ? 'Please choose a password of at least 8 characters.'
              : undefined;
      const again = (error: string) =>
        reply.code(400).type('text/html').send(renderSignupPage({ uid: interaction.uid, appName: appNameFor(interaction.params.client_id), error, name, email }));
      if (problem) return again(problem);
      try {
        const account = await registerAccount(db, { name, email, password });
        return finishLogin(request, reply, account.id);
      } catch (error) {
        if (error instanceof EmailTakenError) return again(error.message);
        throw error;
      }
    });

    pages.post<{ Params: Params }>('/oidc/interaction/:uid/abort', { config: { access: 'PUBLIC' } }, async (request, reply) => {
      const redirectTo = await provider.interactionResult(request.raw, reply.raw, {
        error: 'access_denied',
        error_description: 'Sign-in was cancelled.',
      });
      return reply.redirect(redirectTo, 303);
    });
  });

  // Everything else under /oidc is the provider itself. It reads request bodies on its own, so
  // Fastify must leave the stream untouched.
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').replace(/^\/oidc/, '') || '/';
      await new Promise<void>((resolve) => {
        reply.raw.on('finish', resolve);
        reply.raw.on('close', resolve);
        // The provider (Koa) handles its own errors and answers on reply.raw; 'finish' resolves this.
        void callback(raw, reply.raw);
      });
    };
    mount.all('/oidc', { config: { access: 'PUBLIC' } }, handler);
    mount.all('/oidc/*', { config: { access: 'PUBLIC' } }, handler);
  });
}

async function demoAccountViews(db: Db) {
  const accounts = await listDemoAccounts(db);
  const roles = await db.selectFrom('users').select(['id', 'role']).where('id', 'in', accounts.length ? accounts.map((a) => a.id) : ['']).execute();
  return accounts.map((account) => {
    const role = roles.find((row) => row.id === account.id)?.role;
    return { ...account, role: isRoleCode(role) ? role : null };
  });
}
