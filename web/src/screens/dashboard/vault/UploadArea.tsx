import { useState } from 'react';
import { Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../../../domain/messages.ts';
import { describeBytes, describeKinds, isUploadKind } from '../../../../../domain/uploads.ts';
import { useAuth } from '../../../auth/AuthContext.tsx';
import { authPath } from '../../../guard/decideAccess.ts';
import { DashboardDocument } from '../../../gql/graphql.ts';
import { useNotify } from '../../../notifications/Notifier.tsx';
import { DropHint } from '../../../components/DropHint.tsx';
import { acceptedMimeTypes } from './acceptedMimeTypes.ts';
import { sendFile } from './sendFile.ts';

type Entry = { key: string; name: string; percent: number; state: 'uploading' | 'done' | 'failed'; reason?: string };

type Props = { propertyId: string; maxBytes: number; kinds: string[] };

/**
 * "Upload documents" (spec 01 §2, §5): drop or choose several files; each gets its own progress
 * bar. The accepted kinds and the size limit are stated before anything is sent; the server
 * checks both again, by content.
 */
export function UploadArea({ propertyId, maxBytes, kinds }: Props) {
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useApolloClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const kindsText = describeKinds(kinds.filter(isUploadKind));
  const limitText = describeBytes(maxBytes);

  const update = (key: string, change: Partial<Entry>) =>
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const upload = async (file: File, key: string) => {
    const { done } = sendFile(propertyId, file, auth.getIdToken(), (percent) => update(key, { percent }));
    const result = await done;
    if (result.ok) {
      update(key, { percent: 100, state: 'done' });
      // Fetched into the cache rather than refetched, so the screen does not go back to its loader.
      await client
        .query({ query: DashboardDocument, variables: { id: propertyId }, fetchPolicy: 'network-only' })
        .catch(() => undefined);
      return;
    }
    update(key, { state: 'failed', percent: 100, reason: result.message });
    if (result.status === 401 || result.status === 440) {
      const message = result.status === 440 ? MESSAGES.sessionExpired : result.message;
      auth.endLocalSession(message);
      void navigate(authPath(message), { replace: true });
      return;
    }
    notify(`${MESSAGES.uploadFailed} ${result.message}`, 'error');
  };

  const onDrop = (files: File[]) => {
    const added = files.map((file) => ({ file, key: `${Date.now()}-${Math.random()}`, name: file.name }));
    setEntries((current) => [
      ...current,
      ...added.map(({ key, name }) => ({ key, name, percent: 0, state: 'uploading' as const })),
    ]);
    for (const { file, key } of added) void upload(file, key);
  };

  const onReject = (rejections: FileRejection[]) => {
    for (const { file, errors } of rejections) {
      const tooLarge = errors.some((error) => error.code === 'file-too-large');
      const reason = tooLarge ? MESSAGES.uploadTooLarge(limitText) : MESSAGES.uploadKindRefused(file.name, kindsText);
      notify(`${MESSAGES.uploadFailed} ${reason}`, 'error');
    }
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={onDrop}
        onReject={onReject}
        maxSize={maxBytes}
        accept={acceptedMimeTypes(kinds)}
        multiple
        aria-label="Upload documents"
      >
        <Stack gap={4} align="center" mih={96} justify="center" style={{ pointerEvents: 'none' }}>
          <Text fw={600} ta="center">
            <DropHint
              pointer="Drag documents here or click to choose"
              touch="Tap here to choose documents or take a photo"
            />
          </Text>
          <Text size="sm" c="gray.7" ta="center">
            {kindsText}, up to {limitText} each. Several files at once are fine.
          </Text>
        </Stack>
      </Dropzone>
      {entries.length > 0 ? (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads in progress">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {entry.name}
                </Text>
                <Text size="xs" c={entry.state === 'failed' ? 'red.8' : 'gray.7'}>
                  {entry.state === 'failed' ? 'Failed' : entry.state === 'done' ? 'Uploaded' : `${entry.percent}%`}
                </Text>
              </Group>
              <Progress
                value={entry.percent}
                color={entry.state === 'failed' ? 'red' : undefined}
                aria-label={`Uploading ${entry.name}`}
                size="sm"
              />
              {/* The toast goes after 3 s; the reason stays beside the file it belongs to. */}
              {entry.reason ? (
                <Text size="xs" c="red.8" mt={2}>
                  {entry.reason}
                </Text>
              ) : null}
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
