import type { ReactNode } from 'react';
import { Container } from '@mantine/core';
import { Header } from './Header.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import type { AppRoute } from '../routing/appRoute.ts';

type Props = { route: AppRoute; propertyId: string | undefined; children: ReactNode };

export function Layout({ route, propertyId, children }: Props) {
  return (
    <>
      <ScrollToTop />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header route={route} propertyId={propertyId} />
      <Container component="main" id="main" tabIndex={-1} size="lg" px="md" py="lg">
        {children}
      </Container>
    </>
  );
}
