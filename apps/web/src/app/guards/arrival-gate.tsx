import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LoadingScreen } from '../../components/ui/spinner';
import { isArrivalSetupDone } from '../../features/arrival/arrival-storage';
import { useCurrentUser } from '../providers/auth-provider';

// Returning travellers never see the setup form, so its calendar and form code load on demand.
const ArrivalSetupScreen = lazy(() =>
  import('../routes/user/arrival-setup').then((module) => ({ default: module.ArrivalSetupScreen })),
);

/**
 * Shopping needs a pickup airport and time: until they are set, the setup screen stands in
 * for the page the shopper asked for, which then opens as soon as they save.
 */
export function ArrivalGate() {
  const user = useCurrentUser();
  const [hasSaved, setHasSaved] = useState(false);
  const { t } = useLingui();

  if (hasSaved || isArrivalSetupDone(user, new Date())) return <Outlet />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <ArrivalSetupScreen pageTitle={t`Arrival details`} onDone={() => setHasSaved(true)} />
    </Suspense>
  );
}
