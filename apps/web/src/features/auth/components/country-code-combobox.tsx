import { openOnDemand } from '../../../components/ui/open-on-demand';
import { CountryCodeButton, type CountryCodeComboboxProps } from './country-code-button';

/** The calling code picker; the searchable list's code loads when it is first opened. */
export const CountryCodeCombobox = openOnDemand<CountryCodeComboboxProps>(
  () => import('./country-code-popup').then((module) => module.CountryCodePopup),
  CountryCodeButton,
);
