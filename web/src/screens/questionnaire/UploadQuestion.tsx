import { ActionIcon, Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Question } from '../../../../domain/forms/definition.ts';
import { MESSAGES } from '../../../../domain/messages.ts';
import { describeKinds, DEFAULT_UPLOAD_KINDS } from '../../../../domain/uploads.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { authPath } from '../../guard/decideAccess.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { acceptedMimeTypes } from '../dashboard/vault/acceptedMimeTypes.ts';
import { sendFile } from '../dashboard/vault/sendFile.ts';
import { useFormFiles } from './FormFiles.tsx';
import { DropHint } from '../../components/DropHint.tsx';

type Props = {
  question: Question;
  label: string;
  files: readonly string[];
  readOnly: boolean;
  hideLabel: boolean;
  onChange: (files: string[] | null) => void;
};

/**
 * An upload question (spec 02 §3, §5.2): files go to the property's vault through the upload
 * service, and their ids become the answer, saved at once. The lease takes one PDF; the server
 * checks the kind again on upload and on save.
 */
export function UploadQuestion({ question, label, files, readOnly, hideLabel, onChange }: Props) {
  const auth = useAuth();
  const navigate = useNavigate();
  const notify = useNotify();
  const { propertyId, nameOf, remember } = useFormFiles();
  const [progress, setProgress] = useState<number | null>(null);
  const kinds = question.upload?.accept ?? DEFAULT_UPLOAD_KINDS;
  const multiple = question.upload?.multiple ?? true;
  const kindsText = describeKinds(kinds);
  const full = !multiple && files.length >= 1;

  const upload = async (dropped: File[]) => {
    const given = [...files];
    for (const file of multiple ? dropped : dropped.slice(0, 1)) {
      setProgress(0);
      const { done } = sendFile(propertyId, file, auth.getIdToken(), setProgress);
      const result = await done;
      if (!result.ok) {
        setProgress(null);
        if (result.status === 401 || result.status === 440) {
          const message = result.status === 440 ? MESSAGES.sessionExpired : result.message;
          auth.endLocalSession(message);
          void navigate(authPath(message), { replace: true });
          return;
        }
        notify(`${MESSAGES.uploadFailed} ${result.message}`, 'error');
        continue;
      }
      for (const stored of result.uploads) {
        remember(String(stored.id), stored.name);
        given.push(String(stored.id));
      }
      onChange(multiple ? given : given.slice(-1));
    }
    setProgress(null);
  };

  const onReject = (rejections: FileRejection[]) => {
    for (const { file } of rejections)
      notify(`${MESSAGES.uploadFailed} ${MESSAGES.uploadKindRefused(file.name, kindsText)}`, 'error');
  };

  return (
    <Stack gap={6}>
      {hideLabel ? null : (
        <Text size="sm" fw={500}>
          {label}
          {question.required === 1 ? (
            <Text span c="red.8">
              {' '}
              *
            </Text>
          ) : null}
        </Text>
      )}
      {question.notes && !hideLabel ? (
        <Text size="xs" c="gray.7">
          {question.notes}
        </Text>
      ) : null}
      {files.length ? (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Files for ${label}`}>
          {files.map((id) => (
            <Group component="li" key={id} gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {nameOf(id) ?? 'Document'}
              </Text>
              {readOnly ? null : (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Take ${nameOf(id) ?? 'the document'} off this answer`}
                  onClick={() =>
                    onChange(files.filter((file) => file !== id).length ? files.filter((file) => file !== id) : null)
                  }
                >
                  ✕
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      ) : null}
      {readOnly || full ? null : (
        <Dropzone
          onDrop={(dropped) => void upload(dropped)}
          onReject={onReject}
          accept={acceptedMimeTypes(kinds)}
          multiple={multiple}
          loading={progress !== null}
          aria-label={label}
          p={hideLabel ? 6 : 'sm'}
        >
          {/* In a table row the column header says what it is for: a small target is enough. */}
          {hideLabel ? (
            <Text size="xs" fw={600} ta="center" miw={88} style={{ pointerEvents: 'none' }}>
              {multiple ? 'Add files' : 'Add file'}
            </Text>
          ) : (
            <Stack gap={2} align="center" justify="center" mih={56} style={{ pointerEvents: 'none' }}>
              <Text size="sm" fw={600} ta="center">
                {multiple ? (
                  <DropHint
                    pointer="Drag files here or click to choose"
                    touch="Tap here to choose files or take a photo"
                  />
                ) : (
                  <DropHint
                    pointer="Drag the file here or click to choose"
                    touch="Tap here to choose the file or take a photo"
                  />
                )}
              </Text>
              <Text size="xs" c="gray.7" ta="center">
                {multiple
                  ? `${kindsText} files. They are also kept in your document vault.`
                  : `One ${kindsText} file. It is also kept in your document vault.`}
              </Text>
            </Stack>
          )}
        </Dropzone>
      )}
      {progress !== null ? <Progress value={progress} size="sm" aria-label={`Uploading for ${label}`} /> : null}
    </Stack>
  );
}
