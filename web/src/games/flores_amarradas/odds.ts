// The exact odds the Flores Amarradas view carries (fractions as text, e.g. "2/81"): as numbers
// and percentages for the odds panel.

export interface FloresOdds {
  throw: Record<string, string | Record<string, string>>;
  decided: { win: string; lose: string; point: Record<string, string> };
  banker_edge: string;
  banker_edge_against_point: Record<string, string>;
  against_point: Record<string, { win: string; lose: string; tie: string; bettor_edge: string }>;
}

/** "2/81" -> 0.02469..., "-1/3" -> -0.333..., "0" -> 0. */
export function fractionValue(text: string): number {
  const [num, den = '1'] = text.split('/');
  return Number(num) / Number(den);
}

export function percent(text: string, lang: string, digits = 1): string {
  return `${(100 * fractionValue(text)).toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })}%`;
}
