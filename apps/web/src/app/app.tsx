import type { QueryClient } from '@tanstack/react-query';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import type { GuardedHistory } from '../lib/navigation-guard';
import { OfflineSupport } from '../features/offline/offline-support';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ history, queryClient }: { history: GuardedHistory; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <OfflineSupport />
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProvider>
  );
}
