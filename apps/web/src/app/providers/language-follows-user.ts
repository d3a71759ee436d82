import { useEffect } from 'react';
import { setUserLanguage } from '../../features/language/api/set-language';
import { activateLanguage, currentLanguage } from '../../lib/i18n/i18n';
import { readLanguagePreference, saveLanguagePreference } from '../../lib/i18n/language-preference';
import { useAuth } from './auth-provider';

/**
 * Once the traveller is known, their account's language wins, so every device speaks the same to
 * them; only a choice they made on the login screen just now is recorded on the account instead.
 */
export function useLanguageFollowsUser() {
  const { user, replaceUser } = useAuth();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (!accountLanguage) return;
    const preference = readLanguagePreference();
    if (preference.unsaved) {
      saveLanguagePreference({ language: preference.language, unsaved: false });
      if (preference.language !== accountLanguage) {
        setUserLanguage(preference.language).then(replaceUser, () => saveLanguagePreference(preference));
      }
      return;
    }
    saveLanguagePreference({ language: accountLanguage, unsaved: false });
    if (accountLanguage !== currentLanguage()) void activateLanguage(accountLanguage);
  }, [accountLanguage, replaceUser]);
}
