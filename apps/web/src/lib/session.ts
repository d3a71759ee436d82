/** Browser-storage keys the spec fixes (SPEC §3 "Browser storage"). */
export const TOKEN_KEY = 'token';
export const THEME_KEY = 'vite-ui-theme';

export const getSessionToken = () => sessionStorage.getItem(TOKEN_KEY);
export const setSessionToken = (token: string) => sessionStorage.setItem(TOKEN_KEY, token);

/**
 * Forgets everything this tab stored for the signed-in person. The theme is a device
 * preference, not session data, so it survives a logout.
 */
export function clearSessionStorage() {
  const theme = sessionStorage.getItem(THEME_KEY);
  sessionStorage.clear();
  if (theme !== null) sessionStorage.setItem(THEME_KEY, theme);
}
