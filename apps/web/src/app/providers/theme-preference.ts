import { THEME_KEY } from '../../lib/session';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const DEFAULT_THEME: Theme = 'light';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

const isTheme = (value: string | null): value is Theme => themes.some((t) => t === value);

/** The theme this tab was set to; light when none was chosen. */
export function readStoredTheme(): Theme {
  const stored = sessionStorage.getItem(THEME_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

export function saveTheme(theme: Theme) {
  sessionStorage.setItem(THEME_KEY, theme);
}

export const systemPrefersDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

/** What is on screen: the system preference resolved to light or dark. */
export const resolveTheme = (theme: Theme, prefersDark: boolean): 'light' | 'dark' =>
  theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;

/** The class the stylesheet's dark variant keys on. */
export const applyTheme = (resolved: 'light' | 'dark') => document.documentElement.classList.toggle('dark', resolved === 'dark');

/** The tab's theme put on the page; the head scripts run it before the first paint, so no screen flashes light first. */
export const applyStoredTheme = () => applyTheme(resolveTheme(readStoredTheme(), systemPrefersDark()));
