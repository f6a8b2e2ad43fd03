// The public games on now with their scores, the featured one (the highest-rated, chosen by the
// server) first and marked; "Watch" opens the spectator's view.
import { fmt, number, seatName, useI18n } from '../../i18n';
import { aboutOf } from '../../games/registry';
import { navigate } from '../../app/router';
import { PersonName } from '../../components/PersonName';
import type { GameInfo } from '../../protocol/generated/contract';
import { shownRating, type LiveGame } from './lobbyMessages';
import { ratingText } from '../../components/ratingText';
import { variantWords } from './variantWords';

export function LiveGames({ games, live, total, featured }: { games: GameInfo[]; live: LiveGame[]; total: number; featured: string | null }) {
  const { m, lang } = useI18n();
  return (
    <section class="panel live-games" aria-labelledby="live-title" data-testid="live-games">
      <h2 id="live-title">{m.play.liveTitle}</h2>
      {live.length === 0 && <p class="small muted" data-testid="live-empty">{m.play.liveEmpty}</p>}
      <ul class="lobby-list">
        {live.map((g) => {
          const info = games.find((x) => x.id === g.game);
          const star = g.room === featured;
          return (
            <li class={`lobby-row${star ? ' featured' : ''}`} data-testid={`live-${g.room}`} key={g.room}>
              <div class="lobby-row-main">
                {star && <div class="featured-label" data-testid="featured">★ {m.play.featured}</div>}
                <strong>{aboutOf(lang, g.game, info).name}</strong>
                <span class="small muted"> · {variantWords(m, lang, info, g.rules_changed)}</span>
                {g.rated && <span class="badge rated">{m.play.ratedBadge}</span>}
                <ul class="live-seats">
                  {g.seats.map((s, i) => {
                    const rating = shownRating(s);
                    return (
                      <li>
                        <span><PersonName name={seatName(m, g.seats, i)} account={s.account} />{rating && <span class="muted small"> ({ratingText(rating)})</span>}</span>
                        <strong class="live-score" data-testid={`live-score-${g.room}-${i}`}>{number(lang, s.score)}</strong>
                      </li>
                    );
                  })}
                </ul>
                {g.rating !== undefined && <div class="small muted">{fmt(m.play.average, { rating: number(lang, g.rating) })}</div>}
              </div>
              <button type="button" data-testid={`watch-${g.room}`} onClick={() => navigate(`/r/${g.room}?watch`)}>{m.play.watch}</button>
            </li>
          );
        })}
      </ul>
      {total > live.length && (
        <p class="small muted" data-testid="live-more">{fmt(m.play.liveMore, { shown: number(lang, live.length), total: number(lang, total) })}</p>
      )}
    </section>
  );
}
