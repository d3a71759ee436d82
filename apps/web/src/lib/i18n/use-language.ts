import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './i18n';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The language on screen, re-read whenever it is switched. */
export function useLanguage() {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
