import type { ComponentProps } from 'react';
import { Moon, Sun } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTheme } from '../../providers/theme-provider';

/** The menu's button, drawn alone until the menu is first opened and then as its trigger. */
export function ThemeMenuButton({ className, ...props }: ComponentProps<'button'>) {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  const { t } = useLingui();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t`Theme`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={cn('rounded-full', className)}
      {...props}
    >
      <Icon aria-hidden />
    </Button>
  );
}
