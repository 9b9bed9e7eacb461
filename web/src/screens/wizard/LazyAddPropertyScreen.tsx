import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/PageLoader.tsx';

const AddPropertyScreen = lazy(() => import('./AddPropertyScreen.tsx').then((module) => ({ default: module.AddPropertyScreen })));

/** The wizard is loaded only when someone opens it: most visits never add a property. */
export function LazyAddPropertyScreen() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AddPropertyScreen />
    </Suspense>
  );
}
