import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { guardHistory } from '../lib/navigation-guard';
import { createQueryClient } from '../lib/query-client';
import { i18n } from '../lib/i18n/i18n';

/** A component that needs only the query client (and the catalogues every screen reads). */
export function renderWithQuery(ui: ReactElement) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, user, queryClient };
}

/** The whole app at a path, as the browser would load it. */
export function renderApp(path: string, { token }: { token?: string } = {}) {
  if (token) sessionStorage.setItem('token', token);
  const history = guardHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
  const user = userEvent.setup();
  const result = render(
    <AppProvider>
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    </AppProvider>,
  );
  return { ...result, user, history };
}
