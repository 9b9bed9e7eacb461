import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { followLink, signUp, startInteraction, submit, waitForLink } from '../fixtures/provider-pages.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';

/**
 * Every scrypt the server computes, with its key length: a password check is one scrypt call, so a
 * sign-in that skips it for an unknown email answers faster and tells who has an account. Counting
 * the calls proves the same work is done on both sides, where a stopwatch only guesses on a busy
 * machine.
 */
const hashes = vi.hoisted(() => ({ keyLengths: [] as number[] }));
// Test files share a worker's modules (vitest.config.ts): start this file from a fresh module
// registry, so the server below imports the counted scrypt even if another file loaded the real one.
vi.hoisted(() => vi.resetModules());
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof crypto.scrypt>) => {
    hashes.keyLengths.push(args[2]);
    return Reflect.apply(crypto.scrypt, crypto, args);
  };
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

let app: TestApp;

beforeAll(async () => {
  // A throttle that never engages here: this test is about what a single failure reveals.
  app = await startTestApp({
    THROTTLE_ACCOUNT_FREE_FAILURES: '1000',
    THROTTLE_ACCOUNT_LOCK_AFTER: '2000',
    THROTTLE_ADDRESS_FREE_FAILURES: '1000',
    THROTTLE_ADDRESS_LOCK_AFTER: '2000',
  });
  await signUp(app.publicUrl, { name: 'Jo Known', email: 'jo@example.com', password: 'jo password 1' });
  await followLink(await waitForLink(app.publicUrl, 'jo@example.com', '/oidc/verify-email'));
});
afterAll(() => app?.close());

/** A failed sign-in's answer and the scrypt key lengths computed while it was served. */
async function failedSignIn(email: string) {
  const interaction = await startInteraction(app.publicUrl);
  hashes.keyLengths.length = 0;
  const answer = await submit(
    app.publicUrl,
    `${interaction.location}/login`,
    { email, password: 'not the password' },
    { cookies: interaction.cookies },
  );
  return { answer, keyLengths: [...hashes.keyLengths] };
}

/** What the user sees, with the email they typed and the interaction id taken out. */
const shown = (html: string, email: string) =>
  html.replaceAll(email, 'EMAIL').replace(/\/oidc\/interaction\/[^/"]+/g, '/oidc/interaction/UID');

describe('a failed sign-in reveals nothing about whether the email has an account', () => {
  it('checks an unknown email against a password hash, as it does a known email with a wrong password', async () => {
    // The first unknown email also makes the stand-in hash it is checked against, once per process.
    await failedSignIn('first-nobody@example.com');

    const known = await failedSignIn('jo@example.com');
    const unknown = await failedSignIn('nobody@example.com');

    expect(known.keyLengths).toEqual([32]);
    expect(unknown.keyLengths).toEqual(known.keyLengths);
    expect(unknown.answer.status).toBe(known.answer.status);
    expect(shown(unknown.answer.text, 'nobody@example.com')).toBe(shown(known.answer.text, 'jo@example.com'));
  });
});
