// The web app's trusted documents: every operation of the generated modules (web/src/gql/), as
// Apollo Client 4 sends it (__typename added to each selection, then printed), with the SHA-256
// the client's persisted-query link sends for it. Written as an Apollo persisted-query manifest to
// server/gateway/generated/persisted-documents.json, which the gateway resolves hashes from.
// Run by `npm run codegen` after the modules are written.
import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { addTypenameToDocument, print } from '@apollo/client/utilities';

const generated = new URL('../src/gql/', import.meta.url);
const target = new URL('../../server/gateway/generated/persisted-documents.json', import.meta.url);

const operations = new Map();
for (const file of readdirSync(generated)
  .filter((name) => name.endsWith('.ts'))
  .sort()) {
  const module = await import(new URL(file, generated).href);
  for (const [name, value] of Object.entries(module)) {
    if (!name.endsWith('Document') || value?.kind !== 'Document') continue;
    const operation = value.definitions.find((definition) => definition.kind === 'OperationDefinition');
    if (!operation) continue;
    const body = print(addTypenameToDocument(value));
    const id = createHash('sha256').update(body).digest('hex');
    operations.set(id, { id, name: operation.name.value, type: operation.operation, body });
  }
}
const manifest = {
  format: 'apollo-persisted-query-manifest',
  version: 1,
  operations: [...operations.values()].sort((a, b) => a.name.localeCompare(b.name)),
};
writeFileSync(target, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`persisted-documents.json: ${manifest.operations.length} operations`);
