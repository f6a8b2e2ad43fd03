// A profile's skill and luck: for each game and measure, the analysed games'
// mean accuracy and mean luck, and a small chart of the newest games: accuracy as a line (0 to
// 100 %), the luck of each game as a bar above or below the middle (helped or hurt). The chart
// has a slot for each game the profile sends at most, newest on the right, and scales without
// stretching, so one game is one slim bar, not a wall.
import { fmt, number, plural, useI18n } from '../i18n';
import type { ProfileAnalysis } from '../account/api';
import { measureFlags, unitOf } from './analysis';

const SLOTS = 30;  // the newest games a profile sends (profile_api.cpp, kRecentAnalysed)
const W = 300;
const H = 64;

function Chart({ entry, label }: { entry: ProfileAnalysis; label: string }) {
  const n = entry.recent.length;
  const step = W / SLOTS;
  const x = (i: number) => W - step * (n - i) + step / 2;
  const accuracyY = (a: number) => 4 + ((100 - a) * (H - 8)) / 100;
  const most = Math.max(...entry.recent.map((g) => Math.abs(g.luck)), 1e-9);
  const barHeight = (l: number) => (Math.abs(l) / most) * (H / 2 - 4);
  const line = entry.recent
    .map((g, i) => (g.accuracy === null ? null : `${x(i).toFixed(1)},${accuracyY(g.accuracy).toFixed(1)}`))
    .filter((p): p is string => p !== null)
    .join(' ');
  return (
    <svg class="profile-skill-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <title>{label}</title>
      <line x1={0} x2={W} y1={H / 2} y2={H / 2} class="base" />
      {entry.recent.map((g, i) => (
        <rect x={x(i) - step * 0.3} width={step * 0.6} y={g.luck >= 0 ? H / 2 - barHeight(g.luck) : H / 2}
          height={barHeight(g.luck)} class={g.luck >= 0 ? 'luck helped' : 'luck hurt'} />
      ))}
      {line && <polyline points={line} class="line" fill="none" />}
      {entry.recent.map((g, i) => g.accuracy !== null && (
        <circle cx={x(i)} cy={accuracyY(g.accuracy)} r={2.5} class="dot"><title>{`${Math.round(g.accuracy)}%`}</title></circle>
      ))}
    </svg>
  );
}

export function ProfileSkill({ analysis, gameName }: { analysis: Record<string, ProfileAnalysis[]>; gameName: (id: string) => string }) {
  const { m, lang } = useI18n();
  const t = m.analysis;
  const entries = Object.entries(analysis).flatMap(([game, list]) => list.map((entry) => ({ game, entry })));
  return (
    <section class="panel stack" aria-labelledby="skill-title" data-testid="profile-skill">
      <h2 id="skill-title">{t.profileTitle}</h2>
      {entries.length === 0 && <p class="small muted">{t.profileNone}</p>}
      <ul class="profile-skill">
        {entries.map(({ game, entry }) => {
          const flags = measureFlags(entry.measure);
          const luck = entry.luck * (flags.win_chance ? 100 : 1);
          const amount = `${luck >= 0 ? '+' : '−'}${fmt(t.unit[unitOf(flags)], { n: number(lang, Math.abs(luck), 1) })}`;
          return (
            <li data-testid={`profile-skill-${game}`} data-measure={entry.measure}>
              <div><strong>{gameName(game)}</strong> <span class="small muted">· {plural(t.profileGames, entry.games)}</span></div>
              <div class="small">
                <span data-testid="mean-accuracy">{entry.accuracy === null ? t.profileNoAccuracy
                  : fmt(t.profileAccuracy, { n: number(lang, entry.accuracy, 1) })}</span>
                {' · '}<span data-testid="mean-luck">{fmt(t.profileLuck, { amount })}</span>
              </div>
              <div class="small muted">{t.measure[entry.measure] ?? entry.measure}</div>
              {entry.recent.length > 0 && (
                <figure class="chart">
                  <Chart entry={entry} label={`${gameName(game)}: ${t.profileChart}`} />
                  <figcaption class="small muted">{t.profileChart}</figcaption>
                </figure>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
