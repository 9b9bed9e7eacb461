import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layerRules } from '../../../eslint.layers.js';

/** The layer rules alone, without type information: an import is all they look at. */
const eslint = new ESLint({
  cwd: new URL('../../../', import.meta.url).pathname,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layerRules],
});

async function refused(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from '${specifier}';\nexport { x };\n`, { filePath: file });
  return result.messages.some((message) => message.ruleId === 'no-restricted-imports');
}

describe('the layer rules', () => {
  it.each([
    ['server/store/properties.ts', '../rest/questionnaires/routes.ts', 'a route folder from the store'],
    ['server/jobs/search-pack.ts', '../rest/plugin.ts', 'the plugin itself, past the front door'],
    ['server/app.ts', './rest/auth/authenticate.ts', 'REST internals from the app'],
    ['server/gateway/resolvers/User.ts', '../../rest/deps.ts', 'the REST API from a resolver'],
    ['server/use-cases/questionnaires/save-answers.ts', '../../rest/index.ts', 'the REST API from a use case'],
    ['server/use-cases/signatures/sign.ts', '../../gateway/plugin.ts', 'the gateway from a use case'],
    ['domain/forms/definition.ts', '../../server/store/database.ts', 'the server from the domain'],
    ['domain/postcode.ts', '../web/src/App.tsx', 'the client from the domain'],
    ['contracts/questionnaires.ts', '../server/config.ts', 'the server from the contracts'],
    ['web/src/screens/x/Screen.tsx', '../../../../server/config.ts', 'the server from the client'],
    ['server/store/properties.ts', '../use-cases/wizard/add-property.ts', 'a use case from the store'],
    ['server/store/attributes/recompute.ts', '../../services/queue/enqueue.ts', 'a service from the store'],
    ['server/store/uploads.ts', '../demo/seed.ts', 'the demo seed from the store'],
    ['server/services/mail/setup.ts', '../../use-cases/questionnaires/save-answers.ts', 'a use case from a service'],
    ['server/services/mail/setup.ts', '../../jobs/mail.ts', 'a job handler from a service'],
    ['server/use-cases/wizard/create-property.ts', '../../jobs/public-records.ts', 'a job handler from a use case'],
    ['server/use-cases/uploads/store-files.ts', '../../http/errors.ts', 'HTTP from a use case'],
  ])('refuses %s importing %s (%s)', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(true);
  });

  it.each([
    ['server/app.ts', './rest/index.ts'],
    ['server/demo/forms.ts', '../use-cases/questionnaires/save-answers.ts'],
    ['server/gateway/resolvers/User.ts', '../rest/sources.ts'],
    ['server/gateway/plugin.ts', './rest/rest-client.ts'],
    ['server/use-cases/uploads/store-files.ts', '../app-error.ts'],
    ['server/rest/uploads/routes.ts', '../../use-cases/uploads/store-files.ts'],
    ['server/rest/plugin.ts', './questionnaires/routes.ts'],
    ['web/src/App.tsx', '../../domain/postcode.ts'],
    ['tests/api/upload-orphans.test.ts', '../../server/rest/deps.ts'],
    ['server/jobs/search-pack.ts', '../use-cases/webhooks/publish-event.ts'],
    ['server/use-cases/wizard/create-property.ts', '../../services/queue/enqueue.ts'],
    ['server/services/mail/setup.ts', '../../store/database.ts'],
    ['server/store/uploads.ts', '../../domain/uploads.ts'],
  ])('lets %s import %s', async (file, specifier) => {
    expect(await refused(file, specifier)).toBe(false);
  });
});
