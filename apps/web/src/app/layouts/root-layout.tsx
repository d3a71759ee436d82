import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner';
import { RouteErrorBoundary } from '../route-error-boundary';
import { RouteError } from '../routes/route-error';
import { useScrollRestoration } from './scroll-restoration';

/**
 * Every screen: new pages start at the top, #hash links scroll to their section, and a screen that fails
 * shows why instead of a blank page. The loading screen shows only while the first screen's code is on its
 * way; later, the screen being left stays until the next one's code is in.
 */
export function RootLayout() {
  useScrollRestoration();
  return (
    <RouteErrorBoundary fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={<LoadingScreen className="min-h-dvh" />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}
