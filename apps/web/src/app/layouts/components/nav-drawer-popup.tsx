import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '../../../components/ui/sheet';
import { useCurrentUser } from '../../providers/auth-provider';
import { ROLE_HOME } from '../../access';
import { Brand } from './brand';
import { NavMenuButton } from './nav-menu-button';
import { RoleSidebar } from './role-sidebar';
import { useWarmPage } from '../../warm-page';
import { warmMenuPages } from './sidebar-nav';

/** The navigation drawer once opened (see NavDrawer). */
export function NavDrawerPopup({ defaultOpen }: { defaultOpen?: boolean }) {
  const { pathname } = useLocation();
  const { role } = useCurrentUser();
  const home = ROLE_HOME[role];
  // The drawer belongs to the page it was opened on, so any navigation (the logo included) closes it.
  const [openedAt, setOpenedAt] = useState(defaultOpen ? pathname : null);
  const isOpen = openedAt === pathname;
  const warm = useWarmPage();
  useEffect(() => {
    if (isOpen) warmMenuPages(role, warm);
  }, [isOpen, role, warm]);
  return (
    <Sheet open={isOpen} onOpenChange={(open) => setOpenedAt(open ? pathname : null)}>
      <SheetTrigger asChild>
        <NavMenuButton />
      </SheetTrigger>
      <SheetContent className="md:hidden" aria-describedby={undefined}>
        <SheetTitle className="sr-only">
          <Trans>Navigation menu</Trans>
        </SheetTitle>
        <div className="flex h-16 shrink-0 items-center border-b px-4">
          <Brand to={home} />
        </div>
        <div className="flex flex-1 flex-col overflow-y-auto">
          <RoleSidebar onNavigate={() => setOpenedAt(null)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
