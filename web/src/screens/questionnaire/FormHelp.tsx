import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PROPERTY_INFORMATION_GUIDE } from '../../../../domain/forms/content/info/guide.ts';
import { LEASEHOLD_DEFINITIONS } from '../../../../domain/forms/content/leasehold/definitions.ts';
import type { FormPath } from '../../../../domain/forms/definition.ts';
import { EnquiryForm } from '../help/EnquiryForm.tsx';

type Term = { term: string; definition: string };

function Terms({ terms }: { terms: readonly Term[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {terms.map(({ term, definition }) => (
        <div key={term}>
          <Text component="dt" fw={700}>
            {term}
          </Text>
          <Text component="dd" m={0}>
            {definition}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/**
 * The help a form carries (spec 02 §2.2): leasehold information's Definitions, property
 * information's 'Read our guide', and on every form a way to ask us a question.
 */
export function FormHelp({ path, propertyId, formName }: { path: FormPath; propertyId: string; formName: string }) {
  return (
    <>
      <FormGuide path={path} />
      <AskForHelp propertyId={propertyId} formName={formName} />
    </>
  );
}

/** "Need help?": the help screen's message form, in a modal, about this form. */
function AskForHelp({ propertyId, formName }: { propertyId: string; formName: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open}>
        Need help?
      </Button>
      <Modal opened={opened} onClose={close} title={`Help with ${formName}`} size="lg">
        <EnquiryForm
          propertyId={propertyId}
          subject={`Help with ${formName}`}
          label="What would you like to ask?"
          onSent={close}
        />
      </Modal>
    </>
  );
}

function FormGuide({ path }: { path: FormPath }) {
  const [opened, { open, close }] = useDisclosure(false);
  if (path === 'leasehold') {
    return (
      <>
        <Button variant="default" onClick={open}>
          Definitions
        </Button>
        <Modal opened={opened} onClose={close} title="Definitions" size="lg">
          <Terms terms={LEASEHOLD_DEFINITIONS} />
        </Modal>
      </>
    );
  }
  if (path === 'info') {
    const guide = PROPERTY_INFORMATION_GUIDE;
    return (
      <>
        <Button variant="default" onClick={open}>
          Read our guide
        </Button>
        <Modal opened={opened} onClose={close} title={guide.title} size="lg">
          <Stack gap="md">
            <Text>{guide.introduction}</Text>
            <Title order={3} size="h5">
              How to fill in the form
            </Title>
            <Stack component="ol" gap={6} m={0} pl="lg">
              {guide.instructions.map((instruction) => (
                <Text component="li" key={instruction}>
                  {instruction}
                </Text>
              ))}
            </Stack>
            <Title order={3} size="h5">
              Words we use
            </Title>
            <Terms terms={guide.definitions} />
          </Stack>
        </Modal>
      </>
    );
  }
  return null;
}
