import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertText, followLink, signIn, signUp, waitForLink } from '../fixtures/provider-pages.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { withStoppedClock } from '../fixtures/clock.ts';

let app: TestApp;

// Short windows so the test sees locks end: 2 free failures, then waits of 1 s, 2 s…; the 4th
// failure locks for 3 s. Addresses (X-Forwarded-For, trusted here) get 5 free failures and lock at 6.
beforeAll(async () => {
  app = await startTestApp({
    TRUST_PROXY: '1',
    THROTTLE_ACCOUNT_FREE_FAILURES: '2',
    THROTTLE_ACCOUNT_LOCK_AFTER: '4',
    THROTTLE_ADDRESS_FREE_FAILURES: '5',
    THROTTLE_ADDRESS_LOCK_AFTER: '6',
    THROTTLE_DELAY_SECONDS: '1',
    THROTTLE_LOCK_SECONDS: '3',
    THROTTLE_WINDOW_SECONDS: '60',
    THROTTLE_SIGNUPS_PER_ADDRESS: '2',
  });
});
afterAll(() => app?.close());

/** A signed-up account whose email link has been used. */
async function verifiedAccount(email: string, password: string) {
  const created = await signUp(
    app.publicUrl,
    { name: 'Test Person', email, password },
    `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  expect(created.status).toBe(200);
  expect((await followLink(await waitForLink(app.publicUrl, email, '/oidc/verify-email'))).answer.status).toBe(200);
}

describe('password sign-in is throttled', () => {
  it('engages with growing waits, then locks, and releases when the lock ends', () =>
    withStoppedClock(async (advance) => {
      await verifiedAccount('alex@example.com', 'alex password 1');
      const address = '10.1.0.1';
      const wrong = () => signIn(app.publicUrl, 'alex@example.com', 'not it at all', address);
      const right = () => signIn(app.publicUrl, 'alex@example.com', 'alex password 1', address);

      for (let free = 0; free < 2; free++) {
        const answer = await wrong();
        expect(answer.status).toBe(400);
        expect(alertText(answer.text)).toBe('The email or password is not right. Please try again.');
      }
      const third = await wrong();
      expect(third.status).toBe(429);
      expect(third.retryAfter).toBe('1');
      expect(alertText(third.text)).toBe('The email or password is not right. You can try again in 1 second.');

      // During the wait even the right password is refused, without being checked.
      const early = await right();
      expect(early.status).toBe(429);
      expect(alertText(early.text)).toBe('Too many sign-in attempts. Please try again in 1 second.');

      advance(1_100);
      const fourth = await wrong();
      expect(fourth.status).toBe(429);
      expect(fourth.retryAfter).toBe('3');
      expect(alertText(fourth.text)).toBe('The email or password is not right. You can try again in 3 seconds.');
      const locked = Date.now();

      advance(1_500);
      const stillLocked = await right();
      expect(stillLocked.status).toBe(429);
      expect(alertText(stillLocked.text)).toMatch(/^Too many sign-in attempts\. Please try again in [12] seconds?\.$/);

      advance(Math.max(0, 3_100 - (Date.now() - locked)));
      const released = await right();
      expect(released.status).toBe(303);
      // A right password forgets the account's failures: the next mistake is free again.
      expect((await wrong()).status).toBe(400);
    }));

  it('locks the account from every address, and leaves other accounts alone', () =>
    withStoppedClock(async (advance) => {
      await verifiedAccount('blair@example.com', 'blair password 1');
      await verifiedAccount('casey@example.com', 'casey password 1');
      for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3'])
        await signIn(app.publicUrl, 'blair@example.com', 'wrong guess', address);
      advance(1_100);
      expect((await signIn(app.publicUrl, 'blair@example.com', 'wrong guess', '10.2.0.4')).retryAfter).toBe('3');

      const elsewhere = await signIn(app.publicUrl, 'blair@example.com', 'blair password 1', '10.2.0.99');
      expect(elsewhere.status).toBe(429);
      expect(alertText(elsewhere.text)).toMatch(/^Too many sign-in attempts\. Please try again in [23] seconds\.$/);
      expect((await signIn(app.publicUrl, 'casey@example.com', 'casey password 1', '10.2.0.1')).status).toBe(303);
    }));

  it('locks an address that tries many accounts, and leaves other addresses alone', async () => {
    await verifiedAccount('drew@example.com', 'drew password 1');
    const address = '10.3.0.1';
    for (let index = 0; index < 6; index++)
      await signIn(app.publicUrl, `guess${index}@example.com`, 'password', address);

    const fromThere = await signIn(app.publicUrl, 'drew@example.com', 'drew password 1', address);
    expect(fromThere.status).toBe(429);
    expect(alertText(fromThere.text)).toMatch(/^Too many sign-in attempts\. Please try again in [23] seconds\.$/);
    expect((await signIn(app.publicUrl, 'drew@example.com', 'drew password 1', '10.3.0.2')).status).toBe(303);
  });

  it('records failed and locked attempts for administrators', async () => {
    const rows = await app
      .database!.db.selectFrom('sign_in_attempts')
      .select(['action', 'outcome', 'email', 'address', 'retry_after_seconds'])
      .where('address', 'in', ['10.1.0.1', '10.3.0.1'])
      .orderBy('id')
      .execute();
    expect(rows.slice(0, 4)).toEqual([
      {
        action: 'sign-in',
        outcome: 'failed',
        email: 'alex@example.com',
        address: '10.1.0.1',
        retry_after_seconds: null,
      },
      {
        action: 'sign-in',
        outcome: 'failed',
        email: 'alex@example.com',
        address: '10.1.0.1',
        retry_after_seconds: null,
      },
      { action: 'sign-in', outcome: 'failed', email: 'alex@example.com', address: '10.1.0.1', retry_after_seconds: 1 },
      { action: 'sign-in', outcome: 'locked', email: 'alex@example.com', address: '10.1.0.1', retry_after_seconds: 1 },
    ]);
    expect(rows).toContainEqual({
      action: 'sign-in',
      outcome: 'locked',
      email: 'drew@example.com',
      address: '10.3.0.1',
      retry_after_seconds: 3,
    });
    // Counted per typed email: unknown emails are recorded like known ones.
    expect(rows.filter((row) => row.email?.startsWith('guess'))).toHaveLength(6);
  });
});

describe('sign-up is throttled per address', () => {
  it('refuses a third sign-up from one address within the window, saying when, then allows it again', () =>
    withStoppedClock(async (advance) => {
      const address = '10.4.0.1';
      for (const name of ['one', 'two'])
        expect(
          (
            await signUp(
              app.publicUrl,
              { name: `Person ${name}`, email: `${name}@signup.example`, password: 'long enough 1' },
              address,
            )
          ).status,
        ).toBe(200);
      const third = await signUp(
        app.publicUrl,
        { name: 'Person three', email: 'three@signup.example', password: 'long enough 1' },
        address,
      );
      expect(third.status).toBe(429);
      expect(alertText(third.text)).toBe(
        'Too many accounts were created from your network. Please try again in 3 seconds.',
      );
      expect(
        (
          await signUp(
            app.publicUrl,
            { name: 'Person four', email: 'four@signup.example', password: 'long enough 1' },
            '10.4.0.2',
          )
        ).status,
      ).toBe(200);
      advance(3_100);
      expect(
        (
          await signUp(
            app.publicUrl,
            { name: 'Person three', email: 'three@signup.example', password: 'long enough 1' },
            address,
          )
        ).status,
      ).toBe(200);
    }));
});
