import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/ui/page-header';
import { StaffDashboard } from '../../../features/staff/components/staff-dashboard';
import { useCurrentUser } from '../../providers/auth-provider';

export function StaffDashboardRoute() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={t`Staff Dashboard`}
        description={t`Accept, pack and hand over orders against the traveller's pickup code.`}
      />
      {/* Only admins may lift a hand-over lock; the server checks it too. */}
      <StaffDashboard canUnlockHandover={user.role === 'ADMIN'} />
    </>
  );
}
