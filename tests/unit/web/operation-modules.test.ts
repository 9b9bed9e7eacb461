import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentsByModule } from '../../../web/codegen/operation-modules.ts';

const ROOT = process.cwd();

function graphqlFiles(folder: string): { path: string; text: string }[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => ({ path: `${folder}/${name}`, text: readFileSync(join(ROOT, folder, name), 'utf8') }));
}

const isFragment = (text: string) => /^\s*fragment\s/m.test(text);
const isOperation = (text: string) => /^\s*(query|mutation|subscription)\b/m.test(text);

describe('where GraphQL documents live', () => {
  it('operations live in operations/<area>/, fragments beside the component that reads them', () => {
    const misplaced = [
      ...graphqlFiles('operations').filter(({ text }) => isFragment(text)),
      ...graphqlFiles('web/src').filter(({ text }) => isOperation(text)),
    ].map(({ path }) => path);
    expect(misplaced).toEqual([]);
  });

  it('each generated module carries its areas’ operations and the fragments they spread, from wherever they live', () => {
    const modules = documentsByModule(ROOT);
    expect(modules.forms).toContain('operations/questionnaire/SaveAnswers.graphql');
    expect(modules.forms).toContain('web/src/screens/questionnaire/QuestionnaireAnswersFields.graphql');
    // Spread by the admin and the invitation screens alike: in both modules.
    expect(modules.admin).toContain('web/src/screens/invitations/InvitedSellerFields.graphql');
    expect(modules.invitations).toContain('web/src/screens/invitations/InvitedSellerFields.graphql');
    // The first screens' module does not carry what only the admin screens read.
    expect(modules.graphql).not.toContain('web/src/screens/admin/common/PersonRow.graphql');
  });
});
