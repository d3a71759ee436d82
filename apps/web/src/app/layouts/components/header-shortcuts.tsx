import { Link } from 'react-router';
import { Bell, ShoppingCart, type LucideIcon } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { useCartDetails } from '../../../lib/api/get-cart-details';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format/number';
import { useWarmPage } from '../../warm-page';
import { useUnreadNotificationCount } from '../../../features/notifications/api/get-notifications';

const shown = (count: number) => (count > 99 ? `${formatNumber(99)}+` : formatNumber(count));

interface ShortcutLinkProps {
  to: string;
  icon: LucideIcon;
  label: string;
  count: number;
  warm: (to: string) => void;
}

function ShortcutLink({ to, icon: Icon, label, count, warm }: ShortcutLinkProps) {
  const warmPage = () => warm(to);
  return (
    <Link
      to={to}
      aria-label={label}
      onPointerEnter={warmPage}
      onFocus={warmPage}
      className="relative inline-flex size-11 items-center justify-center rounded-xl text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Icon aria-hidden className="size-5" />
      {count > 0 && (
        <span
          aria-hidden
          className={cn(
            'absolute top-0.5 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[0.6875rem] leading-none font-bold tabular-nums ring-2 ring-background',
            'bg-primary text-primary-foreground',
          )}
        >
          {shown(count)}
        </span>
      )}
    </Link>
  );
}

/**
 * Cart and notifications one tap away in the top bar, on phones too, with the counts in the
 * link names ("Cart, 3 items", "Notifications, 2 unread") so screen readers hear the badges. As in
 * the sidebar, a pointer or focus on a link warms its page.
 */
export function HeaderShortcuts() {
  const cartCount = useCartDetails().data?.itemCount ?? 0;
  const unread = useUnreadNotificationCount().data ?? 0;
  const { t } = useLingui();
  const warm = useWarmPage();
  return (
    // From md up the sidebar names the cart and notices already.
    <nav aria-label={t`Shortcuts`} className="flex items-center gap-1 md:hidden">
      <ShortcutLink
        to={paths.user.notifications}
        icon={Bell}
        count={unread}
        warm={warm}
        label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
      />
      <ShortcutLink
        to={paths.user.cart}
        icon={ShoppingCart}
        count={cartCount}
        warm={warm}
        label={t`Cart, ${plural(cartCount, { one: '# item', other: '# items' })}`}
      />
    </nav>
  );
}
