import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { isRoleCode } from '../../../domain/roles.ts';
import { DEFAULT_THEME, themeByClientId, type Theme } from '../../../domain/themes.ts';
import type { Db } from '../../store/database.ts';
import type { Throttled } from '../throttle/sign-in-throttle.ts';
import {
  authenticateWithPassword,
  EmailTakenError,
  findAccountByEmail,
  listDemoAccounts,
  registerAccount,
} from './accounts.ts';
import { linkRoutes } from './link-routes.ts';
import { hostPinning, pinHost } from './pinned-host.ts';
import {
  DemoForm,
  EmailForm,
  InteractionParams,
  LoginForm,
  SignupForm,
  pageInputs,
  type DemoInput,
  type EmailInput,
  type InteractionInput,
  type LoginInput,
  type SignupInput,
} from './page-inputs.ts';
import { isUserDisabled } from '../../store/session-revocations.ts';
import { renderCheckEmailPage, renderForgotPage, renderLoginPage, renderSignupPage } from './login-page.ts';
import { duration, IDENTITY_MESSAGES } from './messages.ts';
import { sendResetLink, sendVerificationLink, type SignInServices } from './sign-in-services.ts';

type Options = SignInServices & { provider: Provider; demoMode: boolean; corsOrigins: readonly string[] };

/** The provider's endpoints a browser calls cross-origin with tokens: token, revocation, introspection, userinfo. */
const TOKEN_ENDPOINTS = /^\/oidc\/(token|me)(\/|\?|$)/;
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const themeFor = (interaction: Interaction): Theme => themeByClientId(interaction.params.client_id) ?? DEFAULT_THEME;

/** The theme of the client signing in and its app's start page, for the header of every page. */
function look(interaction: Interaction): { theme: Theme; home: string } {
  const origin = returnTo(interaction);
  return { theme: themeFor(interaction), home: origin ? `${origin}/auth` : '/auth' };
}

/** The app origin the sign-in will return to (a redirect URI the provider has already checked). */
function returnTo(interaction: Interaction): string | null {
  try {
    return new URL(String(interaction.params.redirect_uri)).origin;
  } catch {
    return null;
  }
}

function tooMany(reply: FastifyReply, throttled: Throttled): FastifyReply {
  return reply.code(429).header('retry-after', String(Math.ceil(throttled.retryAfterSeconds)));
}

/**
 * The embedded OpenID provider under /oidc: our sign-in, sign-up and password pages for its
 * interactions, the pages behind emailed links, and the provider itself for every other path
 * (discovery, authorize, token, JWKS, end session).
 */
