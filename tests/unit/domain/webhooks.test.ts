import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  webhookEvents,
  webhookRetryDelay,
  webhookUrlProblem,
  WEBHOOK_EVENTS,
} from '../../../domain/webhooks/events.ts';
import { signWebhook, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from '../../../domain/webhooks/signature.ts';

const NOW = 1_780_000_000;
const secretArb = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => `whsec_${Buffer.from(bytes).toString('base64')}`),
);
const idArb = fc.stringMatching(/^evt_[0-9a-f]{32}$/);

describe('the webhook signature (Standard Webhooks)', () => {
  it('any body signed with any secret verifies with that secret', () => {
    fc.assert(
      fc.property(
        secretArb,
        idArb,
        fc.uint8Array({ maxLength: 2000 }),
        fc.integer({ min: -WEBHOOK_TOLERANCE_SECONDS, max: WEBHOOK_TOLERANCE_SECONDS }),
        (secret, id, body, skew) => {
          const signature = signWebhook(secret, id, NOW + skew, body);
          expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
          expect(verifyWebhook(secret, { id, timestamp: String(NOW + skew), signature, body }, NOW)).toBe(true);
        },
      ),
    );
  });

  it('changing any one byte of the body fails the check', () => {
    fc.assert(
      fc.property(
        secretArb,
        idArb,
        fc.uint8Array({ minLength: 1, maxLength: 500 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (secret, id, body, at, flip) => {
          const signature = signWebhook(secret, id, NOW, body);
          const changed = Uint8Array.from(body);
          changed[at % body.length] ^= flip;
          expect(verifyWebhook(secret, { id, timestamp: String(NOW), signature, body: changed }, NOW)).toBe(false);
        },
      ),
    );
  });

  it('another secret, another id or another timestamp fails the check', () => {
    fc.assert(
      fc.property(secretArb, secretArb, idArb, idArb, fc.string(), (secret, other, id, otherId, body) => {
        fc.pre(secret !== other && id !== otherId);
        const signature = signWebhook(secret, id, NOW, body);
        expect(verifyWebhook(other, { id, timestamp: String(NOW), signature, body }, NOW)).toBe(false);
        expect(verifyWebhook(secret, { id: otherId, timestamp: String(NOW), signature, body }, NOW)).toBe(false);
        expect(verifyWebhook(secret, { id, timestamp: String(NOW + 1), signature, body }, NOW)).toBe(false);
      }),
    );
  });

  it('refuses a timestamp outside the tolerance, or not a whole number, even with a right signature', () => {
    const body = '{"id":"evt_1"}';
    for (const timestamp of [NOW - WEBHOOK_TOLERANCE_SECONDS - 1, NOW + WEBHOOK_TOLERANCE_SECONDS + 1]) {
      expect(
        verifyWebhook(
          'whsec_c2VjcmV0',
          {
            id: 'evt_1',
            timestamp: String(timestamp),
            signature: signWebhook('whsec_c2VjcmV0', 'evt_1', timestamp, body),
            body,
          },
          NOW,
        ),
      ).toBe(false);
    }
    expect(
      verifyWebhook('s', { id: 'e', timestamp: `${NOW}.0`, signature: signWebhook('s', 'e', NOW, body), body }, NOW),
    ).toBe(false);
    expect(verifyWebhook('s', { id: 'e', timestamp: '', signature: signWebhook('s', 'e', NOW, body), body }, NOW)).toBe(
      false,
    );
  });

  it('accepts the header with several signatures when one matches (a secret being changed), and nothing that is not v1', () => {
    const body = 'x';
    const good = signWebhook('new', 'e', NOW, body);
    expect(
      verifyWebhook(
        'new',
        { id: 'e', timestamp: String(NOW), signature: `${signWebhook('old', 'e', NOW, body)} ${good}`, body },
        NOW,
      ),
    ).toBe(true);
    expect(
      verifyWebhook('new', { id: 'e', timestamp: String(NOW), signature: good.replace('v1,', 'v2,'), body }, NOW),
    ).toBe(false);
    expect(verifyWebhook('new', { id: 'e', timestamp: String(NOW), signature: '', body }, NOW)).toBe(false);
  });

  it('matches the Standard Webhooks reference example', () => {
    // The example in the specification (standard-webhooks/spec, "Signature scheme").
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });
});

describe('a receiver address', () => {
  const loose = { allowPrivateTargets: true };
  const strict = { allowPrivateTargets: false };
  it('is an absolute https URL without credentials; plain http only on loopback where private targets are allowed', () => {
    expect(webhookUrlProblem('https://crm.example.com/hooks?x=1', strict)).toBeNull();
    expect(webhookUrlProblem('http://crm.example.com/hooks', strict)).toBe('scheme');
    expect(webhookUrlProblem('http://crm.example.com/hooks', loose)).toBe('scheme');
    expect(webhookUrlProblem('http://127.0.0.1:4010/hooks', loose)).toBeNull();
    expect(webhookUrlProblem('http://localhost:4010/hooks', loose)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:4010/hooks', strict)).toBe('scheme');
    expect(webhookUrlProblem('https://user:pw@crm.example.com/', strict)).toBe('credentials');
    expect(webhookUrlProblem('ftp://crm.example.com/', loose)).toBe('scheme');
    expect(webhookUrlProblem(' https://crm.example.com/', strict)).toBe('invalid');
    expect(webhookUrlProblem('crm.example.com/hooks', strict)).toBe('invalid');
    expect(webhookUrlProblem(`https://crm.example.com/${'a'.repeat(2000)}`, strict)).toBe('invalid');
  });

  it('gives every text a defined answer', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        fc.boolean(),
        (raw, allowPrivateTargets) => {
          expect([null, 'invalid', 'scheme', 'credentials']).toContain(webhookUrlProblem(raw, { allowPrivateTargets }));
        },
      ),
    );
  });
});

describe('events and retries', () => {
  it('keeps known events once each in the catalogue order, and refuses none or an unknown one', () => {
    expect(webhookEvents(['form.signed', 'property.created', 'form.signed'])).toEqual([
      'property.created',
      'form.signed',
    ]);
    expect(webhookEvents([...WEBHOOK_EVENTS].reverse())).toEqual([...WEBHOOK_EVENTS]);
    expect(webhookEvents([])).toBeNull();
    expect(webhookEvents(['property.created', 'property.deleted'])).toBeNull();
  });

  it('waits the base before the first retry, doubling, never more than an hour', () => {
    expect([1, 2, 3, 4].map((retry) => webhookRetryDelay(retry, 30))).toEqual([30, 60, 120, 240]);
    expect(webhookRetryDelay(20, 30)).toBe(3600);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0.01, max: 600, noNaN: true }), (retry, base) => {
        const delay = webhookRetryDelay(retry, base);
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(3600);
        expect(webhookRetryDelay(retry + 1, base)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
