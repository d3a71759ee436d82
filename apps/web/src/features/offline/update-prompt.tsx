import { lazy, Suspense } from 'react';
import { useWaitingRelease } from './service-worker-updates';

// Loaded when a release is waiting: the page's own service worker still serves this release's files then.
const UpdateNote = lazy(() => import('./update-note').then((module) => ({ default: module.UpdateNote })));

/** Offers the waiting release, if any. */
export function UpdatePrompt() {
  const release = useWaitingRelease();
  if (!release) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNote {...release} />
    </Suspense>
  );
}
