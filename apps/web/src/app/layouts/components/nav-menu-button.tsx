import type { ComponentProps } from 'react';
import { Menu } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

/** The header's menu button below md: drawn alone until the drawer is first opened, then as its trigger. */
export function NavMenuButton(props: ComponentProps<'button'>) {
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t`Open navigation menu`}
      aria-haspopup="dialog"
      aria-expanded={false}
      className="md:hidden"
      {...props}
    >
      <Menu aria-hidden className="size-5!" />
    </Button>
  );
}
