import type { ComponentProps } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../../components/ui/avatar';
import { useCurrentUser } from '../../providers/auth-provider';

/** The avatar button: drawn alone until the account menu is first opened, then as its trigger. */
export function AccountMenuButton(props: ComponentProps<'button'>) {
  const user = useCurrentUser();
  const { t } = useLingui();
  const initial =
    user.name?.trim().charAt(0).toUpperCase() ||
    t({ message: 'U', comment: 'The avatar letter of a person who gave no name: the first letter of "User"' });
  return (
    <button
      type="button"
      aria-label={t`Account menu`}
      aria-haspopup="menu"
      aria-expanded={false}
      className="inline-flex size-11 items-center justify-center rounded-full transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      {...props}
    >
      <Avatar image={user.profileImage} initial={initial} />
    </button>
  );
}
