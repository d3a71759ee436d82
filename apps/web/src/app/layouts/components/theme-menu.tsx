import { openOnDemand } from '../../../components/ui/open-on-demand';
import { ThemeMenuButton } from './theme-menu-button';

/** The theme switch for screens without an account menu; its menu's code loads when first opened. */
export const ThemeMenu = openOnDemand<{ className?: string }>(
  () => import('./theme-menu-popup').then((module) => module.ThemeMenuPopup),
  ThemeMenuButton,
);
