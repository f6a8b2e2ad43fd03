// Light or dark: the system's choice unless the person picked one, remembered by the browser. The
// choice is the root element's data-theme (absent for the system's), which styles.css reads.
import { useState } from 'preact/hooks';

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];
const KEY = 'cubilete.theme';

interface Store {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function loadTheme(storage: Store | null): Theme {
  try {
    const t = storage?.getItem(KEY);
    return t === 'light' || t === 'dark' ? t : 'system';
  } catch {
    return 'system';
  }
}

export function saveTheme(storage: Store | null, theme: Theme): void {
  try {
    storage?.setItem(KEY, theme);
  } catch {
    // storage forbidden: the system's theme comes back next time
  }
}

/** The one after `theme` in the switch's round: system, light, dark. */
export const nextTheme = (theme: Theme): Theme => THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length];

export function applyTheme(root: { dataset: DOMStringMap }, theme: Theme): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

const storage = (): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The theme and its switch; the first call applies the remembered one. */
export function useTheme(): [Theme, (t: Theme) => void] {
  const [theme, set] = useState<Theme>(() => {
    const t = loadTheme(storage());
    applyTheme(document.documentElement, t);
    return t;
  });
  return [theme, (t: Theme) => {
    saveTheme(storage(), t);
    applyTheme(document.documentElement, t);
    set(t);
  }];
}