export async function identityRoutes(app: FastifyInstance, options: Options) {
  const { provider, db, demoMode, throttle } = options;

  await app.register(async (pages) => {
    await pages.register(formBody, { bodyLimit: 16 * 1024 });
    pageInputs(pages, `${new URL(options.issuer).origin}/auth`);
    await pages.register(linkRoutes, options);

    const details = (request: FastifyRequest, reply: FastifyReply) =>
      provider.interactionDetails(request.raw, reply.raw);
    const html = (reply: FastifyReply, body: string) => reply.type('text/html').send(body);

    async function showLogin(
      request: FastifyRequest,
      reply: FastifyReply,
      extra: Partial<Parameters<typeof renderLoginPage>[0]> = {},
    ) {
      const interaction = await details(request, reply);
      const demoAccounts = demoMode ? await demoAccountViews(db) : [];
      return html(reply, renderLoginPage({ uid: interaction.uid, ...look(interaction), demoAccounts, ...extra }));
    }

    async function finishLogin(request: FastifyRequest, reply: FastifyReply, accountId: string) {
      if (await isUserDisabled(db, accountId))
        return showLogin(request, reply.code(403), {
          notice: { kind: 'error', text: IDENTITY_MESSAGES.accountDisabled },
        });
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    }

    const params = { params: InteractionParams };
    pages.get<{ Params: InteractionInput }>(
      '/oidc/interaction/:uid',
      { schema: params, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (
          interaction.params.screen === 'signup' &&
          interaction.prompt.name === 'login' &&
          !interaction.lastSubmission
        ) {
          return html(reply, renderSignupPage({ uid: interaction.uid, ...look(interaction) }));
        }
        return showLogin(request, reply);
      },
    );

    pages.post<{ Params: InteractionInput; Body: DemoInput }>(
      '/oidc/interaction/:uid/demo',
      { schema: { ...params, body: DemoForm }, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const demo = demoMode ? await listDemoAccounts(db) : [];
        const account = demo.find((candidate) => candidate.id === request.body.account);
        if (!account)
          return showLogin(request, reply.code(400), {
            notice: { kind: 'error', text: IDENTITY_MESSAGES.demoUnavailable },
          });
        return finishLogin(request, reply, account.id);
      },
    );

    pages.post<{ Params: InteractionInput; Body: LoginInput }>(
      '/oidc/interaction/:uid/login',
      { schema: { ...params, body: LoginForm }, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const email = request.body.email.trim();
        const { password } = request.body;
        const address = request.ip;
        // A locked account or address is refused before the password is looked at, right or wrong.
        const waiting = await throttle.signInWait(email, address);
        if (waiting) {
          await throttle.record({
            action: 'sign-in',
            outcome: 'locked',
            email,
            address,
            retryAfterSeconds: waiting.retryAfterSeconds,
          });
          return showLogin(request, tooMany(reply, waiting), {
            notice: { kind: 'error', text: IDENTITY_MESSAGES.signInThrottled(waiting.retryAfterSeconds) },
            email,
          });
        }
        const account = email && password ? await authenticateWithPassword(db, email, password) : undefined;
        if (!account) {
          const next = await throttle.signInFailed(email, address);
          await throttle.record({
            action: 'sign-in',
            outcome: 'failed',
            email,
            address,
            retryAfterSeconds: next?.retryAfterSeconds,
          });
          const text = next
            ? IDENTITY_MESSAGES.wrongCredentialsWait(next.retryAfterSeconds)
            : IDENTITY_MESSAGES.wrongCredentials;
          return showLogin(request, next ? tooMany(reply, next) : reply.code(400), {
            notice: { kind: 'error', text },
            email,
          });
        }
        await throttle.clearAccount(email);
        if (!account.emailVerified) {
          await throttle.record({ action: 'sign-in', outcome: 'unverified', email, address });
          return showLogin(request, reply.code(403), {
            notice: { kind: 'error', text: IDENTITY_MESSAGES.unverified(account.email) },
            email,
            resendTo: account.email,
          });
        }
        return finishLogin(request, reply, account.id);
      },
    );

    pages.get<{ Params: InteractionInput }>(
      '/oidc/interaction/:uid/signup',
      { schema: params, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        return html(reply, renderSignupPage({ uid: interaction.uid, ...look(interaction) }));
      },
    );

    pages.post<{ Params: InteractionInput; Body: SignupInput }>(
      '/oidc/interaction/:uid/signup',
      { schema: { ...params, body: SignupForm }, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        const { theme, home } = look(interaction);
        const name = request.body.name.trim();
        const email = request.body.email.trim();
        const { password } = request.body;
        const again = (status: FastifyReply, text: string) =>
          html(
            status,
            renderSignupPage({ uid: interaction.uid, theme, home, notice: { kind: 'error', text }, name, email }),
          );
        const problem =
          name.length < 2 || name.length > 200
            ? IDENTITY_MESSAGES.nameRequired
            : !EMAIL_SHAPE.test(email) || email.length > 320
              ? IDENTITY_MESSAGES.emailInvalid
              : password.length < 8 || password.length > 200
                ? IDENTITY_MESSAGES.passwordTooShort
                : undefined;
        if (problem) return again(reply.code(400), problem);
        const throttled = await throttle.signUpAllowed(request.ip);
        if (throttled) {
          await throttle.record({
            action: 'sign-up',
            outcome: 'locked',
            email,
            address: request.ip,
            retryAfterSeconds: throttled.retryAfterSeconds,
          });
          return again(tooMany(reply, throttled), IDENTITY_MESSAGES.signUpThrottled(throttled.retryAfterSeconds));
        }
        try {
          const account = await registerAccount(db, { name, email, password });
          await sendVerificationLink(options, account, theme, returnTo(interaction));
          return html(
            reply,
            renderCheckEmailPage({
              uid: interaction.uid,
              theme,
              home,
              email: account.email,
              notice: {
                kind: 'info',
                text: IDENTITY_MESSAGES.checkEmail(account.email, duration(options.links.verifyEmailSeconds)),
              },
            }),
          );
        } catch (error) {
          if (error instanceof EmailTakenError) return again(reply.code(400), error.message);
          throw error;
        }
      },
    );

    pages.post<{ Params: InteractionInput; Body: EmailInput }>(
      '/oidc/interaction/:uid/resend',
      { schema: { ...params, body: EmailForm }, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        const { theme, home } = look(interaction);
        const email = request.body.email.trim();
        const throttled = await throttle.linkRequestAllowed(email, request.ip);
        if (throttled) {
          await throttle.record({
            action: 'verification-link',
            outcome: 'locked',
            email,
            address: request.ip,
            retryAfterSeconds: throttled.retryAfterSeconds,
          });
          return html(
            tooMany(reply, throttled),
            renderCheckEmailPage({
              uid: interaction.uid,
              theme,
              home,
              email,
              notice: { kind: 'error', text: IDENTITY_MESSAGES.linksThrottled(throttled.retryAfterSeconds) },
            }),
          );
        }
        // The same answer whether or not the email has an unconfirmed account.
        const account = await findAccountByEmail(db, email);
        if (account && !account.emailVerified)
          await sendVerificationLink(options, account, theme, returnTo(interaction));
        return html(
          reply,
          renderCheckEmailPage({
            uid: interaction.uid,
            theme,
            home,
            email,
            notice: {
              kind: 'info',
              text: IDENTITY_MESSAGES.checkEmail(email, duration(options.links.verifyEmailSeconds)),
            },
          }),
        );
      },
    );

    pages.get<{ Params: InteractionInput }>(
      '/oidc/interaction/:uid/forgot',
      { schema: params, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        return html(reply, renderForgotPage({ uid: interaction.uid, ...look(interaction) }));
      },
    );

    pages.post<{ Params: InteractionInput; Body: EmailInput }>(
      '/oidc/interaction/:uid/forgot',
      { schema: { ...params, body: EmailForm }, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        const interaction = await details(request, reply);
        const { theme, home } = look(interaction);
        const email = request.body.email.trim();
        if (!EMAIL_SHAPE.test(email))
          return html(
            reply.code(400),
            renderForgotPage({
              uid: interaction.uid,
              theme,
              home,
              email,
              notice: { kind: 'error', text: IDENTITY_MESSAGES.emailInvalid },
            }),
          );
        const throttled = await throttle.linkRequestAllowed(email, request.ip);
        if (throttled) {
          await throttle.record({
            action: 'password-reset',
            outcome: 'locked',
            email,
            address: request.ip,
            retryAfterSeconds: throttled.retryAfterSeconds,
          });
          return html(
            tooMany(reply, throttled),
            renderForgotPage({
              uid: interaction.uid,
              theme,
              home,
              email,
              notice: { kind: 'error', text: IDENTITY_MESSAGES.linksThrottled(throttled.retryAfterSeconds) },
            }),
          );
        }
        // The same answer whether or not the email has an account: the page reveals nothing.
        const account = await findAccountByEmail(db, email);
        if (account && !account.demo) await sendResetLink(options, account, theme, returnTo(interaction));
        return html(
          reply,
          renderForgotPage({
            uid: interaction.uid,
            theme,
            home,
            sent: true,
            notice: {
              kind: 'info',
              text: IDENTITY_MESSAGES.resetSent(email, duration(options.links.resetPasswordSeconds)),
            },
          }),
        );
      },
    );

    // Cancel posts an empty form: nothing of the body is read.
    pages.post<{ Params: InteractionInput }>(
      '/oidc/interaction/:uid/abort',
      { schema: params, config: { access: 'PUBLIC' } },
      async (request, reply) => {
        // The web app takes access_denied as "the user chose to go back" and shows its start page as it was.
        const redirectTo = await provider.interactionResult(request.raw, reply.raw, {
          error: 'access_denied',
          error_description: 'You cancelled signing in.',
        });
        return reply.redirect(redirectTo, 303);
      },
    );
  });

  // Everything else under /oidc is the provider itself. It reads request bodies on its own, so
  // Fastify must leave the stream untouched.
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const pinning = hostPinning(options.issuer, options.corsOrigins, provider.proxy);
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // The provider answers any origin's preflight (it cannot know the client yet); the endpoints
      // that hand out or take tokens answer only the product's own hosts. Discovery and keys stay public.
      const origin = request.headers.origin;
      if (origin && TOKEN_ENDPOINTS.test(request.url) && !options.corsOrigins.includes(origin)) {
        return reply
          .code(403)
          .type('application/json')
          .send({ error: 'invalid_request', error_description: 'origin not allowed' });
      }
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      pinHost(raw.headers, pinning);
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
  const roles = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', 'in', accounts.length ? accounts.map((a) => a.id) : [''])
    .execute();
  return accounts.map((account) => {
    const role = roles.find((row) => row.id === account.id)?.role;
    return { ...account, role: isRoleCode(role) ? role : null };
  });
}
