// The open public tables, live: game, variant in words, seats, rated, creator and rating,
// language; filtered by game and language; "Sit" opens the room's join prompt.
import { useState } from 'preact/hooks';
import { fmt, isolated, LANGS, LANGUAGE_NAMES, useI18n } from '../../i18n';
import { aboutOf } from '../../games/registry';
import { navigate } from '../../app/router';
import { PersonName } from '../../components/PersonName';
import type { GameInfo } from '../../protocol/generated/contract';
import { shownRating, type OpenTable } from './lobbyMessages';
import { ratingText } from '../../components/ratingText';
import { variantWords } from './variantWords';

// "by {name}" in the page's language with the name linked to the creator's profile when they have
// an account (the server says whose it is: a guest's name is never linked).
function Creator({ template, name, account }: { template: string; name: string; account: string | null }) {
  const at = template.indexOf('{name}');
  if (at < 0) return <>{fmt(template, { name: isolated(name) })}</>;
  return <>{template.slice(0, at)}<PersonName name={name} account={account} />{template.slice(at + '{name}'.length)}</>;
}

export function OpenTables({ games, tables }: { games: GameInfo[]; tables: OpenTable[] }) {
  const { m, lang } = useI18n();
  const [game, setGame] = useState('');
  const [language, setLanguage] = useState('');
  const shown = tables.filter((t) => (!game || t.game === game) && (!language || t.language === language));
  const info = (id: string) => games.find((g) => g.id === id);
  return (
    <section class="panel open-tables" aria-labelledby="open-title" data-testid="open-tables">
      <h2 id="open-title">{m.play.openTitle}</h2>
      <div class="row wrap filters">
        <label class="field">
          <span>{m.play.filterGame}</span>
          <select value={game} data-testid="filter-game" onChange={(e) => setGame((e.target as HTMLSelectElement).value)}>
            <option value="">{m.play.allGames}</option>
            {games.filter((g) => g.max_players >= 2).map((g) => <option value={g.id}>{aboutOf(lang, g.id, g).name}</option>)}
          </select>
        </label>
        <label class="field">
          <span>{m.play.filterLanguage}</span>
          <select value={language} data-testid="filter-language" onChange={(e) => setLanguage((e.target as HTMLSelectElement).value)}>
            <option value="">{m.play.allLanguages}</option>
            {LANGS.map((l) => <option value={l}>{LANGUAGE_NAMES[l]}</option>)}
          </select>
        </label>
      </div>
      {shown.length === 0 && <p class="small muted" data-testid="open-empty">{m.play.openEmpty}</p>}
      <ul class="lobby-list">
        {shown.map((t) => {
          const rating = shownRating(t.creator);
          return (
            <li class="lobby-row" data-testid={`open-${t.room}`} key={t.room}>
              <div class="lobby-row-main">
                <strong>{aboutOf(lang, t.game, info(t.game)).name}</strong>
                <span class="small muted"> · {variantWords(m, lang, info(t.game), t.rules_changed)}</span>
                <div class="small">
                  {fmt(m.play.seatsFree, { taken: t.seats_taken, seats: t.seats })}
                  {' · '}<span class={t.rated ? 'badge rated' : 'badge'}>{t.rated ? m.play.ratedBadge : m.play.casualBadge}</span>
                  {' · '}<Creator template={m.play.by} name={t.creator.name ?? m.play.guest} account={t.creator.name ? t.creator.account : null} />
                  {rating && <> ({ratingText(rating)})</>}
                  {t.language && <> · {LANGUAGE_NAMES[t.language as keyof typeof LANGUAGE_NAMES] ?? t.language}</>}
                </div>
              </div>
              <button type="button" class="primary" data-testid={`sit-${t.room}`} onClick={() => navigate(`/r/${t.room}`)}>{m.play.sit}</button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
