import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ENQUIRY_MESSAGE_MAX, lengthProblem } from '../../../../domain/text-length.ts';
import { useNotify } from '../../notifications/Notifier.tsx';
import { useSendEnquiry } from './useSendEnquiry.ts';

type Props = { propertyId: string; subject: string; label?: string; onSent?: () => void };

/** Help / Find out more (spec 02 §2.2): a message and a Send button; the result is said in the spec's words. */
export function EnquiryForm({ propertyId, subject, label = 'Your message', onSent }: Props) {
  const notify = useNotify();
  const { sendEnquiry, sending } = useSendEnquiry(propertyId);
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = message.trim() === '';
  const tooLong = lengthProblem(message, ENQUIRY_MESSAGE_MAX);

  const submit = async () => {
    setTouched(true);
    if (empty || tooLong) return;
    if (await sendEnquiry(subject, message)) {
      notify(MESSAGES.enquirySent);
      setMessage('');
      setTouched(false);
      onSent?.();
    } else {
      notify(MESSAGES.enquiryFailed, 'error');
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        label={label}
        description="We send it to the agent looking after this property, who will reply by email."
        // Mantine's dimmed description is too faint on white (WCAG AA); gray.7 passes.
        descriptionProps={{ c: 'gray.7' }}
        autosize
        minRows={5}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
        error={tooLong ?? (touched && empty ? MESSAGES.enquiryMessageRequired : undefined)}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={sending}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
