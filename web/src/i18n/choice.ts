// Which language a visit starts in: the one the person switched to last time, else the browser's.
import { LANGS, type Lang } from './langs';

const STORAGE_KEY = 'cubilete.lang';

/** The best of our languages for a list of browser languages (navigator.languages). */
export function pickLanguage(preferred: readonly string[]): Lang {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('pt')) return 'pt-BR';
    if (lower.startsWith('es')) return 'es-AR';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

export function initialLanguage(storage: Pick<Storage, 'getItem'> | null, preferred: readonly string[]): Lang {
  const saved = storage?.getItem(STORAGE_KEY);
  return saved && (LANGS as string[]).includes(saved) ? (saved as Lang) : pickLanguage(preferred);
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'> | null, lang: Lang): void {
  try {
    storage?.setItem(STORAGE_KEY, lang);
  } catch {
    // storage may be full or forbidden (private mode): the switch still works for this visit
  }
}
