import { Link } from 'react-router';
import { LogOut, Settings } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useCurrentUser } from '../../providers/auth-provider';
import { useLogout } from '../../use-logout';
import { ThemeRadioItems } from './theme-menu-popup';

export function AccountMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const { t } = useLingui();
  const ownName = user.name?.trim();
  const name = ownName || t({ message: 'User', comment: 'Shown in the account menu for a person who gave no name' });
  const initial =
    ownName?.charAt(0).toUpperCase() ||
    t({ message: 'U', comment: 'The avatar letter of a person who gave no name: the first letter of "User"' });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={t`Account menu`}
          className="inline-flex size-11 items-center justify-center rounded-full transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Avatar>
            {user.profileImage && <AvatarImage src={user.profileImage} alt="" />}
            <AvatarFallback>{initial}</AvatarFallback>
          </Avatar>
        </button>
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
