import { NavLink } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import { UnreadBadge } from '../../../features/notifications/components/unread-badge';

interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Asks for what the page shows first, on a sign that it is about to be opened. */
  warm?: (queryClient: QueryClient) => void;
}

const staffDashboard: NavItem = { to: paths.staff.dashboard, label: msg`Staff Dashboard`, icon: ClipboardList };

/**
 * The page's code and its open orders, with the pickup codes a traveller comes for. Both are imported on
 * demand, so the first screen carries neither; a failure (no network) is the page's own to report.
 */
function warmMyOrders(queryClient: QueryClient) {
  void import('../../routes/user/order-history').catch(() => undefined);
  void import('../../../features/orders/api/get-order-history')
    .then(({ orderHistoryQueryOptions }) => queryClient.prefetchQuery(orderHistoryQueryOptions('current')))
    .catch(() => undefined);
}

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
    { to: paths.user.orderHistory, label: msg`My Orders`, icon: Package, warm: warmMyOrders },
    { to: paths.user.wishlist, label: msg`Wishlist`, icon: Heart },
    { to: paths.user.notifications, label: msg`Notifications`, icon: Bell },
    { to: paths.user.deliveryPoints, label: msg`Delivery Points`, icon: MapPin },
    { to: paths.user.settings, label: msg`Settings`, icon: Settings },
  ],
};

/**
 * Warms every page of the role's sidebar that can be (a list still fresh is not asked for again): the
 * phone's drawer does it as it opens, some hundreds of milliseconds before a page in it is tapped.
 */
export function warmSidebarPages(role: Role, queryClient: QueryClient) {
  for (const { warm } of navItemsByRole[role]) warm?.(queryClient);
}

/** NavLink marks the current page with aria-current="page". A pointer or focus on a link warms its page. */
export function SidebarNav({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <nav aria-label={t`Main`} className="p-3">
      <ul className="flex flex-col gap-1">
        {navItemsByRole[role].map(({ to, label, icon: Icon, warm }) => {
          const warmPage = warm && (() => warm(queryClient));
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
