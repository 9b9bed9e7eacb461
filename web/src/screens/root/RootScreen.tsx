import { PageLoader } from '../../components/PageLoader.tsx';

/** `/` only forwards (to /properties or /auth, by the access guard); this shows while it decides. */
export function RootScreen() {
  return <PageLoader />;
}
