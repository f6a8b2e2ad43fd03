// The switch between the system's theme, light and dark (app/theme.ts), beside the sound's.
import { useI18n } from '../i18n';
import { nextTheme, useTheme } from '../app/theme';

export function ThemeToggle() {
  const { m } = useI18n();
  const [theme, setTheme] = useTheme();
  const label = `${m.app.theme[theme]} (${m.app.themeNext[nextTheme(theme)]})`;
  return (
    <button type="button" class="link theme-toggle" onClick={() => setTheme(nextTheme(theme))}
      aria-label={label} title={label} data-testid="theme-toggle" data-theme-choice={theme}>
      {/* drawn, not an emoji: half a disc for the system's, a sun for light, a moon for dark */}
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
        {theme === 'system' && <><circle cx="12" cy="12" r="8" /><path d="M12 4a8 8 0 0 1 0 16z" fill="currentColor" /></>}
        {theme === 'light' && <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>}
        {theme === 'dark' && <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" fill="currentColor" />}
      </svg>
    </button>
  );
}
