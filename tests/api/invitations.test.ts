import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { callApi, callGraphql } from '../fixtures/http.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { startSmtpServer } from '../fixtures/smtp.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
let smtp: Smtp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp({
    DEMO: '0',
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Move Ready <no-reply@moveready.example>',
    JOB_POLL_MS: '50',
  });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const db = () => app.database!.db;

async function tokenFor(user: { id: string; email: string }, verified = true, email = user.email) {
  const now = Math.floor(Date.now() / 1000);
  return signWithProviderKey(db(), {
    sub: user.id,
    iss: `${app.publicUrl}/oidc`,
    aud: 'hop-web',
    iat: now,
    exp: now + 900,
    email,
    email_verified: verified,
    name: 'Test Person',
  });
}

/** An agency under a themed brand, its agent, and a property of the agency. */
async function agencyWithProperty(theme: string | null = 'canopy') {
  const brand = await db()
    .insertInto('organisations')
    .values({ name: `Brand ${Math.random()}`, type: 1, parent_id: null, theme_key: theme })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const agency = await createOrganisation(db(), { type: 2, name: 'Cotswold Test Homes', parentId: brand.id });
  const firm = await createOrganisation(db(), { type: 3, name: 'Test & Co Solicitors', parentId: brand.id });
  const agent = await createUser(db(), { role: ROLE.agent, organisationId: agency.id, name: 'Alex Agent' });
  const solicitor = await createUser(db(), { role: ROLE.solicitor, organisationId: firm.id, name: 'Sam Solicitor' });
  const property = await createProperty(db(), { name: '7 Invite Lane', agencyId: agency.id, creatorId: agent.id });
  return { brand, agency, firm, agent, solicitor, property, agentToken: await tokenFor(agent) };
}

