import { openOnDemand } from '../../../components/ui/open-on-demand';
import { NavMenuButton } from './nav-menu-button';

/** The role's navigation as a drawer below md; its code (Radix's dialog, focus trap and scroll lock) loads when first opened. */
export const NavDrawer = openOnDemand<object>(
  () => import('./nav-drawer-popup').then((module) => module.NavDrawerPopup),
  NavMenuButton,
);
