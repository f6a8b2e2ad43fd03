import { LANGS, LANGUAGE_NAMES, useI18n, type Lang } from '../i18n';

export function LanguageSwitch() {
  const { m, lang, setLang } = useI18n();
  return (
    <label class="lang-switch">
      <span class="visually-hidden">{m.app.language}</span>
      <select value={lang} onChange={(e) => setLang((e.target as HTMLSelectElement).value as Lang)}
        data-testid="language" aria-label={m.app.language}>
        {LANGS.map((l) => <option value={l}>{LANGUAGE_NAMES[l]}</option>)}
      </select>
    </label>
  );
}