/** The token in the `nth` invitation mail's link (1 = first) to this address, read from what a real SMTP server received. */
async function linkSentTo(email: string, nth = 1): Promise<string> {
  const started = Date.now();
  for (;;) {
    const mail = smtp.received.filter((received) => received.to.includes(email))[nth - 1];
    if (mail) {
      const unfolded = mail.raw.replace(/=\r?\n/g, '');
      const match = unfolded.match(/\/invitation\/([A-Za-z0-9_-]+)/);
      if (match) return match[1];
    }
    if (Date.now() - started > 10_000) throw new Error(`no invitation reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('inviting sellers', () => {
  it('sends the invitation through SMTP under the property’s theme, and the seller count rises', async () => {
    const { property, agentToken } = await agencyWithProperty('canopy');
    const invited = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'robin.seller@example.com', theme: 'h' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      num_sellers: 1,
      seller: { email: 'robin.seller@example.com', accepted: false, last_activity: null },
    });

    await linkSentTo('robin.seller@example.com');
    const mail = smtp.received.find((received) => received.to.includes('robin.seller@example.com'))!;
    expect(mail.raw).toContain('Subject: You are invited to 7 Invite Lane on Canopy');
    expect(mail.raw).toContain('Alex Agent has invited you to 7 Invite Lane on Canopy');

    const detail = await callApi(app.url, 'GET', `/property/${property.id}`, { token: agentToken });
    expect(detail.body.num_sellers).toBe(1);
    const list = await callApi(app.url, 'GET', `/property/${property.id}/invitedsellers`, { token: agentToken });
    expect(list.body).toEqual({
      max_sellers: 4,
      sellers: [expect.objectContaining({ email: 'robin.seller@example.com', accepted: false })],
    });
  });

  it('refuses a fifth seller with 409 and keeps four, counting invitations not yet accepted', async () => {
    const { property, agentToken } = await agencyWithProperty();
    const seller = await createUser(db(), { role: ROLE.homeMover });
    await db().insertInto('property_sellers').values({ property_id: property.id, user_id: seller.id }).execute();
    for (const name of ['b', 'c', 'd']) {
      expect(
        (
          await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
            token: agentToken,
            body: { email: `${name}@example.com` },
          })
        ).status,
      ).toBe(201);
    }
    const fifth = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'e@example.com' },
    });
    expect(fifth.status).toBe(409);
    expect(fifth.body.error.message).toBe('This property already has 4 sellers, the most it can have.');
    const again = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'B@example.com' },
    });
    expect(again.status).toBe(201);
    expect(again.body.num_sellers).toBe(4);
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token: agentToken })).body.num_sellers).toBe(4);
  });

  it('refuses an email that is not an address, with the spec’s message', async () => {
    const { property, agentToken } = await agencyWithProperty();
    const refused = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'not an email' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Inviting seller failed. Did you enter a valid email address?');
  });

  it('two invitations at once for the last place: one is sent, the other refused', async () => {
    const { property, agentToken } = await agencyWithProperty();
    for (const name of ['p', 'q', 'r'])
      await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
        token: agentToken,
        body: { email: `${name}@example.com` },
      });
    const results = await Promise.all(
      ['s', 't'].map((name) =>
        callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
          token: agentToken,
          body: { email: `${name}@example.com` },
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
  });
});

describe('accepting an invitation', () => {
  it('a new user with the verified invited email gets the property on first sign-in; the link works once', async () => {
    const { property, agentToken } = await agencyWithProperty();
    await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'Jo.New@example.com' },
    });
    const link = await linkSentTo('Jo.New@example.com');

    const jo = { id: `sub-jo-${Date.now()}`, email: 'jo.new@example.com' };
    const accepted = await callApi(app.url, 'POST', '/invitations/accept', {
      token: await tokenFor(jo),
      body: { token: link },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      property_id: property.id,
      properties: [{ id: property.id, name: '7 Invite Lane' }],
    });

    const list = await callApi(app.url, 'GET', '/properties', { token: await tokenFor(jo) });
    expect(list.body.properties.map((p: { id: number }) => p.id)).toEqual([property.id]);
    const sellers = await callApi(app.url, 'GET', `/property/${property.id}/invitedsellers`, { token: agentToken });
    expect(sellers.body.sellers).toEqual([expect.objectContaining({ id: jo.id, accepted: true })]);
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token: agentToken })).body.num_sellers).toBe(1);

    const intruder = { id: `sub-intruder-${Date.now()}`, email: 'jo.new@example.com' };
    const reused = await callApi(app.url, 'POST', '/invitations/accept', {
      token: await tokenFor(intruder),
      body: { token: link },
    });
    expect(reused.status).toBe(409);
  });

  it('needs a verified email, and the invited one', async () => {
    const { property, agentToken } = await agencyWithProperty();
    await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'kim@example.com' },
    });
    const link = await linkSentTo('kim@example.com');
    const kim = { id: `sub-kim-${Date.now()}`, email: 'kim@example.com' };
    const unverified = await callApi(app.url, 'POST', '/invitations/accept', {
      token: await tokenFor(kim, false),
      body: { token: link },
    });
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.message).toBe('Please confirm your email address before you accept this invitation.');
    const other = { id: `sub-other-${Date.now()}`, email: 'other@example.com' };
    const wrong = await callApi(app.url, 'POST', '/invitations/accept', {
      token: await tokenFor(other),
      body: { token: link },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe('This invitation was sent to another email address.');
    expect((await callApi(app.url, 'GET', '/properties', { token: await tokenFor(other) })).body.properties).toEqual(
      [],
    );
  });

  it('an expired link is refused, a resent one works and the old one no longer does', async () => {
    const { property, agentToken } = await agencyWithProperty();
    const invited = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'lee@example.com' },
    });
    const first = await linkSentTo('lee@example.com');
    await db()
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('property_id', '=', property.id)
      .execute();
    const lee = { id: `sub-lee-${Date.now()}`, email: 'lee@example.com' };
    const expired = await callApi(app.url, 'POST', '/invitations/accept', {
      token: await tokenFor(lee),
      body: { token: first },
    });
    expect(expired.status).toBe(409);
    expect(expired.body.error.message).toBe('This invitation has expired. Please ask for a new invitation.');

    const resent = await callApi(app.url, 'POST', `/property/${property.id}/seller/${invited.body.seller.id}/resend`, {
      token: agentToken,
    });
    expect(resent.status).toBe(200);
    const second = await linkSentTo('lee@example.com', 2);
    expect(second).not.toBe(first);
    expect(
      (await callApi(app.url, 'POST', '/invitations/accept', { token: await tokenFor(lee), body: { token: first } }))
        .status,
    ).toBe(404);
    expect(
      (await callApi(app.url, 'POST', '/invitations/accept', { token: await tokenFor(lee), body: { token: second } }))
        .body.property_id,
    ).toBe(property.id);
  });

  it('a link joins only its own property, even for a seller invited to two', async () => {
    const one = await agencyWithProperty();
    const two = await agencyWithProperty();
    await callApi(app.url, 'POST', `/inviteseller/${one.property.id}`, {
      token: one.agentToken,
      body: { email: 'pat@example.com' },
    });
    const link = await linkSentTo('pat@example.com');
    const pat = { id: `sub-pat-${Date.now()}`, email: 'someone@example.com' };
    // Another person's verified account cannot use Pat's link for anything.
    expect(
      (await callApi(app.url, 'POST', '/invitations/accept', { token: await tokenFor(pat), body: { token: link } }))
        .status,
    ).toBe(403);
    // Accepted terms, so the property's own rule answers (a person who has not accepted is refused every property).
    await callGraphql(app.url, 'mutation { acceptTerms { id } }', { token: await tokenFor(pat) });
    const visible = await callApi(app.url, 'GET', `/property/${two.property.id}`, { token: await tokenFor(pat) });
    expect(visible.status).toBe(404);
  });

  it('an existing user invited as a seller gets the property added when they sign in', async () => {
    const { property, agentToken } = await agencyWithProperty();
    const existing = await createUser(db(), { role: ROLE.homeMover, email: `existing-${Date.now()}@example.com` });
    await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: existing.email },
    });
    const accepted = await callApi(app.url, 'POST', '/invitations/accept', {
      token: await tokenFor(existing),
      body: {},
    });
    expect(accepted.body.properties).toEqual([{ id: property.id, name: '7 Invite Lane' }]);
    expect(
      (await callApi(app.url, 'GET', `/property/${property.id}`, { token: await tokenFor(existing) })).body.is_seller,
    ).toBe(true);
  });
});

describe('removing sellers', () => {
  it('withdraws a waiting invitation (its link stops working) and removes a signed-up seller', async () => {
    const { property, agentToken } = await agencyWithProperty();
    const invited = await callApi(app.url, 'POST', `/inviteseller/${property.id}`, {
      token: agentToken,
      body: { email: 'gone@example.com' },
    });
    const link = await linkSentTo('gone@example.com');
    const removed = await callApi(app.url, 'DELETE', `/property/${property.id}/seller/${invited.body.seller.id}`, {
      token: agentToken,
    });
    expect(removed.body).toEqual({ id: invited.body.seller.id, num_sellers: 0 });
    const gone = { id: `sub-gone-${Date.now()}`, email: 'gone@example.com' };
    expect(
      (await callApi(app.url, 'POST', '/invitations/accept', { token: await tokenFor(gone), body: { token: link } }))
        .status,
    ).toBe(404);
    expect(
      (await callApi(app.url, 'DELETE', `/property/${property.id}/seller/nobody`, { token: agentToken })).status,
    ).toBe(404);
  });
});

describe('inviting solicitors and agents', () => {
  it('offers the brand’s firms, makes the chosen firm the property’s only one, and a new solicitor becomes one on first sign-in', async () => {
    const { property, firm, solicitor, agentToken } = await agencyWithProperty();
    const options = await callApi(app.url, 'GET', `/property/${property.id}/invite-options/solicitor`, {
      token: agentToken,
    });
    expect(options.body.current).toBeNull();
    expect(options.body.organisations).toEqual([{ id: firm.id, name: 'Test & Co Solicitors' }]);
    expect(options.body.people).toEqual([
      { id: solicitor.id, name: 'Sam Solicitor', email: solicitor.email, organisation_id: firm.id },
    ]);

    const badNew = await callApi(app.url, 'POST', `/invitesolicitor/${property.id}`, {
      token: agentToken,
      body: { organisation_id: firm.id, name: 'N', email: 'x' },
    });
    expect(badNew.body.error.message).toBe(
      'Failed to add new solicitor. Make sure to enter a valid email address and name, and select a firm to assign the solicitor to.',
    );

    const invited = await callApi(app.url, 'POST', `/invitesolicitor/${property.id}`, {
      token: agentToken,
      body: { organisation_id: firm.id, name: 'Nia New', email: 'nia@example.com' },
    });
    expect(invited.status).toBe(201);
    const after = await callApi(app.url, 'GET', `/property/${property.id}/invite-options/solicitor`, {
      token: agentToken,
    });
    expect(after.body.current).toEqual({ id: firm.id, name: 'Test & Co Solicitors' });
    const other = await createOrganisation(db(), { type: 3, name: 'Other Firm' });
    const second = await callApi(app.url, 'POST', `/invitesolicitor/${property.id}`, {
      token: agentToken,
      body: { organisation_id: other.id, name: 'Oli', email: 'oli@example.com' },
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe("Only one solicitors' firm can be made available per property.");

    const link = await linkSentTo('nia@example.com');
    const nia = { id: `sub-nia-${Date.now()}`, email: 'nia@example.com' };
    expect(
      (await callApi(app.url, 'POST', '/invitations/accept', { token: await tokenFor(nia), body: { token: link } }))
        .status,
    ).toBe(200);
    const me = await db()
      .selectFrom('users')
      .select(['role', 'organisation_id'])
      .where('id', '=', nia.id)
      .executeTakeFirstOrThrow();
    expect(me).toEqual({ role: ROLE.solicitor, organisation_id: firm.id });
    await callGraphql(app.url, 'mutation { acceptTerms { id } }', { token: await tokenFor(nia) });
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token: await tokenFor(nia) })).status).toBe(
      200,
    );
  });

  it('a solicitor invites an agent of the property’s agency; the selection is the agency the property has', async () => {
    const { property, agency, agent, solicitor } = await agencyWithProperty();
    await db()
      .insertInto('property_organisations')
      .values({ property_id: property.id, organisation_id: solicitor.organisation_id! })
      .execute();
    const token = await tokenFor(solicitor);
    const options = await callApi(app.url, 'GET', `/property/${property.id}/invite-options/agent`, { token });
    expect(options.body.current).toEqual({ id: agency.id, name: 'Cotswold Test Homes' });
    const invited = await callApi(app.url, 'POST', `/inviteagent/${property.id}`, {
      token,
      body: { person_id: agent.id },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.invited.email).toBe(agent.email);
    const agentsOptions = await callApi(app.url, 'GET', `/property/${property.id}/invite-options/agent`, {
      token: await tokenFor(agent),
    });
    expect(agentsOptions.status).toBe(403);
  });
});

describe('managing a property', () => {
  it('changes the owner from the offered people, refuses anyone else, and deleting takes it out of the list', async () => {
    const { property, agent, agentToken, agency } = await agencyWithProperty();
    const colleague = await createUser(db(), { role: ROLE.agent, organisationId: agency.id, name: 'Cara Colleague' });
    const owners = await callApi(app.url, 'GET', `/property/${property.id}/owners`, { token: agentToken });
    expect(owners.body.people.map((person: { id: string }) => person.id).sort()).toEqual(
      [agent.id, colleague.id].sort(),
    );
    const set = await callApi(app.url, 'PUT', `/property/${property.id}/owner`, {
      token: agentToken,
      body: { owner_id: colleague.id },
    });
    expect(set.body.owner_id).toBe(colleague.id);
    const stranger = await createUser(db(), { role: ROLE.agent });
    expect(
      (
        await callApi(app.url, 'PUT', `/property/${property.id}/creator`, {
          token: agentToken,
          body: { creator_id: stranger.id },
        })
      ).status,
    ).toBe(400);

    const deleted = await callApi(app.url, 'DELETE', `/property/${property.id}`, { token: agentToken });
    expect(deleted.status).toBe(200);
    expect((await callApi(app.url, 'GET', `/property/${property.id}`, { token: agentToken })).status).toBe(404);
    const list = await callApi(app.url, 'GET', '/properties?deleted=1', { token: agentToken });
    expect(list.body.properties.map((p: { id: number }) => p.id)).toContain(property.id);
  });
});
