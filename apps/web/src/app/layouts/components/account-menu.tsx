import { openOnDemand } from '../../../components/ui/open-on-demand';
import { AccountMenuButton } from './account-menu-button';

/** The avatar's menu in the signed-in header; its code (Radix's menu and positioning) loads when first opened. */
export const AccountMenu = openOnDemand<{ className?: string }>(
  () => import('./account-menu-popup').then((module) => module.AccountMenuPopup),
  AccountMenuButton,
);
