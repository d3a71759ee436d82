import { RouterProvider } from 'react-router/dom';
import { OfflineSupport } from '../features/offline/offline-support';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <OfflineSupport />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
