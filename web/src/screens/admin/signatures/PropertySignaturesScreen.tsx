import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { useViewer } from '../../../auth/useViewer.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import {
  useDeleteSignatureMutation,
  usePropertySignaturesQuery,
  type SignatureRecordFieldsFragment,
} from '../../../gql/forms.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';

const ROLE_LABELS: Record<string, string> = {
  HOME_MOVER: 'Home mover',
  AGENT: 'Agent',
  BRAND_ADMIN: 'Brand admin',
  SOLICITOR: 'Solicitor',
  SIMPLE: 'Simply Conveyancing',
  ADMINISTRATOR: 'Administrator',
};

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Signature = SignatureRecordFieldsFragment;

/** Groups the attempts by phase, then by questionnaire, in the order the server lists them. */
function grouped(signatures: readonly Signature[]) {
  const phases = new Map<string, Map<string, Signature[]>>();
  for (const signature of signatures) {
    const phase = signature.phaseLabel ?? `Phase ${signature.phaseId}`;
    const forms = phases.get(phase) ?? new Map<string, Signature[]>();
    forms.set(signature.questionnaireName, [...(forms.get(signature.questionnaireName) ?? []), signature]);
    phases.set(phase, forms);
  }
  return phases;
}

/** The property signatures screen (spec 02 §2, §6, §8): every signing attempt, with removal for those allowed. */
export default function PropertySignaturesScreen() {
  const { id = '' } = useParams();
  const { viewer } = useViewer();
  const notify = useNotify();
  const { data, error, loading } = usePropertySignaturesQuery({ variables: { propertyId: id } });
  const [deleteSignature, deleting] = useDeleteSignatureMutation();
  const [confirming, setConfirming] = useState<Signature | null>(null);
  const phases = useMemo(() => grouped(data?.propertySignatures ?? []), [data]);
  const mayDelete = viewer?.permissions.includes('DELETE_SIGNATURES') ?? false;

  if (loading && !data) return <PageLoader label="Loading the signatures" />;
  if (error && !data)
    return (
      <Alert color="red" role="alert">
        {MESSAGES.signaturesFetchFailed(error.message)}
      </Alert>
    );

  const confirm = async () => {
    const signature = confirming;
    setConfirming(null);
    if (!signature) return;
    try {
      await deleteSignature({ variables: { id: signature.id } });
      notify(MESSAGES.signatureDeleted);
    } catch (failure) {
      notify(MESSAGES.signatureDeleteFailed(failure instanceof Error ? failure.message : String(failure)), 'error');
    }
  };

  return (
    <Stack gap="lg">
      <Button component={Link} to={`/properties/${id}`} variant="subtle" w="fit-content" px={0}>
        ‹ Back to dashboard
      </Button>
      <Title order={1}>Signatures for {data?.property.name}</Title>
      {phases.size === 0 ? <Text>No forms have been signed yet.</Text> : null}
      {[...phases].map(([phase, forms]) => (
        <Stack key={phase} gap="sm">
          <Title order={2} size="h3">
            {phase}
          </Title>
          {[...forms].map(([form, signatures]) => (
            <Stack key={form} gap={4}>
              <Title order={3} size="h4">
                {form}
              </Title>
              <Table.ScrollContainer minWidth={640}>
                <Table striped withTableBorder>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Signer</Table.Th>
                      <Table.Th>Email</Table.Th>
                      <Table.Th>Role</Table.Th>
                      <Table.Th>Signed</Table.Th>
                      <Table.Th>Status</Table.Th>
                      {mayDelete ? <Table.Th>Actions</Table.Th> : null}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {signatures.map((signature) => (
                      <Table.Tr key={signature.id}>
                        <Table.Td>{signature.signerName}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{signature.signerEmail}</Table.Td>
                        <Table.Td>{ROLE_LABELS[signature.signerRole] ?? signature.signerRole}</Table.Td>
                        <Table.Td>{WHEN.format(new Date(signature.signedAt))}</Table.Td>
                        <Table.Td>
                          {signature.removedAt ? (
                            <Badge color="gray" variant="light">
                              Deleted {WHEN.format(new Date(signature.removedAt))}
                              {signature.removedByName ? ` by ${signature.removedByName}` : ''}
                            </Badge>
                          ) : (
                            <Badge color="teal" variant="light">
                              Signed
                            </Badge>
                          )}
                        </Table.Td>
                        {mayDelete ? (
                          <Table.Td>
                            {signature.removedAt ? null : (
                              <Button
                                size="xs"
                                color="red"
                                variant="light"
                                loading={deleting.loading}
                                onClick={() => setConfirming(signature)}
                                aria-label={`Delete the signature of ${signature.signerName}`}
                              >
                                Delete
                              </Button>
                            )}
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          ))}
        </Stack>
      ))}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Delete signature" centered>
        <Stack>
          {confirming && confirming.signerRole !== 'HOME_MOVER' ? (
            <Alert color="yellow" variant="light">
              {MESSAGES.signatureDeleteNotSeller}
            </Alert>
          ) : null}
          <Text>{MESSAGES.signatureDeleteConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void confirm()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
