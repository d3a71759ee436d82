import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { OfflineSupport } from '../features/offline/offline-support';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <OfflineSupport />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
