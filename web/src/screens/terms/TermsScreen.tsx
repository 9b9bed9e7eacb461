import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/AuthContext.tsx';
import { SUPPORT_EMAIL } from '../../config.ts';
import { useProductTheme } from '../../theme/ThemeContext.tsx';

/** When this text last changed in substance; users accept the terms as they stand. */
export const TERMS_UPDATED = '23 November 2026';

/**
 * `/terms`: the Terms and Conditions the modal asks every user to accept, readable before and after
 * signing in. The product's own text (docs/decisions/0067-terms-page.md says what it covers).
 */
export default function TermsScreen() {
  const theme = useProductTheme();
  const auth = useAuth();
  const app = theme.appName;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Terms and Conditions</Title>
      <Text c="gray.7" size="sm">
        Last updated {TERMS_UPDATED}
      </Text>
      <Text>
        These terms apply to everyone who uses {app}: home sellers, and the estate agents, solicitors and administrators
        who work with them. By choosing Accept you agree to them. If you decline, you can still read this page, but you
        cannot use the rest of {app}.
      </Text>

      <Title order={2} size="h3">
        What {app} does
      </Title>
      <Text>
        {app} helps you get a property ready for sale: you answer the questions a buyer&apos;s solicitor will ask,
        gather the documents in one place and share them with the people you choose. It does not give legal advice and
        does not replace your solicitor.
      </Text>

      <Title order={2} size="h3">
        Your information and documents
      </Title>
      <List spacing="xs">
        <List.Item>
          We store the answers, signatures and documents you add so that you and the people you invite can use them.
        </List.Item>
        <List.Item>
          A property is visible only to its sellers, to the agency and solicitors&apos; firm it is shared with, to the
          person who added it and to our administrators.
        </List.Item>
        <List.Item>We do not sell your information. We use it only to run {app} and to keep it secure.</List.Item>
        <List.Item>
          You can ask us for a copy of your information, or for it to be deleted, at any time (see Contact below).
        </List.Item>
      </List>

      <Title order={2} size="h3">
        Your responsibilities
      </Title>
      <List spacing="xs">
        <List.Item>
          Answer the questions truthfully and as completely as you can: buyers rely on them, and a wrong answer can have
          legal consequences for you.
        </List.Item>
        <List.Item>Upload only documents you are entitled to share.</List.Item>
        <List.Item>Keep your sign-in to yourself, and invite only people who should see the property.</List.Item>
      </List>

      <Title order={2} size="h3">
        Signing forms
      </Title>
      <Text>
        When you sign a form in {app}, you confirm that its answers are correct to the best of your knowledge. A signed
        form cannot be changed until the signature is withdrawn by someone allowed to do so.
      </Text>

      <Title order={2} size="h3">
        Availability and changes
      </Title>
      <Text>
        We aim to keep {app} available at all times but cannot promise it will never be interrupted. If these terms
        change in a way that matters, we will ask you to accept them again.
      </Text>

      <Title order={2} size="h3">
        Contact
      </Title>
      <Text>
        Questions about these terms or your information:{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>

      <Anchor component={Link} to={auth.user ? '/properties' : '/auth'}>
        {auth.user ? 'Back to your properties' : 'Back to the sign-in page'}
      </Anchor>
    </Stack>
  );
}
