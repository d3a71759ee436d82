import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './providers/auth-provider';
import { ThemeProvider, useTheme } from './providers/theme-provider';

/** Toast limits from SPEC §9; sonner's default width is the spec's 356 px. */
function AppToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster theme={resolvedTheme} position="bottom-right" duration={4000} visibleToasts={3} gap={14} closeButton richColors />
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
        <AppToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
