import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../routing/appRoute.ts';
import { EnquiryForm } from './EnquiryForm.tsx';

/** `/properties/:id/help` and `/enquiry` (spec 02 §2.2 "Help / Find out more"): ask the property's agent a question. */
export default function HelpScreen({ route }: ScreenProps) {
  const { id = '' } = useParams();
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Button component={Link} to={`/properties/${id}`} variant="subtle" w="fit-content" px={0}>
          ‹ Back to dashboard
        </Button>
        <Title order={1}>{route.name === 'enquiry' ? 'Find out more' : 'Help'}</Title>
        <Text>Stuck on a question, or want to know what happens next? Write to us and we will reply by email.</Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <EnquiryForm propertyId={id} subject={route.name === 'enquiry' ? 'Find out more' : 'Help'} />
      </Card>
    </Stack>
  );
}
