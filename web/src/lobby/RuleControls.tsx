// Each rule option as a labelled control (checkbox, number, list) with its default beside it.
import type { OptionSpec } from '../protocol/generated/contract';
import { fmt, useI18n } from '../i18n';
import { optionValueText } from '../components/RulesNote';
import { optionLabel } from '../games/registry';
import { defaultUnder, validOption } from './model';

interface Props {
  game: string;
  options: OptionSpec[];
  values: Record<string, string>;
  onChange(key: string, value: string): void;
}

export function RuleControls({ game, options, values, onChange }: Props) {
  const { m, lang } = useI18n();
  return (
    <div class="rule-controls">
      {options.filter((o) => o.key !== 'players').map((o) => {
        const id = `opt-${o.key}`;
        const value = values[o.key] ?? defaultUnder(o, values);
        const label = optionLabel(lang, game, o);
        const note = <span class="muted small"> ({fmt(m.lobby.defaultIs, { value: optionValueText(m, lang, game, o, defaultUnder(o, values)) })})</span>;
        if (o.type === 'bool')
          return (
            <label class="check" for={id} title={o.description}>
              <input id={id} type="checkbox" checked={value === 'true'} data-testid={id}
                onChange={(e) => onChange(o.key, String((e.target as HTMLInputElement).checked))} />
              <span>{label}{note}</span>
            </label>
          );
        return (
          <label class="field" for={id} title={o.description}>
            <span>{label}{note}</span>
            {o.type === 'choice' ? (
              <select id={id} value={value} data-testid={id} onChange={(e) => onChange(o.key, (e.target as HTMLSelectElement).value)}>
                {(o.choices ?? []).map((c) => <option value={c}>{optionValueText(m, lang, game, o, c)}</option>)}
              </select>
            ) : (
              <input id={id} type={o.type === 'integer' ? 'number' : 'text'} min={o.min} max={o.max} value={value}
                inputMode={o.type === 'integer' ? 'numeric' : undefined} aria-invalid={!validOption(o, value)} data-testid={id}
                onInput={(e) => onChange(o.key, (e.target as HTMLInputElement).value)} />
            )}
          </label>
        );
      })}
    </div>
  );
}
