import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTokenVerifier, localKeys } from '../../server/auth/verify-token.ts';
import { publicJwks, loadSigningKeys } from '../../server/services/identity/signing-keys.ts';
import { mayClaimInvitation } from '../../domain/invitation-claim.ts';
import { loginAs } from '../fixtures/oidc-login.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';
import {
  alertText,
  followLink,
  signIn,
  signUp,
  startInteraction,
  submit,
  waitForLink,
} from '../fixtures/provider-pages.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { withStoppedClock } from '../fixtures/clock.ts';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ VERIFY_EMAIL_LINK_SECONDS: '3' });
});
afterAll(() => app?.close());

const robin = { name: 'Robin Seller', email: 'robin@example.com', password: 'correct horse battery' };

describe('sign-up proves the email before the account can be used', () => {
  it('sign-up sends a verification link and says so; the account cannot sign in before it is used', async () => {
    const created = await signUp(app.publicUrl, robin);
    expect(created.status).toBe(200);
    expect(created.text).toContain('Check your email');
    expect(alertText(created.text)).toBe(
      'We have sent a link to robin@example.com. Open it to confirm your email address, then log in. The link works for 3 seconds.',
    );

    const refused = await signIn(app.publicUrl, 'Robin@Example.com', robin.password);
    expect(refused.status).toBe(403);
    expect(refused.location).toBeNull();
    expect(alertText(refused.text)).toBe(
      'Please confirm your email address before you log in: open the link we sent to robin@example.com.',
    );
    expect(refused.text).toContain('Send the link again');

    const link = await waitForLink(app.publicUrl, robin.email, '/oidc/verify-email');
    const { opened, answer } = await followLink(link);
    expect(opened).toBe(200);
    expect(answer.status).toBe(200);
    expect(alertText(answer.text)).toBe('Your email address is confirmed. You can now log in.');
    expect(answer.text).toContain(`href="${app.publicUrl}/auth"`);

    // The same link a second time: used up.
    const again = await followLink(link);
    expect(again.opened).toBe(410);
    expect(again.answer.status).toBe(410);
    expect(alertText(again.answer.text)).toBe(
      'This link has expired or has already been used. You can ask for a new one from the log in page.',
    );

    const accepted = await signIn(app.publicUrl, robin.email, robin.password);
    expect(accepted.status).toBe(303);
    expect(accepted.location).toContain('/oidc/auth/');
  });

  it('a verification link expires', async () => {
    const sam = { name: 'Sam Slow', email: 'sam@example.com', password: 'another long one' };
    const { link, late } = await withStoppedClock(async (advance) => {
      await signUp(app.publicUrl, sam);
      const link = await waitForLink(app.publicUrl, sam.email, '/oidc/verify-email');
      advance(3_200);
      return { link, late: await followLink(link) };
    });
    expect(late.opened).toBe(410);
    expect(late.answer.status).toBe(410);
    expect((await signIn(app.publicUrl, sam.email, sam.password)).status).toBe(403);

    // "Send the link again" mails a fresh one, which works.
    const interaction = await startInteraction(app.publicUrl);
    const resent = await submit(
      app.publicUrl,
      `${interaction.location}/resend`,
      { email: sam.email },
      { cookies: interaction.cookies },
    );
    expect(resent.status).toBe(200);
    const fresh = await waitForLink(app.publicUrl, sam.email, '/oidc/verify-email', 2);
    expect(fresh).not.toBe(link);
    expect((await followLink(fresh)).answer.status).toBe(200);
    expect((await signIn(app.publicUrl, sam.email, sam.password)).status).toBe(303);
  });

  it('the ID token says whether the email is verified: demo accounts are', async () => {
    const { idToken } = await loginAs(app.publicUrl, 'demo-mover');
    expect(decodeJwt(idToken)).toMatchObject({ email: 'mover@example.com', email_verified: true });
  });
});

describe('an invitation can be claimed only with a verified email', () => {
  it('a token for the invited email without email_verified cannot claim; with it, it can', async () => {
    const keys = localKeys(publicJwks(await loadSigningKeys(app.database!.db)) as Parameters<typeof localKeys>[0]);
    const verify = createTokenVerifier({ issuer: `${app.publicUrl}/oidc`, audiences: ['hop-web'], keys });
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: `${app.publicUrl}/oidc`,
      aud: 'hop-web',
      sub: 'u-squatter',
      email: 'invited@example.com',
      iat: now,
      exp: now + 600,
    };

    const unverified = await verify(await signWithProviderKey(app.database!.db, { ...claims, email_verified: false }));
    expect(unverified.emailVerified).toBe(false);
    expect(mayClaimInvitation(unverified, 'Invited@Example.com')).toEqual({
      allowed: false,
      message: 'Please confirm your email address before you accept this invitation.',
    });

    const silent = await verify(await signWithProviderKey(app.database!.db, claims));
    expect(mayClaimInvitation(silent, 'invited@example.com').allowed).toBe(false);

    const verified = await verify(await signWithProviderKey(app.database!.db, { ...claims, email_verified: true }));
    expect(mayClaimInvitation(verified, 'Invited@Example.com')).toEqual({ allowed: true });
    expect(mayClaimInvitation(verified, 'someone-else@example.com').allowed).toBe(false);
  });
});
