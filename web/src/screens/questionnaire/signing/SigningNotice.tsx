import { Alert } from '@mantine/core';
import { signatureNotice } from '../../../../../domain/signing/rules.ts';
import type { QuestionnaireQuery } from '../../../gql/forms.ts';

/** What the form says about signatures given so far (spec 02 §2.1), and that a signed form is locked. */
export function SigningNotice({ signing }: { signing: QuestionnaireQuery['questionnaire']['signing'] }) {
  const notice = signatureNotice({
    signedByMe: signing.signedByMe,
    signed: signing.signed,
    allSigned: signing.allSigned,
    isSeller: signing.isSeller,
  });
  if (!signing.locked) return null;
  const names = signing.signatures
    .map((signature) => `${signature.signerName} (${new Date(signature.signedAt).toLocaleDateString('en-GB')})`)
    .join(', ');
  return (
    <Alert
      variant="light"
      color={signing.allSigned ? 'teal' : 'yellow'}
      title={signing.allSigned ? 'Signed by every seller' : 'Signed'}
      role="status"
    >
      {notice ? `${notice} ` : ''}
      Signed by {names}. The answers can no longer be changed.
    </Alert>
  );
}
