import { Monitor, Moon, Sun } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { themes, useTheme, type Theme } from '../../providers/theme-provider';
import { ThemeMenuButton } from './theme-menu-button';

const themeOptions: Record<Theme, { label: MessageDescriptor; icon: typeof Sun }> = {
  light: { label: msg({ message: 'Light', comment: 'Theme: light colours' }), icon: Sun },
  dark: { label: msg({ message: 'Dark', comment: 'Theme: dark colours' }), icon: Moon },
  system: { label: msg({ message: 'System', comment: 'Theme: follow the device setting' }), icon: Monitor },
};

/** Light / Dark / System as menu radio items; shared by the account menu and the public theme menu. */
export function ThemeRadioItems() {
  const { theme, setTheme } = useTheme();
  const { t } = useLingui();
  return (
    <>
      <DropdownMenuLabel>
        <Trans>Theme</Trans>
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
        {themes.map((option) => {
          const { label, icon: Icon } = themeOptions[option];
          return (
            <DropdownMenuRadioItem key={option} value={option}>
              <Icon aria-hidden />
              {t(label)}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** The theme menu once opened (see ThemeMenu). */
export function ThemeMenuPopup({ className, defaultOpen }: { className?: string; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeMenuButton className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        <ThemeRadioItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
