import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PATHS } from '../../domain/documents/catalogue.ts';
import { ROLE } from '../../domain/roles.ts';
import { THEMES } from '../../domain/themes.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { docxText, fetchDocument, pdfPages } from '../fixtures/documents.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { pdfsig } from '../fixtures/pdfsig.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

let app: TestApp;
let propertyId: number;
const tokens = {} as Record<'seller' | 'coSeller' | 'simple' | 'administrator' | 'solicitor', string>;

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Meadow Homes' });
  const firm = await createOrganisation(db, { type: 3, name: 'Birch Conveyancing' });
  const now = Math.floor(Date.now() / 1000);
  const token = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const seller = await createUser(db, { role: ROLE.homeMover });
  const coSeller = await createUser(db, { role: ROLE.homeMover });
  const simple = await createUser(db, { role: ROLE.simple, organisationId: agency.id });
  const administrator = await createUser(db, { role: ROLE.administrator });
  const solicitor = await createUser(db, { role: ROLE.solicitor, organisationId: firm.id });
  Object.assign(tokens, {
    seller: await token(seller.id),
    coSeller: await token(coSeller.id),
    simple: await token(simple.id),
    administrator: await token(administrator.id),
    solicitor: await token(solicitor.id),
  });
  propertyId = (
    await createProperty(db, {
      name: '5 Meadow Close',
      agencyId: agency.id,
      creatorId: simple.id,
      sellerIds: [seller.id, coSeller.id],
      madeAvailableTo: [firm.id],
    })
  ).id;
  await answerWholeForm(app.url, tokens.seller, propertyId, 4);
}, 60_000);
afterAll(() => app?.close());

describe('a form as a PDF', () => {
  it('lays out the numbered questions with every answer, the property and the theme, marked DRAFT on every page before signing', async () => {
    const document = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'about');
    expect(document.status).toBe(200);
    expect(document.type).toBe('application/pdf');
    expect(document.disposition).toContain('About my home - Draft.pdf');
    const pages = await pdfPages(document.bytes);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page).toContain('DRAFT');
    const text = pages.join(' ');
    expect(text).toContain('Move Ready');
    expect(text).toContain('5 Meadow Close');
    expect(text).toMatch(/A2\.1 What is the asking price\? £250/);
    expect(text).toContain('floor-plan.pdf');
    expect(text).toContain('Not yet signed.');
  });

  it('once every seller has signed, drops DRAFT and carries each signature and the hash the verify call checks', async () => {
    for (const [who, name] of [
      ['seller', 'Robin Meadow'],
      ['coSeller', 'Kit Meadow'],
    ] as const) {
      expect(
        (
          await callApi(app.url, 'POST', `/questionnaire/${propertyId}/sign`, {
            token: tokens[who],
            body: { questionnaire_id: 4, name },
          })
        ).status,
      ).toBe(200);
    }
    const verify = await callApi(app.url, 'GET', `/property/${propertyId}/signatures/verify`, {
      token: tokens.solicitor,
    });
    const document = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'about');
    expect(document.disposition).toContain('About my home.pdf');
    const text = (await pdfPages(document.bytes)).join(' ');
    expect(text).not.toContain('DRAFT');
    expect(text).toContain('Signed by Robin Meadow on');
    expect(text).toContain('Signed by Kit Meadow on');
    expect(text.replace(/\s/g, '')).toContain(verify.body.signatures[0].answers_sha256);
  });

  it.each(THEMES.map((theme) => [theme.key, theme.themeId, theme.appName]))(
    'renders in the %s theme',
    async (key, _themeId, appName) => {
      const document = await fetchDocument(app.url, tokens.seller, propertyId, key, 'material-info-summary');
      expect(document.status).toBe(200);
      const [first] = await pdfPages(document.bytes);
      expect(first).toContain(appName);
      expect(first).toContain('Material information summary');
    },
  );
});

describe('every document the calls name', () => {
  it.each(DOCUMENT_PATHS.filter((path) => path !== 'template'))(
    '%s renders for an administrator, a PDF sealed over the whole file',
    async (path) => {
      const document = await fetchDocument(app.url, tokens.administrator, propertyId, 'h', path);
      expect(document.status).toBe(200);
      expect(document.bytes.length).toBeGreaterThan(1000);
      if (document.type !== 'application/pdf') return;
      const report = await pdfsig(document.bytes);
      expect(report).toContain('Signature is Valid.');
      expect(report).toContain('Total document signed');
    },
  );

  it('renders both report templates, for administrators only', async () => {
    for (const kind of ['market-ready', 'info']) {
      const document = await fetchDocument(app.url, tokens.administrator, propertyId, 'h', 'template', { kind });
      expect(document.status).toBe(200);
      expect(await pdfsig(document.bytes)).toContain('Signature is Valid.');
      expect((await pdfPages(document.bytes))[0]).toContain(
        kind === 'info' ? 'Property Information (TA6) Report' : 'Market Ready Report',
      );
    }
    const refused = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'template', { kind: 'info' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes)).error.message).toBe(
      'You are not authorised to view Property Information (TA6) Report',
    );
  });

  it('gives the enquiries and the sellers’ certificate as Word files a solicitor can edit', async () => {
    const certificate = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'sellers-certificate');
    expect(certificate.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const { body, header } = await docxText(certificate.bytes);
    expect(body).toContain("Sellers' certificate");
    expect(body).toMatch(/1\.\d About my home/);
    expect(body).toContain('Signed by Robin Meadow');
    expect(header).toContain('DRAFT');
    const enquiries = await fetchDocument(app.url, tokens.solicitor, propertyId, 'h', 'conveyancing-enquiries');
    expect(enquiries.status).toBe(200);
    expect((await docxText(enquiries.bytes)).body).toContain('Conveyancing enquiries');
  });

  it('refuses a role the document is not for, an unknown document and an unknown theme', async () => {
    const refused = await fetchDocument(app.url, tokens.simple, propertyId, 'h', 'about');
    expect(refused.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(refused.bytes)).error.message).toBe(
      'You are not authorised to view About my home',
    );
    expect((await fetchDocument(app.url, tokens.seller, propertyId, 'h', 'nonsense')).status).toBe(404);
    expect((await fetchDocument(app.url, tokens.seller, propertyId, 'zz', 'about')).status).toBe(404);
  });
});
