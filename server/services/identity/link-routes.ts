import type { FastifyInstance, FastifyReply } from 'fastify';
import { themeForHost } from '../../../domain/theme-hosts.ts';
import { DEFAULT_THEME, type Theme } from '../../../domain/themes.ts';
import { markEmailVerified, setPassword, findAccount } from './accounts.ts';
import { findUsableLink, redeemLink, retireLinks, type EmailLink } from './email-links.ts';
import { renderConfirmEmailPage, renderLinkOutcomePage, renderNewPasswordPage } from './link-pages.ts';
import { IDENTITY_MESSAGES } from './messages.ts';
import {
  LinkForm,
  LinkQuery,
  NewPasswordForm,
  type LinkFormInput,
  type LinkQueryInput,
  type NewPasswordInput,
} from './page-inputs.ts';
import type { SignInServices } from './sign-in-services.ts';

/**
 * Pages behind emailed links. Opening a link only shows a form; the POST uses it, so a mail
 * scanner that fetches links cannot spend one.
 */
export async function linkRoutes(app: FastifyInstance, services: SignInServices) {
  const { db } = services;
  // A link's pages wear the theme of the app it was asked for from (the sign-in's return address).
  const themeOf = (link: EmailLink | null): Theme =>
    link?.returnTo ? themeForHost(new URL(link.returnTo).host) : DEFAULT_THEME;
  const startPage = (returnTo: string | null) => `${returnTo ?? new URL(services.issuer).origin}/auth`;
  const unusable = (reply: FastifyReply) =>
    reply
      .code(410)
      .type('text/html')
      .send(
        renderLinkOutcomePage(DEFAULT_THEME, {
          title: 'Link no longer valid',
          kind: 'error',
          message: IDENTITY_MESSAGES.linkUnusable,
          continueTo: startPage(null),
        }),
      );

  // These pages carry a live token in their URL: no cache may keep them and no link may pass the URL on.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  });

  const opened = { schema: { querystring: LinkQuery }, config: { access: 'PUBLIC' } } as const;

  app.get<{ Querystring: LinkQueryInput }>('/oidc/verify-email', opened, async (request, reply) => {
    const value = request.query.token;
    const link = await findUsableLink(db, value, 'verify-email');
    if (!link) return unusable(reply);
    return reply.type('text/html').send(renderConfirmEmailPage(themeOf(link), value));
  });

  app.post<{ Body: LinkFormInput }>(
    '/oidc/verify-email',
    { schema: { body: LinkForm }, config: { access: 'PUBLIC' } },
    async (request, reply) => {
      const link = await redeemLink(db, request.body.token, 'verify-email');
      if (!link) return unusable(reply);
      await markEmailVerified(db, link.accountId);
      return reply.type('text/html').send(
        renderLinkOutcomePage(themeOf(link), {
          title: 'Email address confirmed',
          kind: 'info',
          message: IDENTITY_MESSAGES.emailConfirmed,
          continueTo: startPage(link.returnTo),
        }),
      );
    },
  );

  app.get<{ Querystring: LinkQueryInput }>('/oidc/reset-password', opened, async (request, reply) => {
    const value = request.query.token;
    const link = await findUsableLink(db, value, 'reset-password');
    if (!link) return unusable(reply);
    return reply.type('text/html').send(renderNewPasswordPage(themeOf(link), value));
  });

  app.post<{ Body: NewPasswordInput }>(
    '/oidc/reset-password',
    { schema: { body: NewPasswordForm }, config: { access: 'PUBLIC' } },
    async (request, reply) => {
      const { token: value, password } = request.body;
      if (password.length < 8 || password.length > 200) {
        const usable = await findUsableLink(db, value, 'reset-password');
        if (!usable) return unusable(reply);
        return reply
          .code(400)
          .type('text/html')
          .send(renderNewPasswordPage(themeOf(usable), value, IDENTITY_MESSAGES.passwordTooShort));
      }
      const link = await redeemLink(db, value, 'reset-password');
      if (!link) return unusable(reply);
      await setPassword(db, link.accountId, password);
      // The link proves the email as well as a verification link would; the lock on the account ends.
      await markEmailVerified(db, link.accountId);
      await retireLinks(db, link.accountId, 'reset-password');
      // Whoever knew the old password may hold a session: every one of them ends, on every instance.
      await services.endUserSessions(link.accountId);
      const account = await findAccount(db, link.accountId);
      if (account) await services.throttle.clearAccount(account.email);
      return reply.type('text/html').send(
        renderLinkOutcomePage(themeOf(link), {
          title: 'Password changed',
          kind: 'info',
          message: IDENTITY_MESSAGES.passwordChanged,
          continueTo: startPage(link.returnTo),
        }),
      );
    },
  );
}
