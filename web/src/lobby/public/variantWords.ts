// A table's variant in words: the rules that differ from the game's defaults, each as its label
// and value in the language ("Points for a Generala: 60"), or "standard rules".
import type { Catalogue, Lang } from '../../i18n';
import type { GameInfo } from '../../protocol/generated/contract';
import { optionValueText } from '../../components/RulesNote';
import { optionLabel } from '../../games/registry';

export function variantWords(m: Catalogue, lang: Lang, info: GameInfo | undefined, changed: Record<string, string>): string {
  const parts = Object.entries(changed).map(([key, value]) => {
    const opt = info?.options.find((o) => o.key === key);
    return opt ? `${optionLabel(lang, info!.id, opt)}: ${optionValueText(m, lang, info!.id, opt, value)}` : `${key}: ${value}`;
  });
  return parts.length ? parts.join('; ') : m.play.standardRules;
}
