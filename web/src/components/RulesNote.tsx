// A game's rules, in the chosen language, and the options that differ from the defaults (a table's
// variant), each in words; a table's own settings (hints, whether it is rated) below them.
import type { GameInfo, Hints, OptionSpec } from '../protocol/generated/contract';
import { useI18n, type Catalogue, type Lang } from '../i18n';
import { aboutOf, optionChoiceLabel, optionLabel } from '../games/registry';
import { RulesText } from './RulesText';

export function optionValueText(m: Catalogue, lang: Lang, game: string, opt: Pick<OptionSpec, 'key' | 'type'>, value: string): string {
  if (opt.type === 'bool') return value === 'true' ? m.lobby.yes : m.lobby.no;
  if (opt.type === 'choice') return optionChoiceLabel(lang, game, opt.key, value);
  return value;
}

export function RulesNote({ game, info, rules, hints, rated }: { game: string; info?: GameInfo; rules?: Record<string, string>; hints?: Hints; rated?: boolean }) {
  const { m, lang } = useI18n();
  const about = aboutOf(lang, game, info);
  const changed = (info?.options ?? []).filter((o) => o.key !== 'players' && rules && rules[o.key] !== undefined && rules[o.key] !== o.default);
  return (
    <details class="panel rules-note">
      <summary>{rules ? m.room.rulesOfThisTable : m.lobby.rulesSummary}</summary>
      {about.rules ? <RulesText about={about} /> : <p class="small">{about.summary}</p>}
      {changed.length > 0 && (
        <ul class="small">
          {changed.map((o) => <li>{optionLabel(lang, game, o)}: <strong>{optionValueText(m, lang, game, o, rules![o.key])}</strong></li>)}
        </ul>
      )}
      {/* a table's own setting, told to every seat alike */}
      {hints && info?.advisor && <p class="small" data-testid="rules-hints">{hints === 'on' ? m.room.hintsOn : m.room.hintsOff}</p>}
      {/* said either way where the game can be rated: a casual table is not mistaken for a rated one */}
      {rated !== undefined && (rated || info?.rated) && (
        <p class="small" data-testid="rules-rated" data-rated={String(rated)}>{rated ? <strong>{m.room.ratedRule}</strong> : m.room.casualRule}</p>
      )}
    </details>
  );
}
