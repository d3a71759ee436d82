import { openOnDemand } from '../../../components/ui/open-on-demand';
import { TermsButton } from './terms-button';

/** The terms and privacy texts beside the checkbox; reading them must not lose what was typed. The texts load when first opened. */
export const TermsDialog = openOnDemand<object>(
  () => import('./terms-dialog-popup').then((module) => module.TermsDialogPopup),
  TermsButton,
);
