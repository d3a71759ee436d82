import { useCurrentUser } from '../../providers/auth-provider';
import { PickupSummary } from './pickup-summary';
import { SidebarNav } from './sidebar-nav';

/** The role's pages, and a traveller's pickup: the sidebar on wide screens and the drawer's body on phones. */
export function RoleSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  return (
    <>
      <SidebarNav role={user.role} onNavigate={onNavigate} />
      {user.role === 'USER' && <PickupSummary user={user} />}
    </>
  );
}
