import { PageHeader } from '../../../components/ui/page-header';
import { StaffDashboard } from '../../../features/staff/components/staff-dashboard';
import { useCurrentUser } from '../../providers/auth-provider';

export function StaffDashboardRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Staff Dashboard" description="Accept, pack and hand over orders against the traveller's pickup code." />
      {/* Only admins may lift a hand-over lock; the server checks it too. */}
      <StaffDashboard canUnlockHandover={user.role === 'ADMIN'} />
    </>
  );
}
