import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertText,
  followLink,
  mailboxLinks,
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
  app = await startTestApp({
    RESET_PASSWORD_LINK_SECONDS: '3',
    THROTTLE_LINKS_PER_EMAIL: '3',
    THROTTLE_LOCK_SECONDS: '60',
    TRUST_PROXY: '1',
  });
});
afterAll(() => app?.close());

async function askForReset(email: string, address = '10.0.0.1') {
  const interaction = await startInteraction(app.publicUrl);
  const form = await fetch(new URL(`${interaction.location}/forgot`, app.publicUrl), {
    headers: { cookie: interaction.cookies },
  });
  expect(await form.text()).toContain('Reset your password');
  return submit(app.publicUrl, `${interaction.location}/forgot`, { email }, { cookies: interaction.cookies, address });
}

describe('password reset by emailed single-use link', () => {
  it('answers the same for an unknown email as for a known one, and mails only the account', async () => {
    const known = await askForReset('mover@example.com');
    const unknown = await askForReset('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(alertText(unknown.text)).toBe(
      'If an account uses nobody@example.com, we have sent it a link to choose a new password. The link works for 3 seconds.',
    );
    const same = (html: string, email: string) =>
      html.replaceAll(email, 'X').replace(/\/oidc\/interaction\/[^/"]+/g, 'UID');
    expect(same(unknown.text, 'nobody@example.com')).toBe(same(known.text, 'mover@example.com'));
    expect(await mailboxLinks(app.publicUrl, 'nobody@example.com', '/oidc/reset-password')).toEqual([]);
    // Demo accounts have no password to reset.
    expect(await mailboxLinks(app.publicUrl, 'mover@example.com', '/oidc/reset-password')).toEqual([]);
  });

  it('a reset link sets a new password once; the old password stops working; the link cannot be used again', async () => {
    const kim = { name: 'Kim Forgetful', email: 'kim@example.com', password: 'first password 1' };
    await signUp(app.publicUrl, kim, '10.0.0.2');
    await askForReset(kim.email, '10.0.0.2');
    const link = await waitForLink(app.publicUrl, kim.email, '/oidc/reset-password');

    const short = await followLink(link, { password: 'short' });
    expect(short.opened).toBe(200);
    expect(short.answer.status).toBe(400);
    expect(alertText(short.answer.text)).toBe('Please choose a password of at least 8 characters.');

    const changed = await followLink(link, { password: 'second password 2' });
    expect(changed.answer.status).toBe(200);
    expect(alertText(changed.answer.text)).toBe('Your password has been changed. You can now log in with it.');

    const reused = await followLink(link, { password: 'third password 3' });
    expect(reused.opened).toBe(410);
    expect(reused.answer.status).toBe(410);

    expect((await signIn(app.publicUrl, kim.email, kim.password)).status).toBe(400);
    // The link proved the email too, so the account can sign in without a separate verification.
    expect((await signIn(app.publicUrl, kim.email, 'second password 2')).status).toBe(303);
    expect((await signIn(app.publicUrl, kim.email, 'third password 3')).status).toBe(400);
  });

  it('a reset link expires', async () => {
    const lee = { name: 'Lee Late', email: 'lee@example.com', password: 'lee password 1' };
    await signUp(app.publicUrl, lee, '10.0.0.3');
    await askForReset(lee.email, '10.0.0.3');
    const link = await waitForLink(app.publicUrl, lee.email, '/oidc/reset-password');
    const late = await withStoppedClock(async (advance) => {
      advance(3_200);
      return followLink(link, { password: 'too late password' });
    });
    expect(late.opened).toBe(410);
    expect(late.answer.status).toBe(410);
    expect(alertText(late.answer.text)).toBe(
      'This link has expired or has already been used. You can ask for a new one from the log in page.',
    );
  });

  it('is throttled per email: a fourth request within the window is refused, saying when to try again', async () => {
    for (const address of ['10.0.1.1', '10.0.1.2', '10.0.1.3'])
      expect((await askForReset('pat@example.com', address)).status).toBe(200);
    const refused = await askForReset('pat@example.com', '10.0.1.4');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('60');
    expect(alertText(refused.text)).toBe('Too many emails were asked for. Please try again in 1 minute.');
    const recorded = await app
      .database!.db.selectFrom('sign_in_attempts')
      .select(['action', 'outcome', 'email', 'address'])
      .where('action', '=', 'password-reset')
      .execute();
    expect(recorded).toEqual([
      { action: 'password-reset', outcome: 'locked', email: 'pat@example.com', address: '10.0.1.4' },
    ]);
  });
});
