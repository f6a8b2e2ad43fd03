// A game's rules in a few lines, in the chosen language, and the options that differ from the
// defaults (a table's variant), each in words.
import type { GameInfo, Hints, OptionSpec } from '../protocol/types';
import { useI18n, type Catalogue } from '../i18n';

export function optionLabel(m: Catalogue, opt: Pick<OptionSpec, 'key' | 'description'>): string {
  return m.options[opt.key] ?? opt.description;
}

export function optionValueText(m: Catalogue, opt: Pick<OptionSpec, 'key' | 'type'>, value: string): string {
  if (opt.type === 'bool') return value === 'true' ? m.lobby.yes : m.lobby.no;
  if (opt.type === 'choice') return m.options[`${opt.key}.${value}`] ?? value;
  return value;
}

export function RulesNote({ game, info, rules, hints }: { game: string; info?: GameInfo; rules?: Record<string, string>; hints?: Hints }) {
  const { m } = useI18n();
  const text = m.games[game]?.rules || info?.summary || '';
  const changed = (info?.options ?? []).filter((o) => o.key !== 'players' && rules && rules[o.key] !== undefined && rules[o.key] !== o.default);
  return (
    <details class="panel rules-note">
      <summary>{rules ? m.room.rulesOfThisTable : m.lobby.rulesSummary}</summary>
      <p class="small">{text}</p>
      {changed.length > 0 && (
        <ul class="small">
          {changed.map((o) => <li>{optionLabel(m, o)}: <strong>{optionValueText(m, o, rules![o.key])}</strong></li>)}
        </ul>
      )}
      {/* a table's own setting, told to every seat alike */}
      {hints && info?.advisor && <p class="small" data-testid="rules-hints">{hints === 'on' ? m.room.hintsOn : m.room.hintsOff}</p>}
    </details>
  );
}
