import { Link } from 'react-router';
import { LogOut, Settings } from 'lucide-react';
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
import { ThemeRadioItems } from './theme-menu';

export function AccountMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const name = user.name?.trim() || 'User';
  const initial = user.name?.trim().charAt(0).toUpperCase() || 'U';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label="Account menu"
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
          <p className="truncate text-sm font-semibold">{name}</p>
          {user.email && <p className="truncate text-xs text-muted-foreground">{user.email}</p>}
        </div>
        <DropdownMenuSeparator />
        {user.role === 'USER' && (
          <>
            <DropdownMenuItem asChild>
              <Link to={paths.user.settings}>
                <Settings aria-hidden />
                Settings
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        )}
        <ThemeRadioItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
