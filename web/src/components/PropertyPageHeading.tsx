import { Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageLoader } from './PageLoader.tsx';

type HeadingProps = {
  propertyId: string;
  name: string;
  /**
   * False while the property is not yet known to exist for the viewer: a page shows no link for a
   * property the viewer cannot see (spec 01 §8), so the link's line is kept empty and the heading
   * does not move when the link appears.
   */
  propertyKnown?: boolean;
};

/** Back to the dashboard, then the page's name: the same whether the page is here or on its way. */
export function PropertyPageHeading({ propertyId, name, propertyKnown = true }: HeadingProps) {
  return (
    <Stack gap={4}>
      {propertyKnown ? (
        <Button component={Link} to={`/properties/${propertyId}`} variant="subtle" w="fit-content" px={0}>
          ‹ Back to dashboard
        </Button>
      ) : (
        <Button variant="subtle" w="fit-content" px={0} style={{ visibility: 'hidden' }} aria-hidden tabIndex={-1}>
          ‹ Back to dashboard
        </Button>
      )}
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Title>
    </Stack>
  );
}

/**
 * A property page on its way (its property, its code or its data): its heading where the loaded page
 * has it, and a loader below. Drawn as soon as the viewer is known, so a form opened from a link
 * shows its name while the rest arrives over a slow connection.
 */
export function PropertyPageLoading({ label, ...heading }: HeadingProps & { label: string }) {
  return (
    <Stack gap="lg">
      <PropertyPageHeading {...heading} />
      <PageLoader label={label} />
    </Stack>
  );
}
