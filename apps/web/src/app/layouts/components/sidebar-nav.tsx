import { NavLink } from 'react-router';
import {
  Bell,
  Boxes,
  ChartColumn,
  ClipboardList,
  Heart,
  LayoutDashboard,
  MapPin,
  Package,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Store,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@arrival/contracts/common';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { savesData } from '../../../lib/save-data';
import { useWarmPage } from '../../warm-page';
import { UnreadBadge } from '../../../features/notifications/components/unread-badge';

interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

const staffDashboard: NavItem = { to: paths.staff.dashboard, label: msg`Staff Dashboard`, icon: ClipboardList };

/** The sidebar of each role (SPEC §2 "Shared layout"). */
export const navItemsByRole: Record<Role, NavItem[]> = {
  ADMIN: [
    { to: paths.admin.dashboard, label: msg`Dashboard`, icon: LayoutDashboard },
    { to: paths.admin.stocks, label: msg`Stock Management`, icon: Boxes },
    { to: paths.admin.stockAnalytics, label: msg`Stock Analytics`, icon: ChartColumn },
    { to: paths.admin.counters, label: msg`Pickup Counters`, icon: Store },
    staffDashboard,
  ],
  STAFF: [staffDashboard],
  USER: [
    { to: paths.user.shopping, label: msg`Shopping`, icon: ShoppingBag },
    { to: paths.user.cart, label: msg`Cart`, icon: ShoppingCart },
    { to: paths.user.orderHistory, label: msg`My Orders`, icon: Package },
    { to: paths.user.wishlist, label: msg`Wishlist`, icon: Heart },
    { to: paths.user.notifications, label: msg`Notifications`, icon: Bell },
    { to: paths.user.deliveryPoints, label: msg`Delivery Points`, icon: MapPin },
    { to: paths.user.settings, label: msg`Settings`, icon: Settings },
  ],
};

/**
 * Warms the traveller's pages as the phone's menu opens, some hundreds of milliseconds before one of them is
 * tapped; not with Save-Data on, where a finger on a link still does. Staff and admin pages wait for their
 * link: they carry the tables and the charts (some 100 KB).
 */
export function warmMenuPages(role: Role, warm: (to: string) => void) {
  if (role !== 'USER' || savesData()) return;
  for (const { to } of navItemsByRole.USER) warm(to);
}

/** NavLink marks the current page with aria-current="page". A pointer or focus on a link warms its page. */
export function SidebarNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useLingui();
  const warm = useWarmPage();
  return (
    <nav aria-label={t`Main`} className="p-3">
      <ul className="flex flex-col gap-1">
        {navItemsByRole[role].map(({ to, label, icon: Icon }) => {
          const warmPage = () => warm(to);
          return (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                onPointerEnter={warmPage}
                onFocus={warmPage}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                    isActive && 'bg-primary-soft text-primary hover:bg-primary-soft hover:text-primary',
                  )
                }
              >
                <Icon aria-hidden className="size-[1.125rem] shrink-0" />
                {t(label)}
                {to === paths.user.notifications && <UnreadBadge />}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
