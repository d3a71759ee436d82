import { Link } from 'react-router';
import { LogOut, Settings } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useCurrentUser } from '../../providers/auth-provider';
import { useLogout } from '../../use-logout';
import { AccountMenuButton } from './account-menu-button';
import { ThemeRadioItems } from './theme-menu-popup';

/** The account menu once opened (see AccountMenu): who is signed in, settings, the theme and logout. */
export function AccountMenuPopup({ className, defaultOpen }: { className?: string; defaultOpen?: boolean }) {
  const user = useCurrentUser();
  const logout = useLogout();
  const { t } = useLingui();
  const ownName = user.name?.trim();
  const name = ownName || t({ message: 'User', comment: 'Shown in the account menu for a person who gave no name' });

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuButton className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="flex flex-col gap-0.5 px-2.5 py-2">
          <p lang={ownName ? 'en' : undefined} className="truncate text-sm font-semibold">
            {name}
          </p>
          {user.email && (
            <p lang="en" className="truncate text-xs text-muted-foreground">
              {user.email}
            </p>
          )}
        </div>
        <DropdownMenuSeparator />
        {user.role === 'USER' && (
          <>
            <DropdownMenuItem asChild>
              <Link to={paths.user.settings}>
                <Settings aria-hidden />
                <Trans>Settings</Trans>
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        <ThemeRadioItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden />
          <Trans>Logout</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
