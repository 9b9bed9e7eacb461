import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { fetchDocument, pdfPages } from '../fixtures/documents.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp, type TestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

/** Sellers' names as they type them when signing: none of these letters is in Windows-1252 but ë. */
const NAMES = ['Antonín Dvořák', 'Łukasz Wróbel', 'Zoë Brontë', 'Nguyễn Thị Minh'];

let app: TestApp;
let propertyId: number;
let solicitor: string;
const sellers: string[] = [];

beforeAll(async () => {
  app = await startTestApp({ DEMO: '0' });
  const db = app.database!.db;
  const firm = await createOrganisation(db, { type: 3, name: 'Kraków & Hà Nội Conveyancing' });
  const now = Math.floor(Date.now() / 1000);
  const token = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const ids: string[] = [];
  for (const name of NAMES) {
    const seller = await createUser(db, { role: ROLE.homeMover, name });
    ids.push(seller.id);
    sellers.push(await token(seller.id));
  }
  solicitor = await token((await createUser(db, { role: ROLE.solicitor, organisationId: firm.id })).id);
  propertyId = (
    await createProperty(db, { name: 'Flat 3, Żółta Kamienica', sellerIds: ids, madeAvailableTo: [firm.id] })
  ).id;
  await answerWholeForm(app.url, sellers[0], propertyId, 4);
}, 60_000);
afterAll(() => app?.close());

describe('names in a PDF', () => {
  it('prints every seller’s name and the property’s name as written, letters outside Windows-1252 included', async () => {
    for (const [index, name] of NAMES.entries()) {
      const signed = await callApi(app.url, 'POST', `/questionnaire/${propertyId}/sign`, {
        token: sellers[index],
        body: { questionnaire_id: 4, name },
      });
      expect(signed.status).toBe(200);
    }
    const document = await fetchDocument(app.url, solicitor, propertyId, 'h', 'about');
    expect(document.status).toBe(200);
    const pages = await pdfPages(document.bytes);
    const text = pages.join(' ');
    for (const name of NAMES) expect(text).toContain(`Signed by ${name} on`);
    expect(pages[0]).toContain('Flat 3, Żółta Kamienica');
    // The footer carries the property's name on every page.
    for (const page of pages) expect(page).toContain('Żółta Kamienica');
  });

  it('keeps a document small: only the letters used are embedded', async () => {
    const document = await fetchDocument(app.url, solicitor, propertyId, 'h', 'about');
    expect(document.bytes.length).toBeLessThan(200 * 1024);
  });
});
