import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const USE_CASES = 'server/use-cases';

/**
 * Use cases that still take their arguments one by one, as `file#function`. The list only
 * shrinks: the batch reads and the JSON mappings they share keep their signatures until the batch
 * routes change; the live events, inviting, and saving answers with the helpers it calls change
 * with their events. Helpers that are pure belong in `domain/`.
 */
const POSITIONAL = new Set([
  'live/presence.ts#announcePresence',
  'live/presence.ts#leavePresence',
  'live/publish-property-event.ts#publishPropertyEvent',
  'live/vault-changed.ts#publishVaultChanged',
  'batch.ts#answerEach',
  'admin/read-phase-configs-batch.ts#readPhaseConfigsBatch',
  'dashboard/read-action-plans-batch.ts#readActionPlansBatch',
  'organisations/read-organisations-batch.ts#readOrganisationsBatch',
  'portal/read-portal-links-batch.ts#readPortalLinksBatch',
  'properties/read-properties-batch.ts#readPropertiesBatch',
  'public-records/read-public-records-batch.ts#readPublicRecordsBatch',
  'public-records/records-response.ts#recordsResponse',
  'uploads/read-vaults-batch.ts#readVaultsBatch',
  'uploads/vault-json.ts#vaultJson',
  'users/read-users-batch.ts#readUsersBatch',
  'invitations/accept-invitations.ts#acceptInvitations',
  'invitations/delete-property.ts#deleteProperty',
  'invitations/invitable-property.ts#invitableProperty',
  'invitations/invite-options.ts#inviteOptions',
  'invitations/invite-options.ts#inviteOptionsFor',
  'invitations/invite-person.ts#invitePerson',
  'invitations/invite-seller.ts#inviteSeller',
  'invitations/list-invited-sellers.ts#listInvitedSellers',
  'invitations/manageable-property.ts#manageableProperty',
  'invitations/read-property-owners.ts#propertyOwners',
  'invitations/remove-seller.ts#removeSeller',
  'invitations/resend-seller-invite.ts#resendSellerInvite',
  'invitations/send-invitation.ts#sendInvitation',
  'invitations/set-property-person.ts#setPropertyPerson',
  'questionnaires/find-form.ts#definitionOf',
  'questionnaires/find-form.ts#readableDefinition',
  'questionnaires/form-answers.ts#answersFrom',
  'questionnaires/form-answers.ts#completionOf',
  'questionnaires/form-files.ts#checkFormFiles',
  'questionnaires/save-answers.ts#saveQuestionnaireAnswers',
  'signatures/answer-lock.ts#assertAnswersWritable',
]);

/** Every exported function of the use cases (declared, or an arrow or function held in a constant) with its parameter count. */
function exportedFunctions(): { name: string; parameters: number }[] {
  const folder = path.join(ROOT, USE_CASES);
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  const found: { name: string; parameters: number }[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(path.join(folder, file), 'utf8'), ts.ScriptTarget.Latest);
    const exported = (node: ts.Node) =>
      ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name && exported(statement)) {
        found.push({ name: `${file}#${statement.name.text}`, parameters: statement.parameters.length });
      }
      if (ts.isVariableStatement(statement) && exported(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const value = declaration.initializer;
          if (
            value &&
            (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) &&
            ts.isIdentifier(declaration.name)
          )
            found.push({ name: `${file}#${declaration.name.text}`, parameters: value.parameters.length });
        }
      }
    }
  }
  return found;
}

describe('the use cases’ signatures', () => {
  const functions = exportedFunctions();

  it('take at most two parameters: what they run on (the database or their dependencies) and one options object', () => {
    const positional = functions.filter((f) => f.parameters > 2 && !POSITIONAL.has(f.name)).map((f) => f.name);
    expect(positional, 'take (deps, { viewer, … }) instead').toEqual([]);
  });

  it('list only the use cases still taking positional arguments, so the list shrinks as they change', () => {
    const byName = new Map(functions.map((f) => [f.name, f.parameters]));
    const stale = [...POSITIONAL].filter((name) => (byName.get(name) ?? 0) <= 2);
    expect(stale, 'remove these from POSITIONAL').toEqual([]);
  });
});
