/**
 * `npm run bench:documents`: how long each document of a property takes to render when every form
 * is answered in full and signed, through the REST API as a client asks for it. Each document is
 * asked for DOCUMENT_RUNS times (default 5); the report gives the median and the slowest, the size,
 * and fails (exit 1) when any takes a second or more. With DOCUMENT_SAVE_DIR set, each document is
 * also written there, for looking at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { DOCUMENT_PATHS } from '../../domain/documents/catalogue.ts';
import { ROLE } from '../../domain/roles.ts';
import { answerWholeForm } from '../fixtures/answer-form.ts';
import { fetchDocument } from '../fixtures/documents.ts';
import { createOrganisation, createProperty, createUser } from '../fixtures/factories.ts';
import { callApi } from '../fixtures/http.ts';
import { startTestApp } from '../fixtures/test-app.ts';
import { signWithProviderKey } from '../fixtures/tokens.ts';

const RUNS = Number(process.env.DOCUMENT_RUNS ?? 5);
const LIMIT_MS = 1000;

const app = await startTestApp({ DEMO: '0' });
try {
  const db = app.database!.db;
  const agency = await createOrganisation(db, { type: 2, name: 'Bench Estates' });
  const now = Math.floor(Date.now() / 1000);
  const token = (sub: string) =>
    signWithProviderKey(db, { sub, iss: `${app.publicUrl}/oidc`, aud: 'hop-web', iat: now, exp: now + 900 });
  const seller = await createUser(db, { role: ROLE.homeMover, name: 'Bench Seller' });
  const administrator = await createUser(db, { role: ROLE.administrator });
  const sellerToken = await token(seller.id);
  const adminToken = await token(administrator.id);
  const { id: propertyId } = await createProperty(db, {
    name: 'Flat 2, 1 Bench Street',
    agencyId: agency.id,
    sellerIds: [seller.id],
  });
  for (const form of [5, 1, 2, 3, 4]) await answerWholeForm(app.url, sellerToken, propertyId, form);
  for (const form of [1, 2, 3, 4])
    await callApi(app.url, 'POST', `/questionnaire/${propertyId}/sign`, {
      token: sellerToken,
      body: { questionnaire_id: form, name: 'Bench Seller' },
    });

  const documents = [
    ...DOCUMENT_PATHS.filter((path) => path !== 'template').map((path) => ({ path, body: {} })),
    { path: 'template', body: { kind: 'info' } },
  ];
  // One request first, so the figures are those of a running server, not of its first request.
  await fetchDocument(app.url, adminToken, propertyId, 'h', 'about');
  const rows: { document: string; medianMs: number; slowestMs: number; kilobytes: number }[] = [];
  for (const { path, body } of documents) {
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const document = await fetchDocument(app.url, adminToken, propertyId, 'h', path, body);
      times.push(performance.now() - started);
      if (document.status !== 200) throw new Error(`${path}: ${document.status}`);
      size = document.bytes.length;
      if (run === 0 && process.env.DOCUMENT_SAVE_DIR) {
        mkdirSync(process.env.DOCUMENT_SAVE_DIR, { recursive: true });
        writeFileSync(
          `${process.env.DOCUMENT_SAVE_DIR}/${path}.${document.type.includes('pdf') ? 'pdf' : 'docx'}`,
          document.bytes,
        );
      }
    }
    times.sort((a, b) => a - b);
    rows.push({
      document: path === 'template' ? 'template (info)' : path,
      medianMs: Math.round(times[Math.floor(times.length / 2)]),
      slowestMs: Math.round(times[times.length - 1]),
      kilobytes: Math.round(size / 1024),
    });
  }
  console.log(
    `\nDocuments of a property with every form answered and signed (${RUNS} runs each, PGlite, ${new Date().toISOString().slice(0, 10)})\n`,
  );
  console.log('| document | median ms | slowest ms | size KB |\n|---|---:|---:|---:|');
  for (const row of rows) console.log(`| ${row.document} | ${row.medianMs} | ${row.slowestMs} | ${row.kilobytes} |`);
  const slow = rows.filter((row) => row.slowestMs >= LIMIT_MS);
  if (slow.length) {
    console.error(`\nOver ${LIMIT_MS} ms: ${slow.map((row) => row.document).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
}
